import Foundation

extension ItemStore {
  /// Where the store lives unless the user names another path:
  /// `$XDG_DATA_HOME/inventory/inventory.sqlite`, or `~/.local/share/inventory/inventory.sqlite`
  /// when `XDG_DATA_HOME` is unset, empty or relative (which the XDG Base Directory
  /// specification says to ignore).
  ///
  /// - Parameter environment: The variables to read; the process's own by default.
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let dataHome: URL
    if let xdgDataHome = environment["XDG_DATA_HOME"], xdgDataHome.hasPrefix("/") {
      dataHome = URL(fileURLWithPath: xdgDataHome, isDirectory: true)
    } else {
      dataHome = homeDirectory(environment: environment)
        .appendingPathComponent(".local/share", isDirectory: true)
    }
    return
      dataHome
      .appendingPathComponent("inventory", isDirectory: true)
      .appendingPathComponent("inventory.sqlite", isDirectory: false)
      .path
  }

  private static func homeDirectory(environment: [String: String]) -> URL {
    if let home = environment["HOME"], home.hasPrefix("/") {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    // HOME can be missing under service managers; the password database still knows.
    return FileManager.default.homeDirectoryForCurrentUser
  }
}
