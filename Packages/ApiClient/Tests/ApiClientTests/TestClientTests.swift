import ApiClient
import Models
import Testing

@Suite(.timeLimit(.minutes(2))) struct TestClientTests {
  @Test func everyEndpointReportsAnIssueNamingItself() async {
    let client = ApiClient.testValue
    let calls: [(String, @Sendable () async throws -> Void)] = [
      ("ApiClient.loadItems", { _ = try await client.loadItems() }),
      ("ApiClient.insertItem", { try await client.insertItem(.keyboard) }),
      ("ApiClient.updateItem", { try await client.updateItem(.keyboard) }),
      ("ApiClient.deleteItem", { try await client.deleteItem(Item.keyboard.id) }),
    ]
    for (name, call) in calls {
      await withKnownIssue {
        try? await call()
      } matching: { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("Unimplemented: \(name) ") }
      }
    }
  }
}
