import CustomDump
import ItemRowFeature
import Models
import Testing

@MainActor
@Suite(.timeLimit(.minutes(2))) struct PreviewStateTests {
  @Test func previewStatesAreNamedAndStartWhereTheirNamesSay() {
    let states = ItemRowModel.previewStates
    expectNoDifference(states.map(\.name), ["default", "deleteAlert", "outOfStock", "noColor"])

    let models = Dictionary(uniqueKeysWithValues: states.map { ($0.name, $0.make()) })
    #expect(models["default"]?.item == .keyboard)
    #expect(models["default"]?.route == nil)
    #expect(models["deleteAlert"]?.route == .delete)
    #expect(models["outOfStock"]?.item.status == .outOfStock(isOnBackOrder: true))
    #expect(models["noColor"]?.item.color == nil)
  }

  @Test func eachMakeBuildsAFreshModel() {
    for state in ItemRowModel.previewStates {
      #expect(state.make() !== state.make(), "\(state.name)")
    }
  }
}
