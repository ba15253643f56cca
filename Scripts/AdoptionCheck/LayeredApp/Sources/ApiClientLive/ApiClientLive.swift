import ApiClient
import Models

extension ApiClient {
  public static let live = ApiClient(items: { [Item(name: "Lamp")] })
}
