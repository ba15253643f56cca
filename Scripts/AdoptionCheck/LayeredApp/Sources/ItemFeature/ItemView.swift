import ApiClient
import ApiClientLive
import DesignKit
import Models

// Reaches for the live client instead of having it injected: the violation init accepts.
public func itemView(_ client: ApiClient = .live) -> [String] {
  client.items().map { title($0.name) }
}
