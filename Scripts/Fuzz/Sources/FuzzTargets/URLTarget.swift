import AppFeature
import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import NavigationState

extension FuzzTarget {
  /// The `nav:///` grammar: the app's URL (any id standing for a stored item) and each feature's
  /// fragment on its own.
  static let url = FuzzTarget(name: "url") { input in
    let url = String(decoding: input, as: UTF8.self)
    let app = { (url: String) throws(AppLinkError) in
      try AppState(
        url: url, storedItem: { .success(.draft(id: $0)) }, newID: { Item.sampleID(100) })
    }
    return roundTrip("AppState", url, parse: app, print: \.url)
      ?? roundTrip(InventoryRoute.self, url) ?? roundTrip(ItemFormRoute.self, url)
      ?? roundTrip(ItemRowRoute.self, url)
  }
}

/// Parses `url` as `R`; see ``roundTrip(_:_:parse:print:)``.
private func roundTrip<R: Route>(_: R.Type, _ url: String) -> String? {
  roundTrip("\(R.self)", url, parse: { url throws(DeepLinkError) in try R(url: url) }, print: \.url)
}

/// Parses `url` with `parse`; a parsed value must survive printing and parsing again, and an
/// error must be safe to print.
private func roundTrip<Value: Equatable, Failure: Error & CustomStringConvertible>(
  _ name: String, _ url: String, parse: (String) throws(Failure) -> Value,
  print: (Value) -> String
) -> String? {
  let value: Value
  do {
    value = try parse(url)
  } catch {
    if let control = terminalControl(in: error.description) {
      return "\(name)'s error for \(url.debugDescription) carries \(codePoint(control)): "
        + error.description.debugDescription
    }
    return nil
  }
  let printed = print(value)
  do {
    let again = try parse(printed)
    guard again == value else {
      return "\(name): \(url.debugDescription) parses as \(value), which prints as "
        + "\(printed.debugDescription), which parses as \(again)"
    }
  } catch {
    return "\(name): \(url.debugDescription) parses as \(value), which prints as "
      + "\(printed.debugDescription), which does not parse: \(error)"
  }
  return nil
}
