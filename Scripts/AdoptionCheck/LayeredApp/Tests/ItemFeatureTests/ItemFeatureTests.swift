import ApiClient
import Models
import Testing

@testable import ItemFeature

@Test func itemNamesAreTitles() {
  #expect(itemView(ApiClient(items: { [Item(name: "Lamp")] })) == ["LAMP"])
}
