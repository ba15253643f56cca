/// Read and write access to a value owned somewhere else, usually a property of an `@Observable`
/// model reached through ``Bindable`` (`$model.item.name`).
///
/// Controls take bindings so that what the user does is written straight into the model: the
/// model stays the single source of truth.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: @MainActor () -> Value
  private let setValue: @MainActor (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(
    get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value) -> Void
  ) {
    getValue = get
    setValue = set
  }

  /// Lets a view declared with `@Binding var value` be initialized with `$value` from its parent.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored. Handy in previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The current value; setting it writes through to the owner.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself, so that `$value` of a `@Binding var value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$model.item.name`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member>
  {
    Binding<Member>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 }
    )
  }

  /// Unwraps a binding to an optional: `nil` when the value is `nil` now.
  ///
  /// Use it to edit the payload of an optional or, combined with ``case(_:)``, an enum case's
  /// associated value. The resulting binding remembers the last value it read, so a view that is
  /// still on screen while the optional becomes `nil` does not crash.
  public init?(unwrapping base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    let lastValue = LastValue(initial)
    self.init(
      get: {
        if let value = base.wrappedValue { lastValue.value = value }
        return lastValue.value
      },
      set: { base.wrappedValue = $0 }
    )
  }

  /// A binding to the associated value of one case of an enum, `nil` when the enum is in another
  /// case. Writing a value switches the enum to that case; writing `nil` is ignored.
  ///
  /// ```swift declarations
  /// import Observation
  ///
  /// enum Stock: Hashable, Sendable {
  ///   case inStock(quantity: Int)
  ///   case outOfStock
  ///
  ///   static let inStockCase = CasePath<Stock, Int>(
  ///     embed: { .inStock(quantity: $0) },
  ///     extract: { if case .inStock(let quantity) = $0 { quantity } else { nil } }
  ///   )
  /// }
  ///
  /// @MainActor @Observable final class StockModel {
  ///   var stock = Stock.inStock(quantity: 1)
  /// }
  ///
  /// struct StockView: View {
  ///   @Bindable var model: StockModel
  ///
  ///   var body: some View {
  ///     if let quantity = Binding(unwrapping: $model.stock.case(Stock.inStockCase)) {
  ///       Stepper("Quantity: \(quantity.wrappedValue)", value: quantity, in: 0...Int.max)
  ///     }
  ///   }
  /// }
  /// ```
  public func `case`<Case>(_ casePath: CasePath<Value, Case>) -> Binding<Case?> {
    Binding<Case?>(
      get: { casePath.extract(self.wrappedValue) },
      set: { newValue in
        if let newValue { self.wrappedValue = casePath.embed(newValue) }
      }
    )
  }

  /// Focuses one case of an optional enum, the way a feature's `destination` drives several
  /// presentations: `$model.destination.case(Destination.alertCase)`.
  ///
  /// Reads `nil` unless the enum is in that case. Writing a value switches to the case; writing
  /// `nil` (what a dismissal does) clears the enum only if it is still in that case, so dismissing
  /// one presentation never clears another that replaced it.
  public func `case`<Enum, Case>(_ casePath: CasePath<Enum, Case>) -> Binding<Case?>
  where Value == Enum? {
    Binding<Case?>(
      get: { self.wrappedValue.flatMap(casePath.extract) },
      set: { newValue in
        if let newValue {
          self.wrappedValue = casePath.embed(newValue)
        } else if let current = self.wrappedValue, casePath.extract(current) != nil {
          self.wrappedValue = nil
        }
      }
    )
  }

  /// Focuses an optional enum on the cases `isMatching` accepts, as ``case(_:)`` does one case,
  /// reading the whole value: for a presentation that needs more than a case's associated value,
  /// `$model.destination.case(where: \.isDuplicate)`.
  public func `case`<Enum>(where isMatching: @escaping @Sendable (Enum) -> Bool) -> Binding<Enum?>
  where Value == Enum? {
    self.case(CasePath(embed: { $0 }, extract: { isMatching($0) ? $0 : nil }))
  }
}

/// Remembers the last value a binding read, so that an unwrapped binding can still answer once
/// its optional has gone away.
@MainActor
private final class LastValue<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
