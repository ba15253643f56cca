import AppFeature
import Models

/// Parse and print of every URL form of the app's grammar (AppFeature's README, "URL grammar").
struct RouteBenchmark {
  /// One form of link, with the example URL that is timed.
  struct Form: Sendable {
    /// The form as the grammar writes it, `<id>` standing for an item id.
    let pattern: String
    let url: String
  }

  /// Per-operation times of one form.
  struct Result: Equatable, Sendable {
    let pattern: String
    let parse: Samples
    let print: Samples
  }

  /// Every form, the add forms with a full query; `<id>` is the sample Keyboard's id.
  static let forms: [Form] = {
    let id = Item.keyboard.id.uuidString
    return [
      Form(pattern: "nav:///one", url: "nav:///one"),
      Form(pattern: "nav:///three", url: "nav:///three"),
      Form(pattern: "nav:///inventory", url: "nav:///inventory"),
      Form(pattern: "nav:///inventory/help", url: "nav:///inventory/help"),
      Form(
        pattern: "nav:///inventory/add?name=…&color=…&quantity=N",
        url: "nav:///inventory/add?name=Desk%20lamp&color=White&quantity=3"),
      Form(
        pattern: "nav:///inventory/add?name=…&outOfStock=true&backOrder=true",
        url: "nav:///inventory/add?name=Lamp&outOfStock=true&backOrder=true"),
      Form(
        pattern: "nav:///inventory/add/colorPicker?name=…",
        url: "nav:///inventory/add/colorPicker?name=Lamp&color=Red"),
      Form(pattern: "nav:///inventory/<id>/edit", url: "nav:///inventory/\(id)/edit"),
      Form(
        pattern: "nav:///inventory/<id>/edit/colorPicker",
        url: "nav:///inventory/\(id)/edit/colorPicker"),
      Form(pattern: "nav:///inventory/<id>/delete", url: "nav:///inventory/\(id)/delete"),
      Form(pattern: "nav:///inventory/<id>/duplicate", url: "nav:///inventory/\(id)/duplicate"),
      Form(
        pattern: "nav:///inventory/<id>/duplicate/colorPicker",
        url: "nav:///inventory/\(id)/duplicate/colorPicker"),
    ]
  }()

  let batch: Int
  let warmUp: Int
  let samples: Int

  /// Times `AppState(url:storedItem:newID:)` and `url` for every form, after checking that each
  /// parses and that its printed URL parses back to the same URL.
  func run(progress: Progress) throws -> [Result] {
    try Self.forms.enumerated().map { index, form in
      progress("routes \(index + 1)/\(Self.forms.count): \(form.pattern)")
      let state = try Self.roundTrip(form.url)
      let url = form.url
      let parse = try timePerOperation(batch: batch, warmUp: warmUp, samples: samples) {
        blackHole(try Self.parse(url))
      }
      let print = try timePerOperation(batch: batch, warmUp: warmUp, samples: samples) {
        blackHole(state.url)
      }
      return Result(pattern: form.pattern, parse: parse, print: print)
    }
  }

  /// The state `url` names over a store holding the Keyboard, as the app parses a link.
  static func parse(_ url: String) throws(AppLinkError) -> AppState {
    try AppState(
      url: url,
      storedItem: { $0 == Item.keyboard.id ? .success(.keyboard) : .failure(.notStored($0)) },
      newID: { Item.sampleID(100) })
  }

  /// Parses `url`, checking that printing the state and parsing that gives the same URL back.
  static func roundTrip(_ url: String) throws(BenchmarkFailure) -> AppState {
    let state: AppState
    let reparsed: AppState
    do {
      state = try parse(url)
      reparsed = try parse(state.url)
    } catch {
      throw BenchmarkFailure("A URL of the app's grammar does not round-trip: \(error.reason)")
    }
    guard reparsed.url == state.url else {
      throw BenchmarkFailure(
        "\(url) prints as \(state.url), which prints again as \(reparsed.url)")
    }
    return state
  }
}
