import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// A program finds a summary item by its public kind, never by its label,
/// which is the shopper's text.
@Suite("Summary item kinds")
struct SummaryItemKindTests {
  /// Every example request of the samples with the quote its merchant
  /// gives it.
  static func exampleQuotes() throws -> [(example: ExampleRequests.Example, quote: Quote)] {
    try ExampleRequests.all().map { example in
      let engine = try #require(ExampleRequests.engines[example.merchant])
      let request = try RequestReader.readQuoteRequest(currency: engine.book.merchant.currency, example.bytes)
      return (example, engine.quote(request))
    }
  }

  @Test(
    "Every item of every example's quote says what it is: one subtotal first, at most one shipping and one tax, a total"
  )
  func examplesHaveKinds() throws {
    var quoted = 0
    for (example, quote) in try Self.exampleQuotes() {
      guard let total = quote.total else { continue }
      let kinds = quote.summaryItems.map(\.kind)
      #expect(kinds.first == .subtotal, "\(example): \(kinds)")
      #expect(!kinds.contains(.other) && !kinds.contains(.total), "\(example): \(kinds)")
      #expect(kinds.filter { $0 == .shipping }.count <= 1, "\(example): \(kinds)")
      #expect(kinds.filter { $0 == .tax }.count <= 1, "\(example): \(kinds)")
      for item in quote.summaryItems where item.type == .pending {
        #expect([.shipping, .tax, .taxNotCharged].contains(item.kind), "\(example): pending \(item)")
      }
      #expect(total.kind == .total, "\(example)")
      quoted += 1
    }
    #expect(quoted >= 30, "only \(quoted) examples priced")
  }

  @Test(
    "A low-value sale abroad shows one tax item, the VAT the seller collects, and no zero tax from the stage before it"
  )
  func saleVATIsTheOneTax() throws {
    var abroad = 0
    for (example, quote) in try Self.exampleQuotes() {
      guard let landed = quote.breakdown.landedCost, landed.sellerVAT > 0 else { continue }
      let taxes = quote.summaryItems.filter { $0.kind == .tax || $0.kind == .taxNotCharged }
      // A price that includes tax holds the VAT, as it holds the
      // merchant's own: no tax item, unless VAT is added on a duty.
      let added = landed.sellerVATAdded > 0 ? [landed.sellerVATAdded] : []
      #expect(taxes.map(\.amount.minorUnits) == added, "\(example): \(taxes)")
      abroad += 1
    }
    // The US sample's 14 to 17 and the EU sample's 09.
    #expect(abroad >= 5, "only \(abroad) examples collect VAT at sale")
  }

  @Test("An item a caller makes is `other` unless it says, and its kind is not part of what two items compare")
  func callerItems() {
    let amount = Amount(uncheckedMinorUnits: 500, exponent: 2)
    let plain = SummaryItem(label: "Gift wrap", amount: amount)
    let shipping = SummaryItem(label: "Gift wrap", amount: amount, kind: .shipping)
    #expect(plain.kind == .other && shipping.kind == .shipping)
    #expect(plain == shipping)
  }
}
