import TestSupport
import Testing

@testable import CheckoutPricing

/// A Canadian contact without its postal code or province is asked for the
/// postal code, as a US one is, in every address form: its tax goes by
/// province, and without one it would be priced with no tax at all.
@Suite("Canadian contacts")
struct CanadianContactTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  static func quotes(for place: AddressFormsTests.Place) throws -> [(name: String, quote: Quote)] {
    let cart =
      #""asOf":"2026-11-21T15:04:05-05:00","currency":"USD","lines":[{"id":"tent-2p","label":"Tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}}],"paymentMethod":{"type":"credit","network":"visa"}"#
    let currency = engine.book.merchant.currency
    return try AddressFormsTests.forms(of: place).map { form in
      let text = "{" + cart + "," + form.members + "}"
      return (form.name, engine.quote(try RequestReader.readQuoteRequest(currency: currency, Array(text.utf8))))
    }
  }

  @Test("Montréal with neither province nor postal code: a postal-code error in every form, never a final total")
  func neitherProvinceNorPostalCode() throws {
    let place = AddressFormsTests.Place(countryCode: "CA", locality: "Montréal")
    for (name, quote) in try Self.quotes(for: place) {
      #expect(quote.errors.map(\.contactField) == [.postalCode], "\(name): \(quote.errors)")
      #expect(quote.status != .success, "\(name): \(quote.status)")
    }
  }

  @Test(
    "The province alone, or the redacted postal code alone, is enough: tax is charged",
    arguments: [
      AddressFormsTests.Place(countryCode: "CA", administrativeArea: "QC", locality: "Montréal"),
      AddressFormsTests.Place(countryCode: "CA", locality: "Montréal", postalCode: "H3Z"),
    ])
  func provinceOrPostalCode(place: AddressFormsTests.Place) throws {
    for (name, quote) in try Self.quotes(for: place) {
      #expect(quote.errors.isEmpty, "\(name): \(quote.errors)")
      #expect((quote.breakdown.tax?.total.minorUnits ?? 0) > 0, "\(name): \(quote.summaryItems)")
    }
  }
}
