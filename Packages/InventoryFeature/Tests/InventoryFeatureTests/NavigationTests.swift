import ApiClient
import CustomDump
import Foundation
import InventoryFeature
import Models
import Testing

@MainActor
@Suite(.timeLimit(.minutes(2))) struct NavigationTests {
  @Test func addButtonAsksForTheFormOnANewDraft() {
    let ids = IncrementingIDs()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, apiClient: .testValue, makeID: { ids() })
    let destinations = Recorder<InventoryDestination>()
    model.onDestination = destinations.record

    model.addButtonTapped()

    expectNoDifference(destinations.values, [.add(.draft(id: Item.sampleID(100)))])
    expectNoDifference(Array(model.items), Item.samples)
  }

  @Test func cancellingAnAddLeavesTheListAsItWas() async throws {
    // Given the app presented the form for an add
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, apiClient: .testValue)
    let destinations = Recorder<InventoryDestination>()
    model.onDestination = destinations.record
    model.addButtonTapped()

    // When the user cancels, the presenter just dismisses: nothing reaches the inventory or store
    // (`ApiClient.testValue` fails the test on any call).

    // Then
    #expect(destinations.values.count == 1)
    expectNoDifference(Array(model.items), Item.samples)
  }

  @Test func helpButtonShowsTheHelpSheetAndDismissingClosesIt() {
    let model = InventoryModel(items: Item.samples, loadState: .loaded, apiClient: .testValue)

    model.helpButtonTapped()
    #expect(model.destination == .help)

    model.dismissButtonTapped()
    #expect(model.destination == nil)
  }

  @Test func anUnwiredDestinationIsReportedByName() {
    let model = InventoryModel(items: Item.samples, loadState: .loaded, apiClient: .testValue)

    withKnownIssue {
      model.addButtonTapped()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Unimplemented: InventoryModel.onDestination")
      }
    }
  }

  @Test func destinationsRoundTripThroughCoding() throws {
    let destinations: [InventoryDestination] = [
      .add(.draft(id: Item.sampleID(7))), .add(.phone),
    ]

    let data = try JSONEncoder().encode(destinations)
    let decoded = try JSONDecoder().decode([InventoryDestination].self, from: data)

    expectNoDifference(decoded, destinations)
  }
}
