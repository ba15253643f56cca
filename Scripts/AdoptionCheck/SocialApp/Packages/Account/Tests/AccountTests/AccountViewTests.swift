import Testing

@testable import Account

@Test func theTabIsNamedAfterTheFeature() {
  #expect(AccountView.title == "Account")
}
