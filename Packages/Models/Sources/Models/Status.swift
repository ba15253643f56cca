extension Item {
  /// Whether the item can be sold now, and if not, whether more is on its way.
  public enum Status: Hashable, Sendable {
    /// Available now; `quantity` is never negative (decoding refuses one).
    case inStock(quantity: Int)
    /// Not available; `isOnBackOrder` says whether more has been ordered.
    case outOfStock(isOnBackOrder: Bool)

    /// Whether the status is ``inStock(quantity:)``, whatever the quantity.
    public var isInStock: Bool {
      if case .inStock = self { true } else { false }
    }

    /// How a list states it: `In stock: 3`, `Out of stock`, `Out of stock, on back order`.
    public var summary: String {
      switch self {
      case .inStock(let quantity): "In stock: \(quantity)"
      case .outOfStock(isOnBackOrder: false): "Out of stock"
      case .outOfStock(isOnBackOrder: true): "Out of stock, on back order"
      }
    }
  }
}

extension Item.Status: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind
    case quantity
    case isOnBackOrder
  }

  private enum Kind: String, Codable {
    case inStock
    case outOfStock
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rawKind = try container.decode(String.self, forKey: .kind)
    switch Kind(rawValue: rawKind) {
    case .inStock:
      let quantity = try container.decode(Int.self, forKey: .quantity)
      guard quantity >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .quantity, in: container,
          debugDescription: "Quantity in stock must not be negative, found \(quantity)."
        )
      }
      self = .inStock(quantity: quantity)
    case .outOfStock:
      self = .outOfStock(isOnBackOrder: try container.decode(Bool.self, forKey: .isOnBackOrder))
    case nil:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription:
          "Unknown item status \"\(rawKind)\"; expected \"inStock\" or \"outOfStock\"."
      )
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .inStock(let quantity):
      try container.encode(Kind.inStock, forKey: .kind)
      try container.encode(quantity, forKey: .quantity)
    case .outOfStock(let isOnBackOrder):
      try container.encode(Kind.outOfStock, forKey: .kind)
      try container.encode(isOnBackOrder, forKey: .isOnBackOrder)
    }
  }
}
