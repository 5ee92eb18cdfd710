import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The engine prices in the merchant's currency: an amount made in another
/// is refused where the cart is checked, as the JSON path refuses a price
/// it cannot read, even when the two currencies have the same digits.
@Suite("Cart amounts in the merchant's currency")
struct CartCurrencyTests {
  let engine = PricingEngine(book: try! SampleMerchant.usOutfitters.rateBook())
  let asOf = Date(timeIntervalSince1970: 1_795_291_445)

  func request(_ line: CartLine) -> QuoteRequest {
    QuoteRequest(
      event: .shippingContactSelected, asOf: asOf, cart: Cart(lines: [line]),
      shippingContact: ContactFields(
        locality: "Atlanta", administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
  }

  @Test("A GBP 5.00 line given to the USD engine, with no request currency, fails at lines[0].unitPrice")
  func poundsToDollarEngine() throws {
    let gbp = try CurrencyTable.iso4217.currency(for: "GBP")
    let line = CartLine(id: "tea", label: "Tea", unitPrice: try Amount(parsing: "5.00", currency: gbp), quantity: 1)
    let quote = engine.quote(request(line))
    #expect(quote.status == .failure)
    #expect(quote.total == nil && quote.summaryItems.isEmpty && quote.shippingMethods.isEmpty)
    let error = try #require(quote.errors.first)
    #expect(quote.errors.count == 1)
    // What the JSON path gives for a unit price it cannot take.
    let json = engine.respond(
      toJSON: Array(
        #"{"event":"initial","asOf":"2026-11-21T15:04:05-05:00","lines":[{"id":"tea","unitPrice":"5.001","quantity":1}]}"#
          .utf8))
    #expect(json.status == .failure)
    #expect(json.text.contains(#""code":"unknown""#) && json.text.contains(#""path":"lines[0].unitPrice""#))
    #expect(error.code == .unknown)
    #expect(error.path == "lines[0].unitPrice")
    #expect(error.message.contains("GBP") && error.message.contains("USD"), "\(error.message)")
  }

  @Test("A trial price and a reload threshold in another currency fail at their paths")
  func laterChargesInPounds() throws {
    let gbp = try CurrencyTable.iso4217.currency(for: "GBP")
    let usd = engine.book.merchant.currency
    let end = try #require(CalendarDate(iso: "2027-01-21"))
    let trial = CartLine(
      id: "box", label: "Trail box", unitPrice: try Amount(parsing: "20.00", currency: usd), quantity: 1,
      paymentTiming: .recurring(
        PaymentTiming.Recurring(
          .month,
          trial: PaymentTiming.Trial(unitPrice: try Amount(parsing: "1.00", currency: gbp), endDate: end))))
    let reload = CartLine(
      id: "card", label: "Gift card", unitPrice: try Amount(parsing: "25.00", currency: usd), quantity: 1,
      paymentTiming: .automaticReload(threshold: try Amount(parsing: "5.00", currency: gbp)))
    for (line, path) in [
      (trial, "lines[0].paymentTiming.trial.unitPrice"), (reload, "lines[0].paymentTiming.thresholdAmount"),
    ] {
      let quote = engine.quote(request(line))
      #expect(quote.total == nil)
      #expect(quote.errors.map(\.path) == [path])
      #expect(quote.errors.first?.code == .unknown)
    }
  }

  @Test("Amounts made in the merchant's currency, or from its exponent alone, are priced")
  func dollarsArePriced() throws {
    let usd = engine.book.merchant.currency
    for price in [try Amount(parsing: "5.00", currency: usd), Amount(uncheckedMinorUnits: 500, exponent: 2)] {
      let quote = engine.quote(request(CartLine(id: "wax", label: "Wax", unitPrice: price, quantity: 1)))
      #expect(quote.status == .success, "\(quote.errors)")
      #expect(quote.summaryItems.first?.amount == Amount(uncheckedMinorUnits: 500, exponent: 2))
    }
  }
}
