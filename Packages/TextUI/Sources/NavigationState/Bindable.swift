import Observation

/// Makes bindings to the properties of an `@Observable` model: declare `@Bindable var model` in a
/// view, then pass `$model.item.name` to a control.
///
/// This is the kit's own version of SwiftUI's `@Bindable`, which does not exist on Linux.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The model.
  public var wrappedValue: Value

  /// Wraps a model; what `@Bindable var model: Model` calls.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps a model in a local: `@Bindable var model = model`, or `Bindable(model).$name`.
  public init(_ value: Value) {
    wrappedValue = value
  }

  /// The wrapper itself, so that `$model.property` makes a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the model.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> Binding<Member> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 }
    )
  }
}
