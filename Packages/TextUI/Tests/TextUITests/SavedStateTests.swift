import Foundation
import Testing
import TextUITesting

@Suite("A saved state is read back only by the format that wrote it")
struct SavedStateTests {
  struct Screens: Codable, Equatable {
    var stack: [String]
  }

  let format = SavedStateFormat<Screens>(version: 2, maximumSize: 200)

  @Test func aStateSavesAndReadsBackAsItWas() throws {
    let state = Screens(stack: ["list", "detail"])
    let data = try format.data(state)
    #expect(
      String(decoding: data, as: UTF8.self) == #"{"state":{"stack":["list","detail"]},"version":2}"#
    )
    #expect(try format.state(from: data) == state)
  }

  @Test func anOlderOrNewerFormatIsRefusedForItsVersion() {
    #expect(throws: SavedStateError.otherVersion(1, supported: 2)) {
      try format.state(from: Data(#"{"version": 1, "state": {"screen": "list"}}"#.utf8))
    }
    #expect(throws: SavedStateError.otherVersion(3, supported: 2)) {
      try format.state(from: Data(#"{"version": 3, "state": {"layout": "new"}}"#.utf8))
    }
    #expect(
      SavedStateError.otherVersion(1, supported: 2).description
        == "The saved navigation state was written by an older version of the app (format 1; "
        + "this version reads 2) and was ignored.")
  }

  @Test func dataOverTheLimitIsRefusedBeforeItIsParsed() {
    let data = Data(repeating: UInt8(ascii: "["), count: 201)
    #expect(throws: SavedStateError.tooLarge("it is 201 bytes, over the limit of 200")) {
      try format.state(from: data)
    }
  }

  @Test func unreadableDataSaysWhatAndWhere() {
    let error = #expect(throws: SavedStateError.self) {
      try format.state(from: Data(#"{"version": 2, "state": {"stack": ["\u001b[2J", 7]}}"#.utf8))
    }
    #expect(
      error?.description
        == "The saved navigation state could not be read and was ignored: Expected to decode "
        + "String but found number instead. (at state.stack.1)")
  }
}

@Suite("A presented model's work ends when it leaves the screen")
@MainActor
struct PresentedModelTests {
  final class Editor: PresentedModel {
    var isWorking = true
    func cancelWork() { isWorking = false }
  }

  @Test func onlyTheModelsThatLeftEndTheirWork() {
    let (kept, left, added) = (Editor(), Editor(), Editor())
    endWork(of: [kept, left], keeping: [added, kept])
    #expect([kept.isWorking, left.isWorking, added.isWorking] == [true, false, true])
  }
}

@Suite("A part of a saved state is read back by whoever knows its type")
struct SavedPartTests {
  struct Counter: Codable, Equatable {
    var count: Int
    var title: String
  }

  @Test func aPartIsItsValuesJSONInsideTheStateAndReadsBackAsThatValue() throws {
    let part = try SavedPart(Counter(count: 3, title: "Stock"))
    let data = try SavedStateFormat<[String: SavedPart]>(version: 1, maximumSize: 200)
      .data(["counter": part])

    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"state":{"counter":"{\"count\":3,\"title\":\"Stock\"}"},"version":1}"#)
    let restored = try SavedStateFormat<[String: SavedPart]>(version: 1, maximumSize: 200)
      .state(from: data)
    #expect(restored["counter"]?.value(as: Counter.self) == Counter(count: 3, title: "Stock"))
  }

  @Test func equalValuesMakeEqualPartsAndAnotherTypeReadsNothing() throws {
    #expect(try SavedPart(["b": 2, "a": 1]) == SavedPart(["a": 1, "b": 2]))
    #expect(try SavedPart(["count": "three"]).value(as: Counter.self) == nil)
  }
}

@MainActor
@Suite("A parent saves, restores and links a feature it knows only as a SavedFeature")
struct SavedFeatureTests {
  final class Counter: SavedFeature {
    struct State: SavedFeatureState {
      var count = 0
    }
    var state = State()

    func restore(_ state: State) { self.state = state }

    nonisolated static func print(_ state: State, into link: inout DeepLink) {
      if state.count != 0 { link.path.append(String(state.count)) }
    }

    nonisolated static func state(parsing link: inout DeepLink) throws(DeepLinkError) -> State {
      guard let component = link.path.first else { return State() }
      guard let count = Int(component) else { throw link.error(expected: "a count") }
      _ = link.popFirst()
      return State(count: count)
    }
  }

  @Test func aFeatureAsItStartsSavesNothingAndAChangedOneReadsBack() throws {
    let feature: any SavedFeature = Counter()
    #expect(feature.saved == nil)

    (feature as! Counter).state.count = 3
    let saved = try #require(feature.saved)
    let restored = Counter()
    restored.restore(saved)
    #expect(restored.state.count == 3)
    restored.restore(nil)
    #expect(restored.state.count == 0)
    restored.restore(try SavedPart(["count": "three"]))
    #expect(restored.state.count == 0)
  }

  @Test func itsFragmentIsPrintedAndParsedFromWhatIsSaved() throws {
    let type: any SavedFeature.Type = Counter.self
    var link = DeepLink()
    type.print(try SavedPart(Counter.State(count: 7)), into: &link)
    #expect(link.description == "nav:///7")

    var parsed = try DeepLink(parsing: "nav:///7")
    let saved = try type.saved(parsing: &parsed)
    #expect(saved?.value(as: Counter.State.self) == Counter.State(count: 7))
    var start = try DeepLink(parsing: "nav:///")
    #expect(try type.saved(parsing: &start) == nil)
  }
}
