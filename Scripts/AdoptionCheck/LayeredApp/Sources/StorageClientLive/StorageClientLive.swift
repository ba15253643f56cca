import Models
import StorageClient

extension StorageClient {
  public static let live = StorageClient(save: { _ in })
}
