import FeatureTemplate
import Models

extension AppModel {
  /// FeatureTemplate's model wired to this app, so every destination it emits comes back here.
  func makeFeatureTemplate(items: [Item] = [], filter: String = "") -> FeatureTemplateModel {
    let model = FeatureTemplateModel(items: items, filter: filter, client: client)
    model.onDestination = { [weak self] destination in
      self?.interpretFeatureTemplate(destination)
    }
    return model
  }

  /// Where each FeatureTemplate destination leads; the feature itself never knows.
  func interpretFeatureTemplate(_ destination: FeatureTemplateDestination) {
    switch destination {
    case .detail(let itemID):
      let items = Item.samples.filter { $0.id == itemID }
      push(.nextFeature(makeNextFeature(items: items)))
    case .edit(let item):
      sheet = .nextFeature(makeNextFeature(items: [item]))
    case .related(let filter):
      push(.afterNextFeature(makeAfterNextFeature(filter: filter)))
    }
  }
}
