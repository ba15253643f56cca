import ApiClient
import DesignKit
import Models

public func itemView(_ client: ApiClient) -> [String] {
  client.items().map { title($0.name) }
}
