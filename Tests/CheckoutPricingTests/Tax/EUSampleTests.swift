import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The EU sample `de-bookshop` by hand (`RateTables/README.md`, "The EU
/// sample"): a Leipzig shop, prices inclusive of VAT, each line's VAT
/// rounded half away from zero. The cart of example 01 is two books at
/// 24.00 (a reduced rate) and two notebooks at 14.90 (the standard rate),
/// 1.8 kg, shipped for 14.99.
@Suite("EU sample merchant")
struct EUSampleTests {
  static func eur(_ text: String) throws -> Amount { try Amount(parsing: text, exponent: 2) }

  /// Example `name` of the sample, decoded.
  static func example(_ name: String) throws -> QuoteRequest {
    let example = try #require(try ExampleRequests.all().first { $0.merchant == .deBookshop && $0.name == name })
    return try RequestReader.readQuoteRequest(currency: TestBooks.book(.deBookshop).merchant.currency, example.bytes)
  }

  /// The sample with the manifest's `euDistanceSales` set to `setting`.
  static func engine(euDistanceSales setting: String) throws -> PricingEngine {
    let book = try TestBooks.book(
      .deBookshop, replacing: "\"euDistanceSales\": \"destination\"",
      with: "\"euDistanceSales\": \"\(setting)\"", in: "manifest.json")
    return PricingEngine(book: book)
  }

  /// Each combined rate's base and tax, as text, higher rates first.
  static func rates(_ quote: Quote) throws -> [String] {
    let tax = try #require(quote.breakdown.tax)
    return tax.rates.map { "\($0.rate.percentText)% \($0.base) \($0.tax)" }
  }

  @Test("Paris at France's VAT: the shipping's VAT split in proportion to the goods, 9.25 at 5.5% and 5.74 at 20%")
  func parisProportionalShipping() throws {
    let quote = try #require(ExampleRequests.engines[.deBookshop]).quote(
      try Self.example("01-shipping-contact-paris.json"))
    try #require(quote.errors.isEmpty, "\(quote.errors)")
    let tax = try #require(quote.breakdown.tax)
    #expect(tax.jurisdiction?.id == "fr-vat")
    #expect(quote.breakdown.taxAddress == .euDistanceSaleDestination)
    // Goods 48.00 (books) and 29.80 (notebooks): 14.99 × 48.00 / 77.80 =
    // 9.2483..., 14.99 × 29.80 / 77.80 = 5.7416...; the cent left goes to
    // the larger remainder, the books': 9.25 and 5.74.
    // VAT inside each: 48.00 × 5.5/105.5 = 2.5024 -> 2.50; 29.80 × 20/120 =
    // 4.9667 -> 4.97; 9.25 × 5.5/105.5 = 0.4822 -> 0.48; 5.74 × 20/120 =
    // 0.9567 -> 0.96.
    #expect(tax.lines.map(\.tax) == [try Self.eur("2.50"), try Self.eur("4.97")])
    #expect(tax.shipping.amount == (try Self.eur("14.99")))
    #expect(tax.shipping.tax == (try Self.eur("1.44")))
    #expect(try Self.rates(quote) == ["20% 29.61 5.93", "5.5% 54.27 2.98"])
    #expect(tax.total == (try Self.eur("8.91")))
    // Prices include VAT: the total is the goods and the shipping.
    #expect(quote.total?.amount == (try Self.eur("92.79")))
  }

  @Test("The same cart with euDistanceSales origin is charged Germany's VAT, 7% and 19%, at the same total")
  func parisAtOriginVAT() throws {
    let quote = try Self.engine(euDistanceSales: "origin").quote(try Self.example("01-shipping-contact-paris.json"))
    try #require(quote.errors.isEmpty, "\(quote.errors)")
    let tax = try #require(quote.breakdown.tax)
    #expect(tax.jurisdiction?.id == "de-vat")
    #expect(quote.breakdown.taxAddress == .euDistanceSaleOrigin)
    // 48.00 × 7/107 = 3.1402 -> 3.14; 29.80 × 19/119 = 4.7580 -> 4.76;
    // shipping 9.25 × 7/107 = 0.6051 -> 0.61 and 5.74 × 19/119 = 0.9165 -> 0.92.
    #expect(tax.lines.map(\.tax) == [try Self.eur("3.14"), try Self.eur("4.76")])
    #expect(tax.shipping.tax == (try Self.eur("1.53")))
    #expect(try Self.rates(quote) == ["19% 29.86 5.68", "7% 53.50 3.75"])
    #expect(tax.total == (try Self.eur("9.43")))
    #expect(quote.total?.amount == (try Self.eur("92.79")))
    let json = String(decoding: ResponseEncoder.encode(quote), as: UTF8.self)
    #expect(json.contains("\"taxSourcedAt\":{\"address\":\"origin\",\"rule\":\"euDistanceSales\"}"), "\(json)")
  }

  @Test("A sale within Germany is taxed as its tax areas say, whichever euDistanceSales the manifest names")
  func domesticSale() throws {
    for setting in ["destination", "origin"] {
      let quote = try Self.engine(euDistanceSales: setting).quote(try Self.example("02-shipping-method-leipzig.json"))
      try #require(quote.errors.isEmpty, "\(quote.errors)")
      #expect(quote.breakdown.tax?.jurisdiction?.id == "de-vat")
      #expect(quote.breakdown.taxAddress == .destination, "\(setting)")
      // VERSANDFREI takes the 4.99 off: no shipping left to tax.
      #expect(try Self.rates(quote) == ["19% 25.04 4.76", "7% 44.86 3.14"], "\(setting)")
    }
  }

  @Test("Switzerland is an export: no VAT on the goods or the shipping (Directive 2006/112/EC, Article 146)")
  func zurichExport() throws {
    let quote = try #require(ExampleRequests.engines[.deBookshop]).quote(try Self.example("03-export-zurich.json"))
    try #require(quote.errors.isEmpty, "\(quote.errors)")
    let tax = try #require(quote.breakdown.tax)
    #expect(tax.jurisdiction?.id == "export")
    #expect(tax.total == (try Self.eur("0.00")))
    #expect(tax.shipping.taxability == .exempt)
    #expect(quote.total?.amount == (try Self.eur("96.99")))
  }

  @Test("A country outside the shop's zones is not served, and no VAT is charged there")
  func madridIsNotServed() throws {
    var request = try Self.example("01-shipping-contact-paris.json")
    request.shippingContact = ContactFields(locality: "Madrid", postalCode: "28013", countryCode: "ES")
    let quote = try #require(ExampleRequests.engines[.deBookshop]).quote(request)
    #expect(quote.shippingMethods.isEmpty)
    #expect(quote.errors.first?.reason == .unserviceable, "\(quote.errors)")
    #expect(quote.breakdown.tax?.jurisdiction == nil)
  }
}
