import Models
import Testing

@testable import GameFeature

@Test func gameStartsAtZero() {
  #expect(Game().score == 0)
}
