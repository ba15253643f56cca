import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import TextUI

/// The app: a tab bar over ``AppModel/Tab``'s tabs, the inventory's a stack over
/// ``AppModel/path`` whose root is the list with ItemRowFeature's rows in its row slot. It only
/// reads: the rows' models are built after a row first shows, never while drawing.
public struct AppView: View {
  @Bindable var model: AppModel

  /// Shows `model`.
  public init(model: AppModel) {
    self.model = model
  }

  public var body: some View {
    TabView(selection: $model.selectedTab) {
      ForEach(AppModel.Tab.allCases, id: \.self) { tab in
        Group {
          switch tab.content {
          case .screen(let title, let screen): screen(model).navigationTitle(title)
          case .inventory: inventoryTab
          case .feature: if let feature = model.features[tab] { feature.view }
          }
        }
        .tabItem(tab.title)
        .tag(tab)
      }
    }
  }

  private var inventoryTab: some View {
    NavigationStack(path: $model.path) {
      InventoryView(model: model.inventory) { item in
        LazyModelRow(model.rows, id: item.id) { row in
          ItemRowView(item: item, model: row)
        } placeholder: {
          InventoryNameRow(item: item)
        }
      }
      // The row's alert is presented from the list's screen rather than from the row: a row
      // outside the list's window is never built, and a link may confirm the delete of any.
      .itemRowDestination(model.rows.presenting)
      .sheet(item: $model.destination.case(where: { !$0.isDuplicate })) { add in
        NavigationStack { ItemEditorView(model: add.editor) }
      }
      .popover(item: $model.destination.case(where: \.isDuplicate)) { duplicate in
        NavigationStack { ItemEditorView(model: duplicate.editor) }
      }
    } destination: { element in
      switch element {
      case .edit(let editor): ItemEditorView(model: editor)
      case .feature(_, let screen): screen.view
      }
    }
  }
}
