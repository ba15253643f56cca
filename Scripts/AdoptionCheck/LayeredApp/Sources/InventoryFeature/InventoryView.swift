import ApiClient
import DesignKit
import ItemFeature
import Models
import StorageClient

public func inventoryView(_ client: ApiClient, _ storage: StorageClient) -> [String] {
  storage.save(client.items())
  return [title("Inventory")] + itemView(client)
}
