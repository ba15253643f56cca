import ApiClient
import ApiClientLive
import InventoryFeature
import ItemFeature
import SettingsFeature
import StorageClient
import StorageClientLive

public func appView() -> [String] {
  inventoryView(.live, .live) + itemView(.live) + [settingsView(.live)]
}
