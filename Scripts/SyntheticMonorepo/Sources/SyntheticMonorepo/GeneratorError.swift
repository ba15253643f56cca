/// Why a monorepo could not be generated, worded for the person who ran the command.
public enum GeneratorError: Error, Equatable, CustomStringConvertible {
  case countTooSmall(Int)
  case notEmpty(String)
  case missingTemplates(String)
  case missingTemplate(String)

  public var description: String {
    switch self {
    case .countTooSmall(let count):
      "N must be at least 1, got \(count)."
    case .notEmpty(let path):
      "\(path) is not empty; choose a new directory or remove it first."
    case .missingTemplates(let path):
      "No templates in \(path): the generator's resource folder was not built with it."
    case .missingTemplate(let path):
      "The template \(path) is missing from the generator's resources."
    }
  }
}
