import Models
import TextViews

/// The text rendering of ``FeatureTemplateModel``: header, sections of rows, and the open alert.
@MainActor
public struct FeatureTemplateView {
  public let model: FeatureTemplateModel

  public init(model: FeatureTemplateModel) {
    self.model = model
  }

  public var body: any TextView {
    var children: [any TextView] = [
      Text("FeatureTemplate"),
      Text(model.summary.headline),
      Divider(),
    ]
    if model.isLoading {
      children.append(Text("Loading..."))
    }
    for section in FeatureTemplateLogic.sections(model.visibleItems) {
      children.append(Text(section.title.uppercased()))
      children.append(contentsOf: section.items.map(row))
    }
    children.append(Divider())
    children.append(Button("Add", isEnabled: !model.draftName.isEmpty))
    if let error = model.validationError {
      children.append(Text(error.description))
    }
    children.append(Button("Related"))
    if let destination = model.destination {
      children.append(alert(destination))
    }
    return VStack(children)
  }

  private func row(_ item: Item) -> any TextView {
    let status: String
    if item.isInStock {
      status = "\(item.quantity) in stock"
    } else if item.isOnBackOrder {
      status = "on back order"
    } else {
      status = "out of stock"
    }
    let tags = item.tags.isEmpty ? "" : " #" + item.tags.joined(separator: " #")
    return VStack([
      Text("\(item.name): \(status)\(tags)"),
      Button("Restock"),
      Button("Delete"),
    ])
  }

  private func alert(_ destination: FeatureTemplateModel.Destination) -> any TextView {
    switch destination {
    case .confirmDelete(let item):
      Boxed(
        title: "Delete \(item.name)?",
        content: VStack([Button("Delete"), Button("Cancel")])
      )
    case .failure(let message):
      Boxed(title: "Error", content: VStack([Text(message), Button("OK")]))
    }
  }
}
