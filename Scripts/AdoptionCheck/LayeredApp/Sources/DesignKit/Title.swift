public func title(_ text: String) -> String {
  text.uppercased()
}
