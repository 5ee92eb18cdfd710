import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The Texas sample merchant, whose in-state sales are taxed at its Austin
/// workshop (Texas Tax Code § 321.203): `tx-austin` is marked
/// `sourcing` `origin` in its `tax_jurisdictions.csv`.
@Suite("Origin sourcing: the Texas sample")
struct TexasOriginSourcingTests {
  /// Example 01's cart, a 89.00 belt and two 65.00 wallets, 1.4 lb billed
  /// as 2 lb, sent to `contact` (its JSON members).
  static func request(to contact: String) throws -> QuoteRequest {
    let json =
      #"{"event":"shippingContactSelected","asOf":"2026-11-20T10:00:00-06:00","lines":["#
      + #"{"id":"belt","unitPrice":"89.00","quantity":1,"weight":{"value":"0.8","unit":"lb"}},"#
      + #"{"id":"wallet","unitPrice":"65.00","quantity":2,"weight":{"value":"0.3","unit":"lb"}}],"#
      + #""shippingContact":{\#(contact)}}"#
    let currency = try SampleMerchant.txLeatherworks.rateBook().merchant.currency
    return try RequestReader.readQuoteRequest(currency: currency, Array(json.utf8))
  }

  static let houston = #""locality":"Houston","administrativeArea":"TX","postalCode":"77002","countryCode":"US""#

  /// The sample's tables with the `sourcing` column's `origin` taken out.
  static func destinationSourced() throws -> RateBook {
    var files = SampleMerchant.txLeatherworks.files
    let jurisdictions = try #require(files["tax_jurisdictions.csv"])
    #expect(jurisdictions.contains("tx-austin,Austin,taxable,origin\n"))
    files["tax_jurisdictions.csv"] = jurisdictions.replacingOccurrences(
      of: "tx-austin,Austin,taxable,origin\n", with: "tx-austin,Austin,taxable,\n")
    return try RateBook.load(from: .files(files))
  }

  @Test(
    "A sale to Houston pays Austin's 8.25% at the origin (7.34 + 10.73 + 0.70 = 18.77), not the state's 6.25% listed for Houston (14.22)"
  )
  func houstonAtOrigin() throws {
    let engine = PricingEngine(book: try SampleMerchant.txLeatherworks.rateBook())
    let quote = engine.quote(try Self.request(to: Self.houston))
    #expect(quote.breakdown.taxAddress == .origin)
    #expect(quote.breakdown.tax?.jurisdiction?.id == "tx-austin")
    #expect(quote.breakdown.tax?.total == Amount(uncheckedMinorUnits: 1_877, exponent: 2))

    let atDestination = PricingEngine(book: try Self.destinationSourced()).quote(try Self.request(to: Self.houston))
    #expect(atDestination.breakdown.taxAddress == .destination)
    #expect(atDestination.breakdown.tax?.jurisdiction?.id == "tx")
    #expect(atDestination.breakdown.tax?.total == Amount(uncheckedMinorUnits: 1_422, exponent: 2))
  }

  @Test("A sale to another state is taxed at its destination, where no tax area covers it: no tax")
  func oklahomaAtDestination() throws {
    let engine = PricingEngine(book: try SampleMerchant.txLeatherworks.rateBook())
    let oklahoma = #""locality":"Oklahoma City","administrativeArea":"OK","postalCode":"73102","countryCode":"US""#
    let quote = engine.quote(try Self.request(to: oklahoma))
    #expect(quote.status == .success)
    #expect(quote.breakdown.taxAddress == .destination)
    #expect(quote.breakdown.tax?.jurisdiction == nil)
    #expect(quote.breakdown.tax?.total == Amount(uncheckedMinorUnits: 0, exponent: 2))
  }
}
