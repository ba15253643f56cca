import CustomDump
import Foundation
import Models
import Testing

@Suite(.timeLimit(.minutes(2))) struct ItemCodingTests {
  @Test(arguments: Item.samples)
  func everySampleItemSurvivesAJSONRoundTrip(item: Item) throws {
    let data = try JSONEncoder().encode(item)
    expectNoDifference(try JSONDecoder().decode(Item.self, from: data), item)
  }

  @Test func statusIsEncodedWithAReadableKind() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let inStock = try encoder.encode(Item.Status.inStock(quantity: 3))
    let outOfStock = try encoder.encode(Item.Status.outOfStock(isOnBackOrder: true))
    #expect(String(decoding: inStock, as: UTF8.self) == #"{"kind":"inStock","quantity":3}"#)
    #expect(
      String(decoding: outOfStock, as: UTF8.self) == #"{"isOnBackOrder":true,"kind":"outOfStock"}"#
    )
  }

  @Test func decodingANegativeQuantityFailsWithAReason() {
    let json = #"{"kind":"inStock","quantity":-2}"#
    #expect {
      try JSONDecoder().decode(Item.Status.self, from: Data(json.utf8))
    } throws: { error in
      description(of: error) == "Quantity in stock must not be negative, found -2."
    }
  }

  @Test func decodingAnUnknownStatusFailsWithAReason() {
    let json = #"{"kind":"discontinued"}"#
    #expect {
      try JSONDecoder().decode(Item.Status.self, from: Data(json.utf8))
    } throws: { error in
      description(of: error)
        == #"Unknown item status "discontinued"; expected "inStock" or "outOfStock"."#
    }
  }

  @Test func decodingAColorComponentOutOfRangeFails() {
    let json = #"{"name":"Ultra","red":300,"green":0,"blue":0}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Item.Color.self, from: Data(json.utf8))
    }
  }

  @Test func decodingAnItemWithoutAColorGivesNoColor() throws {
    let json = """
      {"id":"00000000-0000-0000-0000-000000000009","name":"Cable",\
      "status":{"kind":"outOfStock","isOnBackOrder":false}}
      """
    let item = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
    expectNoDifference(
      item,
      Item(id: Item.sampleID(9), name: "Cable", status: .outOfStock(isOnBackOrder: false))
    )
  }
}

private func description(of error: any Error) -> String? {
  guard case .dataCorrupted(let context) = error as? DecodingError else { return nil }
  return context.debugDescription
}
