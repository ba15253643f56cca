import Foundation
import Models

extension FuzzTarget {
  /// An item as JSON, as restoration snapshots and the preview store hold it.
  static let itemJSON = FuzzTarget(name: "item-json") { input in
    guard let item = try? JSONDecoder().decode(Item.self, from: Data(input)) else { return nil }
    do {
      let again = try JSONDecoder().decode(Item.self, from: JSONEncoder().encode(item))
      return again == item ? nil : "\(item) encodes to JSON that decodes as \(again)"
    } catch {
      return "\(item) does not survive encoding and decoding: \(error)"
    }
  }
}
