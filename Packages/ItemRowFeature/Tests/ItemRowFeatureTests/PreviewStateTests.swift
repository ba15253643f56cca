import CustomDump
import ItemRowFeature
import Models
import Testing

@MainActor
@Suite(.timeLimit(.minutes(2))) struct PreviewStateTests {
  @Test func previewStatesAreNamedAndStartWhereTheirNamesSay() {
    let states = ItemRowModel.previewStates
    expectNoDifference(states.map(\.name), ["default", "deleteAlert", "outOfStock", "noColor"])

    #expect(states[named: "default"] == ItemRowModel.Start(item: .keyboard))
    #expect(states[named: "default"]?.makeModel().route == nil)
    #expect(states[named: "deleteAlert"]?.makeModel().route == .delete)
    #expect(states[named: "outOfStock"]?.item.status == .outOfStock(isOnBackOrder: true))
    #expect(states[named: "noColor"]?.item.color == nil)
  }

  @Test func eachMakeBuildsAFreshModel() {
    for state in ItemRowModel.previewStates {
      #expect(state.value.makeModel() !== state.value.makeModel(), "\(state.name)")
    }
  }
}
