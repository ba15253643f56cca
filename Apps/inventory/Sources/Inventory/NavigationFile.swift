import AppFeature
import Foundation

/// Where the app keeps its navigation state between sessions: beside its store, as
/// `<store>.navigation.json`, since the state names the store's items.
struct NavigationFile {
  let url: URL

  init(storePath: String) {
    url = URL(fileURLWithPath: storePath + ".navigation.json")
  }

  /// Restores the saved state, if there is one. A state that cannot be restored (unreadable,
  /// from a newer version, naming a deleted item) is reported on standard error and the app
  /// starts fresh; the file is replaced at the next save.
  @MainActor
  func restore(into model: AppModel) {
    guard let data = try? Data(contentsOf: url) else { return }
    do {
      try model.restore(from: data)
    } catch {
      FileHandle.standardError.write(Data("note: \(error.description) (\(url.path))\n".utf8))
    }
  }

  /// Saves the model's navigation state, drafts included.
  @MainActor
  func save(from model: AppModel) throws {
    do {
      try model.navigationSnapshot().write(to: url, options: .atomic)
    } catch {
      throw NavigationFileError(path: url.path, reason: error.localizedDescription)
    }
  }
}

/// The navigation state could not be saved; the next start begins fresh.
struct NavigationFileError: Error, CustomStringConvertible {
  var path: String
  var reason: String

  var description: String {
    "The navigation state could not be saved to \(path), so the next start begins fresh: "
      + reason
  }
}
