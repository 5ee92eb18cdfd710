import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("A buyer exempt from tax")
struct TaxExemptionTests {
  static func request(_ body: String) -> String {
    #"{"event":"shippingContactSelected","asOf":"2026-06-15T12:00:00-06:00","lines":[{"id":"tent","unitPrice":"100.00","quantity":1}],"shippingContact":{"administrativeArea":"GA","postalCode":"30303","countryCode":"US"}"#
      + body + "}"
  }

  @Test("The request reads taxExemption: a kind and the certificate or VAT number")
  func reads() throws {
    let currency = TestBooks.book(.usOutfitters).merchant.currency
    let request = try RequestReader.readQuoteRequest(
      currency: currency,
      Array(Self.request(#","taxExemption":{"kind":"reverseCharge","id":"FR40303265045"}"#).utf8))
    #expect(request.taxExemption == TaxExemption(kind: .reverseCharge, id: "FR40303265045"))
    #expect(try RequestReader.readQuoteRequest(currency: currency, Array(Self.request("").utf8)).taxExemption == nil)
  }

  @Test(
    "A claim that is not one is an error at its field",
    arguments: [
      (#","taxExemption":{"kind":"charity","id":"1"}"#, "taxExemption.kind"),
      (#","taxExemption":{"kind":"exempt"}"#, "taxExemption.id"),
      (#","taxExemption":{"kind":"exempt","id":""}"#, "taxExemption.id"),
      (#","taxExemption":{"kind":"exempt","id":"1","vat":"x"}"#, "taxExemption.vat"),
      (#","taxExemption":"exempt""#, "taxExemption"),
    ])
  func refuses(body: String, path: String) {
    let currency = TestBooks.book(.usOutfitters).merchant.currency
    #expect {
      _ = try RequestReader.readQuoteRequest(currency: currency, Array(Self.request(body).utf8))
    } throws: { ($0 as? QuoteFailure).map { QuoteError($0).path } == path }
  }

  @Test(
    "Prices exclusive of tax: the tax item is 0, shipping is as before, and the breakdown says what was not charged")
  func exclusive() throws {
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let response = engine.respond(
      toJSON: Array(Self.request(#","taxExemption":{"kind":"exempt","id":"GA-RESALE-1"}"#).utf8)
    ).text
    let plain = engine.respond(toJSON: Array(Self.request("").utf8)).text
    let items = try lineItems(response)
    #expect(items.last?.label == "Tax" && items.last?.amount == "0.00")
    #expect(try lineItems(plain).last?.amount == "8.90")
    #expect(try methods(response) == methods(plain))
    #expect(response.contains(#""taxExemption":{"kind":"exempt","id":"GA-RESALE-1","taxNotCharged":"8.90"}"#))
    let explained = engine.explain(
      json: Array(Self.request(#","taxExemption":{"kind":"exempt","id":"GA-RESALE-1"}"#).utf8))
    #expect(explained.text.contains("tax: none charged: exempt, GA-RESALE-1; 8.90 not charged"))
  }

  @Test("Prices inclusive of tax: the price drops by the VAT it contains, as a reverse-charge invoice is net")
  func inclusive() throws {
    let engine = try #require(ExampleRequests.engines[.ukTeahouse])
    let example = try #require(try ExampleRequests.all().first { $0.merchant == .ukTeahouse })
    var request = try RequestReader.readQuoteRequest(currency: engine.book.merchant.currency, example.bytes)
    let plain = engine.quote(request)
    request.taxExemption = TaxExemption(kind: .reverseCharge, id: "FR40303265045")
    let exempt = engine.quote(request)
    let vat = try #require(plain.breakdown.tax?.total)
    #expect(vat.minorUnits > 0)
    #expect(exempt.summaryItems.last == SummaryItem(label: "VAT reverse charge", amount: try vat.negated()))
    #expect(try exempt.total?.amount == plain.total?.amount.subtracting(vat))
    #expect(exempt.shippingMethods == plain.shippingMethods)
  }

  @Test(
    "On random carts, with either claim: items add up, the total drops by exactly the tax, shipping is unchanged, and line order does not matter",
    arguments: SampleMerchant.allCases)
  func randomCarts(merchant: SampleMerchant) throws {
    try PricingEnginePropertyTests.forAllRandomRequests(merchant, count: 500) { engine, request, rng in
      let currency = engine.book.merchant.currency
      var request = request
      // Tenders would pay part of the drop: without them it is the tax exactly.
      request.tenders = []
      let plain = engine.quote(request)
      request.taxExemption = TaxExemption(kind: Bool.random(using: &rng) ? .exempt : .reverseCharge, id: "X-1")
      let exempt = engine.quote(request)
      guard let total = exempt.total, let plainTotal = plain.total else {
        try #require(exempt.errors == plain.errors, "\(request)")
        return
      }
      try #require(try Amount.sum(exempt.summaryItems.map(\.amount), exponent: currency.minorUnits) == total.amount)
      // Where the merchant is not registered, the plain quote charges no tax either.
      let tax =
        plain.breakdown.exemptedTax == nil
        ? plain.breakdown.tax?.total ?? .zero(exponent: currency.minorUnits) : .zero(exponent: currency.minorUnits)
      try #require(try plainTotal.amount.subtracting(tax) == total.amount, "\(request)")
      try #require(exempt.shippingMethods == plain.shippingMethods)
      request.cart.lines.reverse()
      try #require(engine.quote(request).total == total, "line order")
    }
  }

  private func lineItems(_ response: String) throws -> [(label: String, amount: String)] {
    let tree = try JSONParser().parse(response)
    guard case .array(let items)? = tree["applePay"]?["newLineItems"] else { return [] }
    return items.compactMap { item in
      guard case .string(let label)? = item["label"], case .string(let amount)? = item["amount"] else { return nil }
      return (label, amount)
    }
  }

  private func methods(_ response: String) throws -> String {
    let tree = try JSONParser().parse(response)
    return "\(String(describing: tree["applePay"]?["newShippingMethods"]))"
  }
}
