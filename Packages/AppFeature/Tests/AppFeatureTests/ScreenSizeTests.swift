import CustomDump
import Models
import Testing
import TextUITesting

@testable import AppFeature

/// Every screen of the app at the smallest terminal the app supports and at a large one: no line
/// wider than the frame, and every control of the screen reachable by moving focus.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScreenSizeTests {
  @Test(arguments: [Size(width: 40, height: 12), Size(width: 200, height: 60)])
  func everyScreenFitsAndEveryControlIsReachable(size: Size) async throws {
    for url in everyScreenURL() {
      // Given the screen at a size where everything is on screen at once
      let everything = try await driver(url: url, size: Size(width: 200, height: 60))
      let controls = Set(everything.controls)

      // When it is drawn at `size` and focus goes round the screen
      let driver = try await driver(url: url, size: size)
      var reached = Set(driver.controls)
      for _ in 0..<controls.count * 2 {
        try driver.press(.tab)
        for line in driver.frame.split(separator: "\n") {
          #expect(line.terminalWidth <= size.width, "\(url) at \(size): \(line)")
        }
        reached.formUnion(driver.controls)
      }

      // Then every control was on screen at some point
      expectNoDifference(controls.subtracting(reached), [], "\(url) at \(size)")
    }
  }

  private func driver(url: String, size: Size) async throws -> TestDriver {
    let model = AppModel.loaded()
    try await model.open(url: url)
    return TestDriver(size: size) { AppView(model: model) }
  }
}
