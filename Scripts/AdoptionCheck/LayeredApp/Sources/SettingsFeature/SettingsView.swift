import DesignKit
import StorageClient

public func settingsView(_ storage: StorageClient) -> String {
  storage.save([])
  return title("Settings")
}
