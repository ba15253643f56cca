import ApiClient
import CustomDump
import InventoryFeature
import Models
import Testing

@MainActor
@Suite(.timeLimit(.minutes(2))) struct DeepLinkTests {
  @Test func openingHelpShowsTheSheetAndTheRouteSaysSo() {
    let model = InventoryModel(items: Item.samples, loadState: .loaded, apiClient: .testValue)

    model.open(.help)

    #expect(model.destination == .help)
    #expect(model.route == .help)

    model.open(.list)

    #expect(model.destination == nil)
    #expect(model.route == .list)
  }

  @Test func openingAddAsksForTheFormOnTheDraftWithANewID() {
    let ids = IncrementingIDs()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, destination: .help, apiClient: .testValue,
      makeID: { ids() })
    let destinations = Recorder<InventoryDestination>()
    model.onDestination = destinations.record

    model.open(.add(.init(name: "Lamp", status: .inStock(quantity: 4))))

    let expected = Item(id: Item.sampleID(100), name: "Lamp", status: .inStock(quantity: 4))
    expectNoDifference(destinations.values, [.add(expected)])
    #expect(model.destination == nil)
  }

  @Test func openingAnItemClosesWhatIsOverTheList() {
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, destination: .help, apiClient: .testValue)

    model.open(.item(Item.charger.id))

    #expect(model.destination == nil)
  }
}
