import ApiClient
import CustomDump
import InventoryFeature
import Models
import Testing

@MainActor
@Suite(.timeLimit(.minutes(2))) struct DeepLinkTests {
  @Test func openingHelpShowsTheSheetAndTheRouteSaysSo() throws {
    let model = InventoryModel(items: Item.samples, loadState: .loaded, apiClient: .testValue)

    try model.open(.help)

    #expect(model.destination == .help)
    #expect(model.route == .help)

    try model.open(.list)

    #expect(model.destination == nil)
    #expect(model.route == .list)
  }

  @Test func openingAddAsksForTheFormOnTheDraftWithANewID() throws {
    let ids = IncrementingIDs()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, destination: .help, apiClient: .testValue,
      makeID: { ids() })
    let destinations = Recorder<InventoryDestination>()
    model.onDestination = destinations.record

    try model.open(.add(.init(name: "Lamp", status: .inStock(quantity: 4))))

    let expected = Item(id: Item.sampleID(100), name: "Lamp", status: .inStock(quantity: 4))
    expectNoDifference(destinations.values, [.add(expected)])
    #expect(model.destination == nil)
  }

  @Test func openingAListedItemClosesWhatIsOverTheList() throws {
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, destination: .help, apiClient: .testValue)

    try model.open(.item(Item.charger.id))

    #expect(model.destination == nil)
  }

  @Test func openingAnUnknownItemFailsAndChangesNothing() {
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, destination: .help, apiClient: .testValue)
    let unknown = Item.sampleID(42)

    #expect(throws: InventoryError.unknownItem(unknown)) { try model.open(.item(unknown)) }
    #expect(model.destination == .help)
    #expect(
      InventoryError.unknownItem(unknown).localizedDescription
        == "There is no item 00000000-0000-0000-0000-00000000002A in the inventory; "
        + "it may have been deleted.")
  }
}
