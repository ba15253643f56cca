import ApiClientLive
import Foundation
import Testing

@Suite("ItemStore.defaultPath: the XDG data directory", .timeLimit(.minutes(2)))
struct DefaultLocationTests {
  @Test func absoluteXDGDataHomeIsUsed() {
    let path = ItemStore.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/me"])

    #expect(path == "/data/inventory/inventory.sqlite")
  }

  @Test(arguments: ["", "relative/data"])
  func emptyOrRelativeXDGDataHomeFallsBackToTheHomeFolder(xdgDataHome: String) {
    let path = ItemStore.defaultPath(
      environment: ["XDG_DATA_HOME": xdgDataHome, "HOME": "/home/me"])

    #expect(path == "/home/me/.local/share/inventory/inventory.sqlite")
  }

  @Test func missingHomeFallsBackToTheUsersHomeFolder() {
    let path = ItemStore.defaultPath(environment: [:])

    let home = FileManager.default.homeDirectoryForCurrentUser.path
    #expect(path == "\(home)/.local/share/inventory/inventory.sqlite")
  }
}
