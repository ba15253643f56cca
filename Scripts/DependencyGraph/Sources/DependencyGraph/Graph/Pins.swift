import Foundation

/// What one manifest pins, read from its text with the line and column of each: the remote
/// packages it requires and how, its `swift-tools-version`, and its `platforms`.
///
/// The text is read rather than the dumped manifest because the report points at lines; a
/// `platforms:` or `.package(url:…)` written over several lines is read whole.
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
  /// The minimum of each operating system in the package's own `platforms:` argument, keyed by
  /// its name as written (`macOS`, `iOS`), each at its own place.
  var platforms: [String: Pin] = [:]

  init(manifest: String, text: String) {
    self.manifest = manifest
    // Plain string searches: a Regex literal is parsed again each time it is evaluated, which
    // over the lines of a thousand manifests cost about a second.
    // The first line as Swift ends it: in a file saved with `\r\n`, splitting at `\n` finds no
    // line end (`\r\n` is one `Character`), and the version read would run into the next line.
    let firstLine = text.prefix { !ManifestLines.endsLine($0) }
    if firstLine.hasPrefix("// swift-tools-version:"),
      let version = firstLine.dropFirst("// swift-tools-version:".count)
        .split(separator: " ").first
    {
      toolsVersion = Pin(value: String(version), line: 1, column: 1)
    }
    // `platforms:` and `.package(…)` may span several lines: each is read to its closing
    // bracket, and reported at the line where it starts.
    // Only the package's own argument: `platforms:` inside `.when(platforms: [.macOS])` is a
    // condition of one setting, not what the package supports.
    for marker in Self.occurrences(of: "platforms:", in: text)
    where Self.enclosingCall(of: marker.lowerBound, in: text) != "when" {
      guard let open = text[marker.upperBound...].firstIndex(where: { !$0.isWhitespace }),
        text[open] == "[", let close = Self.closing(from: open, in: text)
      else { continue }
      platforms = Self.entries(in: text, from: open, to: close)
    }
    for marker in Self.occurrences(of: ".package(", in: text) {
      let open = text.index(before: marker.upperBound)
      guard let close = Self.closing(from: open, in: text) else { continue }
      let arguments = Self.compact(text[text.index(after: open)..<close])
      guard arguments.hasPrefix("url:\""),
        let urlEnd = arguments.dropFirst(5).firstIndex(of: "\"")
      else { continue }
      let url = arguments[arguments.index(arguments.startIndex, offsetBy: 5)..<urlEnd]
      var requirement = arguments[arguments.index(after: urlEnd)...]
      guard requirement.first == "," else { continue }
      requirement = requirement.dropFirst()
      while requirement.last == "," { requirement = requirement.dropLast() }
      let (line, column) = Self.place(of: marker.lowerBound, in: text)
      remotes[Self.identity(of: String(url))] = Pin(
        value: String(requirement), line: line, column: column)
    }
  }

  /// Each `.name(version)` entry of the list between `open` and `close`, by name, at its place.
  private static func entries(in text: String, from open: String.Index, to close: String.Index)
    -> [String: Pin]
  {
    var found: [String: Pin] = [:]
    var index = text.index(after: open)
    while index < close {
      guard text[index] == ".", let parenthesis = text[index..<close].firstIndex(of: "("),
        let end = closing(from: parenthesis, in: text)
      else {
        index = text.index(after: index)
        continue
      }
      let name = String(text[text.index(after: index)..<parenthesis])
      let (line, column) = place(of: index, in: text)
      found[name] = Pin(
        value: compact(text[text.index(after: parenthesis)..<end]), line: line, column: column)
      index = text.index(after: end)
    }
    return found
  }

  /// The name of the call whose parentheses enclose `index` (`when` for `.when(platforms: …)`,
  /// `Package` for the package's own arguments), or `nil` at the top level.
  static func enclosingCall(of index: String.Index, in text: String) -> Substring? {
    var depth = 0
    var position = index
    while position > text.startIndex {
      position = text.index(before: position)
      switch text[position] {
      case ")", "]": depth += 1
      case "[": depth -= 1
      case "(":
        if depth == 0 {
          let name = text[..<position].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          return Substring(String(name.reversed()))
        }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  /// Where `marker` occurs in `text` outside `//` comments.
  private static func occurrences(of marker: String, in text: String) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var searchStart = text.startIndex
    while let range = text.range(of: marker, range: searchStart..<text.endIndex) {
      searchStart = range.upperBound
      let lineStart =
        text[..<range.lowerBound].lastIndex(where: ManifestLines.endsLine)
        .map(text.index(after:)) ?? text.startIndex
      if !text[lineStart..<range.lowerBound].contains("//") { found.append(range) }
    }
    return found
  }

  /// The index of the bracket or parenthesis that closes the one at `open`, skipping strings.
  private static func closing(from open: String.Index, in text: String) -> String.Index? {
    var depth = 0
    var inString = false
    var index = open
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" {
        inString.toggle()
      } else if !inString {
        if character == "[" || character == "(" { depth += 1 }
        if character == "]" || character == ")" {
          depth -= 1
          if depth == 0 { return index }
        }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The line (from 1) and column (from 1) of `index`.
  private static func place(of index: String.Index, in text: String) -> (line: Int, column: Int) {
    let before = text[..<index]
    let line = before.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let lineStart =
      before.lastIndex(where: ManifestLines.endsLine).map(text.index(after:)) ?? text.startIndex
    return (line, text.distance(from: lineStart, to: index) + 1)
  }

  static func identity(of url: String) -> String {
    var name = url.split(separator: "/").last.map(String.init) ?? url
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name.lowercased()
  }

  private static func compact(_ text: Substring) -> String {
    text.filter { !$0.isWhitespace }
  }

}

extension Analysis {
  /// Every manifest line whose pin disagrees with what most manifests say: a remote package
  /// required differently, another `swift-tools-version`, another minimum for the same operating
  /// system. A manifest that does not name an operating system in its `platforms:` is not
  /// compared on it (an iOS-only and a macOS-only package do not disagree). A manifest without
  /// targets (a placeholder that hides a folder from Xcode) is not compared at all. Where no value
  /// has a majority, every line is reported.
  static func pinViolations(
    manifests: [(package: String, text: String, manifest: Manifest)], rules: RuleBook
  ) -> [Violation] {
    pinViolations(
      manifests: manifests.filter { !$0.manifest.targets.isEmpty }.map { ($0.package, $0.text) },
      rules: rules)
  }

  /// ``pinViolations(manifests:rules:)`` of manifests known to declare targets.
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
    for system in Set(pins.flatMap(\.platforms.keys)).sorted() {
      compare(
        "the minimum \(system)",
        zip(packages, pins).compactMap { package, pins in
          pins.platforms[system].map { (package, pins, $0) }
        })
    }
    return violations
  }
}

extension ManifestLines {
  /// The line of a `.package(path: "…")` whose path ends with the folder `name`.
  static func packageDependency(endingWith name: String, in manifest: String) -> Place? {
    let lines = lines(of: manifest)
    return lines.indices.first { index in
      lines[index].contains("path:")
        && (lines[index].contains("/\(name)\"") || lines[index].contains("\"\(name)\""))
    }.map { place(ofLine: $0, in: lines) }
  }
}
