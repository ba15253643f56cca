import ApiClient
import AppFeature
import Models
import TextUITesting

/// The app over an in-memory store of generated items, loaded: what a user sees once the store
/// has answered, and what every timed scenario starts from.
@MainActor
struct LoadedApp {
  let model: AppModel
  /// The last item of the list, the one the deep links name.
  let lastItem: Item

  /// Builds the store and the app and loads the list (not timed by any scenario).
  static func make(
    items count: Int, names: GeneratedInventory.Names = .ascii, selectedTab: AppModel.Tab = .one
  ) async throws(BenchmarkFailure) -> LoadedApp {
    let items = GeneratedInventory.items(count: count, names: names)
    guard let lastItem = items.last else {
      throw BenchmarkFailure("An inventory of \(count) items has no last item to link to.")
    }
    let model = AppModel(selectedTab: selectedTab, apiClient: .preview(items: items))
    await model.inventory.load()
    return LoadedApp(model: model, lastItem: lastItem)
  }

  /// The link to the edit screen of the last item.
  var editLastItemURL: String {
    "nav:///inventory/\(lastItem.id.uuidString)/edit"
  }

  /// A host for the app, the kind tests and the headless preview use, at the terminal's usual
  /// 80x24. Creating one draws its first frame.
  func makeHost() -> TestDriver {
    TestDriver(size: .standard) { AppView(model: model) }
  }

  /// Checks that the app shows the edit screen of the last item: its URL says so and `frame`
  /// draws it, titled "Edit item" with the item's name in the Name field.
  func expectEditScreenOfLastItem(frame: String) throws(BenchmarkFailure) {
    guard model.url == editLastItemURL, frame.contains("Edit item"),
      frame.contains("Name: [\(lastItem.name)")
    else {
      throw BenchmarkFailure(
        """
        \(editLastItemURL) did not land on the edit screen of "\(lastItem.name)": the app is at \
        \(model.url) and its frame reads:
        \(frame)
        """)
    }
  }

  /// Checks that the app shows the inventory list: its URL says so, and `frame` is titled
  /// "Inventory" and draws rows of items.
  func expectInventoryList(frame: String) throws(BenchmarkFailure) {
    let titleBar = frame.prefix { $0 != "\n" }
    guard model.url == "nav:///inventory", titleBar.contains("Inventory"), frame.contains("Item ")
    else {
      throw BenchmarkFailure(
        """
        Expected the inventory list, but the app is at \(model.url) and its frame reads:
        \(frame)
        """)
    }
  }

  /// The number of item rows `frame` draws (lines starting with an item's button, `[Item 12]`).
  static func itemRows(in frame: String) -> Int {
    frame.split(separator: "\n").count { $0.hasPrefix("[Item ") }
  }
}
