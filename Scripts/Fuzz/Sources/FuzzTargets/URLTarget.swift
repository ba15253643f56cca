import AppFeature
import InventoryFeature
import ItemFeature
import ItemRowFeature
import NavigationState

extension FuzzTarget {
  /// The `nav:///` grammar: the app's route and each feature's fragment on its own.
  static let url = FuzzTarget(name: "url") { input in
    let url = String(decoding: input, as: UTF8.self)
    return roundTrip(AppRoute.self, url) ?? roundTrip(InventoryRoute.self, url)
      ?? roundTrip(ItemFormRoute.self, url) ?? roundTrip(ItemRowRoute.self, url)
  }
}

/// Parses `url` as `R`; a parsed route must survive printing and parsing again, and an error
/// must be safe to print.
private func roundTrip<R: Route>(_: R.Type, _ url: String) -> String? {
  let route: R
  do {
    route = try R(url: url)
  } catch {
    if let control = terminalControl(in: error.description) {
      return "\(R.self)'s error for \(url.debugDescription) carries \(codePoint(control)): "
        + error.description.debugDescription
    }
    return nil
  }
  let printed = route.url
  do {
    let again = try R(url: printed)
    guard again == route else {
      return "\(R.self): \(url.debugDescription) parses as \(route), which prints as "
        + "\(printed.debugDescription), which parses as \(again)"
    }
  } catch {
    return "\(R.self): \(url.debugDescription) parses as \(route), which prints as "
      + "\(printed.debugDescription), which does not parse: \(error)"
  }
  return nil
}
