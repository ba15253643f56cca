extension RuleBook {
  /// The packages this rule book assigns that `previous` did not, when assigning them is all that
  /// changed (every other setting, and every earlier assignment, as it was); `nil` otherwise.
  ///
  /// A scaffold adding a package adds its assignment and nothing else: that change affects the
  /// new package and what depends on it, not every package the rules govern.
  public func packagesAdded(since previous: RuleBook) -> [String]? {
    guard packageDirectories == previous.packageDirectories, layers == previous.layers,
      rules == previous.rules, productModules == previous.productModules,
      linkOnlyProducts == previous.linkOnlyProducts, affected == previous.affected,
      previous.packages.allSatisfy({ packages[$0.key] == $0.value })
    else { return nil }
    return packages.keys.filter { previous.packages[$0] == nil }.sorted()
  }
}
