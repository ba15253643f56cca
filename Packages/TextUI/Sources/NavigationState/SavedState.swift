import Foundation

/// How an app saves its navigation state between sessions: as JSON tagged with a format version,
/// read back only by the version that writes it.
///
/// The saved data is outside input (an older or newer build, another program or a damaged disk
/// may have written it), so ``state(from:)`` checks its size before parsing and its version
/// before its state. A state of another format is refused with a message that says so rather than
/// half read: an app that changes its state's shape raises ``version`` and starts fresh once.
///
/// ```swift
/// let format = SavedStateFormat<[String]>(version: 1, maximumSize: 1024)
/// let data = try format.data(["list", "detail"])
/// let restored = try format.state(from: data)  // ["list", "detail"]
/// ```
public struct SavedStateFormat<State: Codable>: Sendable {
  /// The version ``data(_:)`` writes and ``state(from:)`` reads.
  public let version: Int
  /// The largest data ``state(from:)`` parses, in bytes.
  public let maximumSize: Int

  /// A format of this version, refusing data over `maximumSize` bytes.
  public init(version: Int, maximumSize: Int) {
    self.version = version
    self.maximumSize = maximumSize
  }

  /// `state` as data to save: `{"state": …, "version": N}`, keys sorted so equal states save
  /// equal bytes.
  public func data(_ state: State) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(Saved(version: version, state: state))
  }

  /// The state `data` holds.
  ///
  /// - Throws: ``SavedStateError`` if the data is over ``maximumSize``, is not a saved state,
  ///   or was written in another version of the format.
  public func state(from data: Data) throws(SavedStateError) -> State {
    guard data.count <= maximumSize else {
      throw .tooLarge("it is \(data.count) bytes, over the limit of \(maximumSize)")
    }
    let decoder = JSONDecoder()
    let found: Int
    do {
      found = try decoder.decode(Version.self, from: data).version
    } catch {
      throw .unreadable(reason: Self.reason(error))
    }
    guard found == version else {
      throw .otherVersion(found, supported: version)
    }
    do {
      return try decoder.decode(Saved.self, from: data).state
    } catch {
      throw .unreadable(reason: Self.reason(error))
    }
  }

  private struct Saved: Codable {
    var version: Int
    var state: State
  }

  /// The version alone, read first, so a state of another format is refused for its version
  /// rather than for whatever its first unknown field would cause.
  private struct Version: Decodable {
    var version: Int
  }

  /// What went wrong reading the data, in words: the decoder's message and where in the data.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return error.localizedDescription }
    let context: DecodingError.Context
    switch error {
    case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found),
      .valueNotFound(_, let found):
      context = found
    @unknown default:
      return error.localizedDescription
    }
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    let underlying = (context.underlyingError as? NSError)?.localizedDescription
    let message = underlying.map { "\(context.debugDescription) \($0)" } ?? context.debugDescription
    return path.isEmpty ? message : "\(message) (at \(path.joined(separator: ".")))"
  }
}

/// Why a saved navigation state was not restored. The message says what happens instead: the
/// app carries on from where it is.
public enum SavedStateError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// The data is not a saved state (truncated, corrupt, not JSON, fields missing).
  case unreadable(reason: String)
  /// The data was written in another version of the format than the one this build reads.
  case otherVersion(Int, supported: Int)
  /// The data holds more than any the app writes, for the given reason.
  case tooLarge(String)

  /// The message. A decoder's reason quotes the saved data, which may be anything, so it is drawn
  /// visibly and bounded.
  public var description: String {
    switch self {
    case .unreadable(let reason):
      "The saved navigation state could not be read and was ignored: "
        + reason.visibleOnTerminal(limit: 300)
    case .otherVersion(let found, let supported):
      "The saved navigation state was written by \(found > supported ? "a newer" : "an older") "
        + "version of the app (format \(found); this version reads \(supported)) and was ignored."
    case .tooLarge(let reason):
      "The saved navigation state was ignored: \(reason)."
    }
  }

  public var errorDescription: String? { description }
}

/// A part of a saved state whose type the state does not know, such as the state of a feature
/// plugged into an app: kept in that type's JSON form, and read back by whoever knows the type.
///
/// ```swift
/// let part = try SavedPart(["count": 3])
/// let count = part.value(as: [String: Int].self)  // ["count": 3]
/// ```
public struct SavedPart: Hashable, Codable, Sendable {
  private let json: String

  /// `value` in its JSON form, keys sorted so that equal values make equal parts.
  public init(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    json = String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// The value, or `nil` if the part is not one of `Value`.
  public func value<Value: Decodable>(as _: Value.Type) -> Value? {
    try? JSONDecoder().decode(Value.self, from: Data(json.utf8))
  }

  // Saved as the JSON text, so the state around it stays readable.
  public init(from decoder: any Decoder) throws {
    json = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(json)
  }
}
