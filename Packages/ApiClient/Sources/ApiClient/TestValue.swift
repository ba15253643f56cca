import IssueReporting
import Models

extension ApiClient {
  /// A client whose every endpoint reports an issue naming itself ("Unimplemented:
  /// 'ApiClient.loadItems'") and throws: a test overrides exactly the endpoints it expects to be
  /// used, and any other call fails the test loudly.
  public static let testValue = ApiClient(
    loadItems: unimplemented("ApiClient.loadItems"),
    insertItem: unimplemented("ApiClient.insertItem"),
    updateItem: unimplemented("ApiClient.updateItem"),
    deleteItem: unimplemented("ApiClient.deleteItem")
  )
}
