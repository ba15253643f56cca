/// What tells a presented or pushed item from another that takes its place, as part of the key of
/// the content that shows it: another item there is new content, whose `.task` starts.
///
/// An item is identified by its `id` when it is `Identifiable`, by the object when it is an
/// instance of a class, and an enum (or optional, or tuple) by its case and what identifies its
/// payload. Other values (strings, numbers, structs) are identified by their place only, so
/// content that edits the very value it shows keeps its controls, and their focus, as it does.
///
/// Returns an empty string for an item identified by its place only.
func itemIdentity(_ item: Any) -> String {
  if let identifiable = item as? any Identifiable {
    return "(\(String(describing: identifiable.id)))"
  }
  let mirror = Mirror(reflecting: item)
  switch mirror.displayStyle {
  case .class:
    return "(\(ObjectIdentifier(item as AnyObject)))"
  case .enum:
    guard let payload = mirror.children.first else { return ".\(item)" }
    return ".\(payload.label ?? "")\(itemIdentity(payload.value))"
  case .optional, .tuple:
    return mirror.children.map { itemIdentity($0.value) }.joined()
  default:
    return ""
  }
}

/// The identity of a path element: its value when it is `Hashable`, as a `NavigationStack` path
/// names a screen by its value (nothing edits an element while its screen shows), else as for any
/// other item.
func pathElementIdentity(_ element: Any) -> String {
  if let hashable = element as? any Hashable {
    return "=\(AnyHashable(hashable).hashValue)"
  }
  return itemIdentity(element)
}
