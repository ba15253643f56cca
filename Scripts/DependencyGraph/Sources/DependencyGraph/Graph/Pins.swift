import Foundation

/// What one manifest pins, read from its text with the line and column of each: the remote
/// packages it requires and how, its `swift-tools-version`, and its `platforms`.
///
/// The text is read rather than the dumped manifest because the report points at lines. A
/// `.package(url:…)` must sit on one line, as in every manifest here; one spread over several
/// lines is not seen.
struct ManifestPins {
  struct Pin: Equatable {
    var value: String
    var line: Int
    var column: Int
  }

  /// The manifest's path from the monorepo root.
  var manifest: String
  /// Each remote package's identity (the URL's last component, lowercased, without `.git`) and
  /// its requirement as written, spaces removed (`from:"1.1.1"`).
  var remotes: [String: Pin] = [:]
  var toolsVersion: Pin?
  var platforms: Pin?

  init(manifest: String, text: String) {
    self.manifest = manifest
    // Plain string searches: a Regex literal is parsed again each time it is evaluated, which
    // over the lines of a thousand manifests cost about a second.
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let number = index + 1
      if let value = Self.after("// swift-tools-version:", in: line),
        value.range.lowerBound == line.startIndex,
        let version = value.text.split(separator: " ").first
      {
        toolsVersion = Pin(value: String(version), line: number, column: 1)
      }
      if let value = Self.after("platforms:", in: line), let close = value.text.lastIndex(of: "]") {
        platforms = Pin(
          value: Self.compact(value.text[...close]), line: number,
          column: Self.column(of: value.range, in: line))
      }
      if let value = Self.after(".package(url:", in: line),
        let open = value.text.firstIndex(of: "\""),
        let close = value.text[value.text.index(after: open)...].firstIndex(of: "\""),
        let end = value.text.lastIndex(of: ")")
      {
        let url = value.text[value.text.index(after: open)..<close]
        var requirement = value.text[value.text.index(after: close)..<end].drop { $0 == " " }
        guard requirement.first == "," else { continue }
        requirement = requirement.dropFirst()
        remotes[Self.identity(of: String(url))] = Pin(
          value: Self.compact(requirement), line: number,
          column: Self.column(of: value.range, in: line))
      }
    }
  }

  /// The text after `marker` in `line`, and where the marker is.
  private static func after(_ marker: String, in line: Substring) -> (
    range: Range<Substring.Index>, text: Substring
  )? {
    guard let range = line.range(of: marker) else { return nil }
    return (range, line[range.upperBound...])
  }

  static func identity(of url: String) -> String {
    var name = url.split(separator: "/").last.map(String.init) ?? url
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name.lowercased()
  }

  private static func compact(_ text: Substring) -> String {
    text.filter { !$0.isWhitespace }
  }

  private static func column(of range: Range<Substring.Index>, in line: Substring) -> Int {
    line.distance(from: line.startIndex, to: range.lowerBound) + 1
  }
}

extension Analysis {
  /// Every manifest line whose pin disagrees with what most manifests say: a remote package
  /// required differently, another `swift-tools-version`, other `platforms`. A manifest that
  /// does not state platforms (a plugin-only package) is not compared on them. Where no value has
  /// a majority, every line is reported.
  static func pinViolations(
    manifests: [(package: String, text: String)], rules: RuleBook
  ) -> [Violation] {
    guard let rule = rules.rule(.pinsAgree) else { return [] }
    let pins = manifests.map {
      ManifestPins(manifest: TargetRef(package: $0.package, target: "").manifest, text: $0.text)
    }
    var violations: [Violation] = []
    func compare(
      _ subject: String, _ found: [(package: String, pins: ManifestPins, pin: ManifestPins.Pin)]
    ) {
      let counts = Dictionary(grouping: found, by: \.pin.value).mapValues(\.count)
      guard counts.count > 1 else { return }
      let most = counts.values.max() ?? 0
      let agreed =
        counts.filter { $0.value == most }.count == 1 ? counts.first { $0.value == most }?.key : nil
      for entry in found where entry.pin.value != agreed {
        let others = found.filter { $0.pin.value != entry.pin.value }
          .map { "\($0.pins.manifest):\($0.pin.line)" }
        let location = "\(entry.pins.manifest):\(entry.pin.line):\(entry.pin.column)"
        let wanted =
          agreed.map { "\($0) as \(counts[$0] ?? 0) other manifest(s) do" }
          ?? "the same as the others"
        violations.append(
          Violation(
            ruleID: rule.id, package: entry.package, target: nil, subject: subject,
            message:
              "\(entry.package): \(subject) is \(entry.pin.value) here, not \(wanted) "
              + "(\(others.prefix(3).joined(separator: ", "))\(others.count > 3 ? ", …" : "")); "
              + "breaks \(rule.id): \(rule.why).",
            location: location))
      }
    }
    let packages = manifests.map(\.package)
    let identities = Set(pins.flatMap(\.remotes.keys)).sorted()
    for identity in identities {
      compare(
        "the requirement of \(identity)",
        zip(packages, pins).compactMap { package, pins in
          pins.remotes[identity].map { (package, pins, $0) }
        })
    }
    compare(
      "swift-tools-version",
      zip(packages, pins).compactMap { package, pins in
        pins.toolsVersion.map { (package, pins, $0) }
      })
    compare(
      "platforms",
      zip(packages, pins).compactMap { package, pins in pins.platforms.map { (package, pins, $0) } }
    )
    return violations
  }
}
