/// Why the scaffold refused or could not make a feature. Nothing was written when one is thrown.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// The arguments ask for something the scaffold will not make.
  case refused(String)
  /// Code the scaffold edits does not have the shape it looks for.
  case structureNotFound(file: String, lookingFor: String)
  /// More than one place fits what the scaffold looks for, so it cannot tell where to edit.
  case ambiguous(lookingFor: String, places: [String])
  /// An edit would leave a file that does not parse: a defect of the scaffold.
  case unparsableResult(file: String)
  /// A file could not be read, written or formatted.
  case io(String)

  public var description: String {
    switch self {
    case .refused(let reason):
      reason
    case .structureNotFound(let file, let lookingFor):
      "\(file): found no \(lookingFor). The scaffold edits the code it finds there; if it was "
        + "restructured on purpose, make the same change by hand or teach "
        + "Scripts/FeatureScaffold the new shape. Nothing was changed."
    case .ambiguous(let lookingFor, let places):
      "found \(places.count) places that could be the \(lookingFor) "
        + "(\(places.joined(separator: ", "))), so the scaffold cannot tell which to edit. "
        + "Nothing was changed."
    case .unparsableResult(let file):
      "the edit of \(file) does not parse: a defect of Scripts/FeatureScaffold. Nothing was "
        + "changed."
    case .io(let message):
      message
    }
  }
}
