import IssueReporting

/// Checks that `route` prints as `url` and that `url` parses back to `route`, reporting an issue
/// (a test failure under Swift Testing) for each way it does not.
///
/// Every feature's route tests use it, so each fragment is held to the same round trip. It ships
/// in the testing module, so no production module links IssueReporting for it.
public func expectRoundTrip<R: Route>(
  _ route: R,
  _ url: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  if route.url != url {
    reportIssue(
      "\(route) prints as \(route.url), expected \(url)", fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
  do {
    let parsed = try R(url: url)
    if parsed != route {
      reportIssue(
        "\(url) parses as \(parsed), expected \(route)", fileID: fileID, filePath: filePath,
        line: line, column: column)
    }
  } catch {
    reportIssue(
      "\(url) does not parse: \(error)", fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
