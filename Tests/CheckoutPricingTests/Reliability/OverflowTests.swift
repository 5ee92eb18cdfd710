import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Overflow: amounts at the edge of the range")
struct OverflowTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  static func quote(_ lines: [CartLine], contact: ContactFields? = nil, coupon: String? = nil) -> Quote {
    engine.quote(
      QuoteRequest(
        event: .shippingContactSelected, asOf: QuoteFixtures.asOf, cart: Cart(lines: lines), shippingContact: contact,
        couponCode: coupon))
  }

  @Test("A unit price times a quantity beyond Int64 names the line's quantity")
  func lineProduct() throws {
    let quote = Self.quote([QuoteFixtures.line("a", 1, quantity: 1), QuoteFixtures.line("b", .max / 2, quantity: 3)])
    let error = try #require(quote.errors.first)
    #expect(quote.status == .failure)
    #expect(error.path == "lines[1].quantity")
    #expect(error.reason == .amountOutOfRange(.overflow), "\(error)")
  }

  @Test("Lines each in range whose subtotal is not name the lines")
  func subtotal() throws {
    let quote = Self.quote([
      QuoteFixtures.line("a", .max / 2, quantity: 1), QuoteFixtures.line("b", .max / 2 + 2, quantity: 1),
    ])
    let error = try #require(quote.errors.first)
    #expect(error.path == "lines")
    #expect(error.reason == .amountOutOfRange(.overflow), "\(error)")
  }

  @Test("A weight times a quantity beyond the weight range names the lines")
  func weight() throws {
    let heavy = Weight(quanta: .max / 2)
    let quote = Self.quote([QuoteFixtures.line("a", 100, quantity: 3, weight: heavy)], contact: QuoteFixtures.atlanta)
    let error = try #require(quote.errors.first)
    #expect(error.path == "lines")
    #expect(error.reason == .amountOutOfRange(.overflow), "\(error)")
  }

  @Test("Random amounts near the range's limits, times quantities, tax, coupons and allocations never trap")
  func nearTheLimits() {
    let coupons: [String?] = [nil, "SAVE10", "TRAIL5", "GEAR15", "FREESHIP"]
    forAllSeededCases(count: 2_000) { rng in
      let count = Int.random(in: 1...4, using: &rng)
      var lines: [CartLine] = []
      for index in 0..<count {
        let magnitude = Int64.random(in: 0...18, using: &rng)
        var units: Int64 = 1
        for _ in 0..<magnitude { units = units.multipliedReportingOverflow(by: 10).partialValue }
        units = Int64.random(in: units / 10...units, using: &rng)
        if Bool.random(using: &rng) { units = .max - Int64.random(in: 0...1_000, using: &rng) }
        let quantity = ([1, 2, 1_000_000, .max / 2, .max] as [Int64]).randomElement(using: &rng) ?? 1
        lines.append(QuoteFixtures.line("l\(index)", units, quantity: quantity, weight: Weight(quanta: units)))
      }
      let quote = Self.quote(
        lines, contact: Bool.random(using: &rng) ? QuoteFixtures.atlanta : nil,
        coupon: coupons.randomElement(using: &rng) ?? nil)
      for error in quote.errors {
        guard error.reason.moneyCode != nil else { continue }
        try #require(error.path != nil, "\(lines.map { "\($0.unitPrice) x \($0.quantity)" }): \(error)")
      }
      if quote.status == .success {
        let sum = try Amount.sum(quote.summaryItems.map(\.amount), exponent: 2)
        try #require(sum == quote.total?.amount)
      }
    }
  }
}
