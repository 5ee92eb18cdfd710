import Foundation
import Testing

@testable import CheckoutPricing

/// What shoppers and sheets send at the edges of the contract: each case is
/// a request a real checkout sends, and the answer the engine must give.
@Suite("Request edges")
struct RequestEdgeTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))
  static let asOf = Date(timeIntervalSince1970: 1_795_000_000)
  static let tent = CartLine(
    id: "tent", label: "Tent", unitPrice: Amount(uncheckedMinorUnits: 10_000, exponent: 2), quantity: 1)

  static func quote(_ lines: [CartLine], _ contact: ContactFields? = nil) -> Quote {
    engine.quote(
      QuoteRequest(event: .shippingContactSelected, asOf: asOf, cart: Cart(lines: lines), shippingContact: contact))
  }

  @Test("An empty cart is a failure naming lines, with nothing priced")
  func emptyCart() throws {
    let quote = Self.quote([], ContactFields(administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
    let error = try #require(quote.errors.first)
    #expect(quote.errors.count == 1)
    #expect(error.path == "lines")
    #expect(error.message.contains("empty"))
    #expect(quote.shippingMethods.isEmpty && quote.lineItems.isEmpty)
  }
}
