/// A path into one case of an enum: how to build the enum from the case's associated value, and
/// how to get the associated value back out (or `nil` for any other case).
///
/// It is the macro-free stand-in for `@CasePathable`; write one per case you bind to:
///
/// ```swift declarations
/// enum AlertAction { case confirmDelete }
///
/// enum Destination {
///   case alert(AlertState<AlertAction>)
///   case edit(String)
/// }
///
/// extension Destination {
///   static let alertCase = CasePath<Destination, AlertState<AlertAction>>(
///     embed: Destination.alert,
///     extract: { if case .alert(let state) = $0 { state } else { nil } }
///   )
/// }
/// ```
public struct CasePath<Root, Value>: Sendable {
  /// Builds the enum in this case.
  public let embed: @Sendable (Value) -> Root
  /// The associated value if the enum is in this case, `nil` otherwise.
  public let extract: @Sendable (Root) -> Value?

  /// Creates a case path from its two directions.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }
}
