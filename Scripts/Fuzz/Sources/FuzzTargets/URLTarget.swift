import AppFeature
import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import NavigationState

extension FuzzTarget {
  /// The `nav:///` grammar: the app's URL and each feature's fragment on its own.
  static let url = FuzzTarget(name: "url") { input in
    let url = String(decoding: input, as: UTF8.self)
    return appRoundTrip(url) ?? roundTrip(InventoryRoute.self, url)
      ?? roundTrip(ItemFormRoute.self, url) ?? roundTrip(ItemRowRoute.self, url)
  }
}

/// Parses `url` as the app does, any id standing for a stored item; the state's URL must parse
/// to a state with the same URL, and an error must be safe to print.
private func appRoundTrip(_ url: String) -> String? {
  func parse(_ url: String) throws(AppLinkError) -> AppState {
    try AppState(url: url, storedItem: { .draft(id: $0) }, newID: { Item.sampleID(100) })
  }
  let state: AppState
  do {
    state = try parse(url)
  } catch {
    if let control = terminalControl(in: error.description) {
      return "The app's error for \(url.debugDescription) carries \(codePoint(control)): "
        + error.description.debugDescription
    }
    return nil
  }
  let printed = state.url
  do {
    let again = try parse(printed).url
    guard again == printed else {
      return "\(url.debugDescription) prints as \(printed.debugDescription), which prints "
        + "again as \(again.debugDescription)"
    }
  } catch {
    return "\(url.debugDescription) prints as \(printed.debugDescription), which does not "
      + "parse: \(error)"
  }
  return nil
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
