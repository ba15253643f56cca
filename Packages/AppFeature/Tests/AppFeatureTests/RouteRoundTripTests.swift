import CustomDump
import Foundation
import InventoryFeature
import ItemFeature
import Models
import Testing
import TextUITesting

@testable import AppFeature

/// The id a new item or copy gets in these tests.
private let newID = IncrementingIDs.id(1)

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RouteRoundTripTests {
  @Test func parsingThePrintedURLOfAGeneratedPlaceGivesItBack() throws {
    var random = SeededRandom(seed: 5)
    for _ in 0..<500 {
      let url = AppState.randomPlace(using: &random).url

      // Any id stands for a stored item here: only the grammar is under test.
      let parsed = try AppState(
        url: url, storedItem: { .success(.draft(id: $0)) }, newID: { newID })

      expectNoDifference(parsed.url, url)
    }
  }

  @Test func openingAGeneratedPlaceOfStoredItemsShowsThatPlace() async throws {
    var random = SeededRandom(seed: 6)
    let model = AppModel.loaded()
    for _ in 0..<300 {
      let url = AppState.randomPlace(using: &random, items: Item.samples).url

      try await model.open(url: url)

      expectNoDifference(model.url, url)
    }
  }

  @Test func randomAndMutatedURLsNeverCrashAndNeverChangeStateOnError() async throws {
    // Given an app and a driver drawing it, so every state opened is also rendered
    var random = SeededRandom(seed: 7)
    let model = AppModel.loaded()
    let driver = TestDriver { AppView(model: model) }
    let seeds = everyScreenURL()
    var opened = 0
    var refused = 0

    for iteration in 0..<12_000 {
      let url =
        iteration.isMultiple(of: 10)
        ? randomString(using: &random)
        : mutate(seeds.randomElement(using: &random) ?? "", using: &random)
      let before = model.state
      let screens = model.screenIdentities

      do {
        try await model.open(url: url)
        opened += 1
        // An opened URL shows exactly the place it names, printed as the app prints it.
        #expect(model.url == (try model.state(for: url)).url, "\(url)")
      } catch {
        refused += 1
        #expect(model.state == before, "\(url): \(error)")
        #expect(model.screenIdentities == screens, "\(url)")
        #expect(!"\(error)".isEmpty)
      }
      if iteration.isMultiple(of: 50) {
        _ = driver.frame
      }
    }

    // Both outcomes were exercised, many times
    #expect(opened > 1_000)
    #expect(refused > 1_000)
  }
}

/// One URL of each form, on the samples' ids, for the fuzz test to mutate.
/// Characters that matter to the grammar, and some that should not be there.
private let alphabet = Array("/?&=%+.-_~:# abcdefXYZ0129éß😀\u{0}\n")

private func randomString(using random: inout SeededRandom) -> String {
  let length = Int.random(in: 0...40, using: &random)
  var text = Bool.random(using: &random) ? "nav:///" : ""
  for _ in 0..<length {
    text.append(alphabet.randomElement(using: &random) ?? "/")
  }
  return text
}

/// `url` with up to three random edits: characters inserted, removed or replaced, path
/// components dropped, repeated or swapped, an id replaced, the tail cut off.
private func mutate(_ url: String, using random: inout SeededRandom) -> String {
  var text = Array(url)
  for _ in 0..<Int.random(in: 0...3, using: &random) {
    let index = text.isEmpty ? 0 : Int.random(in: 0..<text.count, using: &random)
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
      text.insert(alphabet.randomElement(using: &random) ?? "/", at: index)
    case 1 where !text.isEmpty:
      text.remove(at: index)
    case 2 where !text.isEmpty:
      text[index] = alphabet.randomElement(using: &random) ?? "/"
    case 3:
      text = Array(text.prefix(index))
    case 4:
      var parts = String(text).split(separator: "/", omittingEmptySubsequences: false)
      if parts.count > 3 { parts.remove(at: Int.random(in: 3..<parts.count, using: &random)) }
      text = Array(parts.joined(separator: "/"))
    case 5:
      var parts = String(text).split(separator: "/", omittingEmptySubsequences: false)
      if parts.count > 3 {
        let part = parts[Int.random(in: 3..<parts.count, using: &random)]
        parts.insert(part, at: Int.random(in: 3...parts.count, using: &random))
      }
      text = Array(parts.joined(separator: "/"))
    case 6:
      var parts = String(text).split(separator: "/", omittingEmptySubsequences: false)
      if parts.count > 4 {
        parts.swapAt(
          Int.random(in: 3..<parts.count, using: &random),
          Int.random(in: 3..<parts.count, using: &random))
      }
      text = Array(parts.joined(separator: "/"))
    default:
      let known = Item.samples.map(\.id.uuidString)
      var replaced = String(text)
      for id in known {
        replaced = replaced.replacingOccurrences(
          of: id, with: UUID(uuid: random.uuidBytes()).uuidString)
      }
      text = Array(replaced)
    }
  }
  return String(text)
}

extension AppModel {
  /// The models behind the screens shown, so a test can tell that a failed open rebuilt none.
  var screenIdentities: [ObjectIdentifier] {
    path.compactMap { $0.editor.map(ObjectIdentifier.init) }
      + (destination.map { [ObjectIdentifier($0.editor)] } ?? [])
  }
}

extension AppState {
  /// A place a URL can name, drawn from every form of the grammar, with names full of characters
  /// a URL must escape. Item screens are about `items`, or about made-up items when it is empty.
  static func randomPlace(using random: inout SeededRandom, items: [Item] = []) -> AppState {
    let item = items.randomElement(using: &random) ?? .draft(id: UUID(uuid: random.uuidBytes()))
    let form: ItemFormRoute = Bool.random(using: &random) ? .form : .colorPicker
    var state = AppState(selectedTab: .inventory)
    switch Int.random(in: 0..<8, using: &random) {
    case 0: state.selectedTab = .one
    case 1: state.selectedTab = .three
    case 2: break
    case 3: state.isShowingHelp = true
    case 4:
      let draft = InventoryRoute.Draft.random(using: &random).item(id: newID)
      state.destination = .add(.init(draft: draft, form: form))
    case 5: state.deleteConfirmation = item.id
    case 6: state.path = [.edit(.init(draft: item, form: form))]
    default:
      state.destination = .duplicate(
        .init(draft: item.duplicate(id: newID), form: form), of: item.id)
    }
    return state
  }
}

extension InventoryRoute.Draft {
  static func random(using random: inout SeededRandom) -> Self {
    let characters = Array("aZ 09&=?/%+#é😀-._~")
    let name = String(
      (0..<Int.random(in: 0...12, using: &random)).map { _ in
        characters.randomElement(using: &random) ?? "a"
      })
    let color =
      Bool.random(using: &random) ? Item.Color.defaults.randomElement(using: &random) : nil
    let status: Item.Status =
      Bool.random(using: &random)
      ? .inStock(quantity: [0, 1, 2, 99, Int.max].randomElement(using: &random) ?? 1)
      : .outOfStock(isOnBackOrder: Bool.random(using: &random))
    return Self(name: name, color: color, status: status)
  }
}

/// A small deterministic generator (SplitMix64), so the generated routes and URLs are the same
/// on every run and a failure can be reproduced.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Sixteen random bytes, for a UUID.
  mutating func uuidBytes() -> uuid_t {
    let high = next()
    let low = next()
    func byte(_ word: UInt64, _ index: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: word >> (index * 8))
    }
    return (
      byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
      byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
      byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
    )
  }
}
