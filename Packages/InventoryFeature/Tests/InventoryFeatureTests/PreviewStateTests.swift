import ApiClient
import CustomDump
import InventoryFeature
import Models
import Testing

@MainActor
@Suite(.timeLimit(.minutes(2))) struct PreviewStateTests {
  @Test func statesAreListedByNameInOrder() {
    expectNoDifference(
      InventoryModel.previewStates.map(\.name),
      ["default", "empty", "loading", "loadFailed", "help", "deleteFailed", "large"]
    )
  }

  @Test func eachStateStartsWhereItsNameSays() async throws {
    let client = ApiClient.preview()

    let defaultState = try make("default", client)
    await defaultState.task()
    expectNoDifference(Array(defaultState.items), Item.samples)

    let empty = try make("empty", client)
    #expect(empty.loadState == .loaded)
    #expect(empty.items.isEmpty)

    let loadFailed = try make("loadFailed", client)
    #expect(
      loadFailed.loadState == .failed(message: "The load request failed (simulated failure)."))

    let help = try make("help", client)
    #expect(help.destination == .help)

    let deleteFailed = try make("deleteFailed", client)
    #expect(deleteFailed.destination.map { if case .alert = $0 { true } else { false } } == true)
  }

  private func make(_ name: String, _ client: ApiClient) throws -> InventoryModel {
    let make = try #require(InventoryModel.previewStates[named: name])
    return make(client)
  }

  @Test func generatedItemsHaveDistinctIDsThatAvoidTheSamples() {
    let items = InventoryModel.generatedItems(count: 1_000)

    #expect(Set(items.map(\.id)).count == 1_000)
    #expect(Set(items.map(\.id)).isDisjoint(with: Item.samples.map(\.id)))
    #expect(items.last?.id.uuidString == "00000000-0000-0000-0001-0000000003E8")
    #expect(items.last?.name == "Item 1000")
  }
}
