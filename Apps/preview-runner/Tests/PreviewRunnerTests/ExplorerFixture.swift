import Foundation
import IssueReporting
import Observation
import TextUITesting

@testable import PreviewRunner

/// A feature in miniature for the explorer: a hall with a light, and a room presented as a sheet
/// (`nav:///room`). Its saved form is `{"light":…,"room":…,"visits":…}`. Each ``Break`` breaks
/// one invariant the explorer checks.
@MainActor
@Observable
final class HallModel {
  var light = false
  var isShowingRoom = false
  /// How often the room was closed; only a broken back changes it.
  var visits = 0
  /// A random ticket; only a nondeterministic hall draws one.
  var ticket: Int?
  var onEnter: @MainActor () -> Void = {}

  struct Saved: Codable, Equatable {
    var light: Bool
    var room: Bool
    var visits: Int
    var ticket: Int?
  }
}

/// The ways the hall can be broken, one invariant each.
enum Break: String, CaseIterable, Sendable {
  /// Going back from the room counts a visit: back does not return where it came from.
  case back
  /// Entering calls a delegate nobody implemented: an issue is reported.
  case issue
  /// The URL printed for the room does not parse.
  case url
  /// The saved form leaves the light out.
  case restore
  /// Entering draws a random ticket: the same steps reach another state.
  case replay
}

struct HallView: View {
  @Bindable var model: HallModel
  let broken: Set<Break>

  var body: some View {
    return NavigationStack {
      VStack {
        Toggle("Light", isOn: $model.light)
        Button("Enter") {
          model.onEnter()
          if broken.contains(.replay) { model.ticket = Int.random(in: 0..<1_000_000) }
          model.isShowingRoom = true
        }
      }
      .navigationTitle("Hall")
      .sheet(isPresented: roomBinding) {
        VStack {
          Text("Room, light \(model.light ? "on" : "off")")
          Button("Close") { roomBinding.wrappedValue = false }
        }
      }
    }
  }

  private var roomBinding: Binding<Bool> {
    Binding(
      get: { model.isShowingRoom },
      set: { [model, broken] isShowing in
        if !isShowing, broken.contains(.back) { model.visits += 1 }
        model.isShowingRoom = isShowing
      })
  }
}

/// The hall's preview: named states `hall` and, when asked, `room` (the room open, the light
/// off), broken as ``broken`` says.
enum HallPreview: PreviewDefinition {
  @MainActor static var broken: Set<Break> = []
  @MainActor static var withRoomState = false

  @MainActor static var preview: Preview<NoPreviewOptions> {
    let broken = broken
    return Preview(
      name: "HallPreview", abstract: "A hall.",
      states: [PreviewState("hall", "The hall, dark.")]
        + (withRoomState ? [PreviewState("room", "The room, open.")] : []),
      urls: ["room"], exampleSteps: []
    ) { launch in
      let model = HallModel()
      model.isShowingRoom = launch.state == "room"
      if broken.contains(.issue) {
        model.onEnter = unimplemented("HallModel.onEnter")
      }
      if let resumed = launch.resumed {
        let saved = try JSONDecoder().decode(HallModel.Saved.self, from: resumed)
        model.light = saved.light
        model.isShowingRoom = saved.room
        model.visits = saved.visits
        model.ticket = saved.ticket
      } else if let route = try launch.readURL({ link throws(DeepLinkError) -> String? in
        broken.contains(.url) ? nil : link.popFirst()
      }) {
        model.isShowingRoom = route == "room"
      }
      return PreviewSession(
        url: { model.isShowingRoom ? "nav:///room" : "nav:///" },
        snapshot: {
          let saved = HallModel.Saved(
            light: broken.contains(.restore) ? false : model.light, room: model.isShowingRoom,
            visits: model.visits, ticket: model.ticket)
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          return try encoder.encode(saved)
        }
      ) {
        HallView(model: model, broken: broken)
      }
    }
  }
}

extension Explorer where Options == NoPreviewOptions {
  /// An explorer of the hall at `depth`, drawing at 40x12 only.
  static func hall(depth: Int) -> Self {
    let preview = HallPreview.preview
    return Explorer(
      preview: preview, options: NoPreviewOptions(), mocks: Mocks(), depth: depth,
      sizes: [Size(width: 40, height: 12)], starts: preview.states)
  }
}
