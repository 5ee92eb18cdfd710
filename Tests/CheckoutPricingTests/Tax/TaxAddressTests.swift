import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Tax at the right address")
struct TaxAddressTests {
  static let june = ISO8601DateFormatter().date(from: "2026-06-15T12:00:00-06:00")!
  static let aurora = ContactFields(administrativeArea: "CO", postalCode: "80010", countryCode: "US")
  static let atlanta = ContactFields(administrativeArea: "GA", postalCode: "30303", countryCode: "US")

  static func request(_ contact: ContactFields, type: ShippingType = .shipping) -> QuoteRequest {
    QuoteRequest(
      event: .shippingContactSelected, asOf: june, cart: usCart(("tent", "100.00", 1, "standard")),
      shippingContact: contact, shippingType: type)
  }

  /// The tax on the same cart at a place, as the tax stage computes it.
  static func tax(at contact: ContactFields, in book: RateBook) throws -> Amount {
    let destination = try Destination(contact: contact)
    return try book.tax(
      for: TaxRequest(
        destination: destination, lines: [LineAmount(id: "tent", category: "standard", amount: usd("100.00"))])
    ).total
  }

  @Test("A store pickup is taxed at the store, not at the shopper's address; shipping to the shopper is not")
  func storePickup() throws {
    let book = try SampleMerchant.usOutfitters.rateBook()
    let engine = PricingEngine(book: book)
    let pickup = engine.quote(Self.request(Self.aurora, type: .storePickup))
    let method = try #require(pickup.shippingMethods.first)
    let store = try #require(method.store)
    #expect(pickup.breakdown.taxAddress == .store)
    #expect(pickup.breakdown.tax?.jurisdiction?.id == "us-co-denver")
    let atStore = try Self.tax(
      at: ContactFields(locality: "Denver", postalCode: store.postcode, countryCode: "US"), in: book)
    #expect(pickup.breakdown.tax?.total == atStore)

    let shipped = engine.quote(Self.request(Self.aurora))
    #expect(shipped.breakdown.taxAddress == .destination)
    #expect(shipped.breakdown.tax?.jurisdiction?.id == "us-co")
    #expect(shipped.breakdown.tax?.total != atStore)
    #expect(engine.explain(Self.request(Self.aurora, type: .storePickup)).text.contains("sourced at store \(store.id)"))
    let json =
      #"{"event":"shippingContactSelected","asOf":"2026-06-15T12:00:00-06:00","shippingType":"storePickup","lines":[{"id":"tent","unitPrice":"100.00","quantity":1}],"shippingContact":{"administrativeArea":"CO","postalCode":"80010","countryCode":"US"}}"#
    #expect(
      engine.respond(toJSON: Array(json.utf8)).text.contains(
        #""taxSourcedAt":{"address":"store","store":"\#(store.id)"}"#))
  }

  @Test(
    "A store pickup names its store in taxSourcedAt and explain when the request names a method of another type, or none",
    arguments: [
      (
        SampleMerchant.usOutfitters,
        #""asOf":"2026-06-15T12:00:00-06:00","shippingMethod":"ups-ground","lines":[{"id":"tent","unitPrice":"100.00","quantity":1}],"shippingContact":{"administrativeArea":"CO","postalCode":"80010","countryCode":"US"}"#
      ),
      (
        SampleMerchant.jpStationery,
        #""asOf":"2026-11-21T10:15:00+09:00","lines":[{"id":"pen","unitPrice":"16500","quantity":1}],"shippingContact":{"administrativeArea":"Tokyo","postalCode":"104-0061","countryCode":"JP"}"#
      ),
    ])
  func storePickupNamesItsStore(merchant: SampleMerchant, members: String) throws {
    let engine = PricingEngine(book: try merchant.rateBook())
    let json = #"{"event":"shippingContactSelected","shippingType":"storePickup","# + members + "}"
    let request = try RequestReader.readQuoteRequest(currency: engine.book.merchant.currency, Array(json.utf8))
    let quote = engine.quote(request)
    let store = try #require(quote.shippingMethods.first?.store, "\(quote.errors)")
    #expect(quote.breakdown.taxAddress == .store)
    #expect(quote.breakdown.taxStore == store.id)
    let text = engine.respond(toJSON: Array(json.utf8)).text
    #expect(text.contains(#""taxSourcedAt":{"address":"store","store":"\#(store.id)"}"#), "\(text)")
    #expect(engine.explain(request).text.contains("sourced at store \(store.id)"))
  }

  @Test("A store whose address cannot be placed is an error at its row")
  func unplacedStore() throws {
    var files = SampleMerchant.usOutfitters.files
    files["stores.csv"] = files["stores.csv"]!.replacingOccurrences(of: "Denver,80202,US", with: "Denver,00000,US")
    #expect(
      TestBooks.loadingDiagnostics(files).contains {
        $0.location.file == "stores.csv" && $0.message.contains("cannot be placed for tax")
      }
    )
  }

  /// The US sample with Denver, the merchant's origin, marked origin-sourced.
  static func originSourcedBook() throws -> RateBook {
    var files = SampleMerchant.usOutfitters.files
    let jurisdictions = files["tax_jurisdictions.csv"]!
    files["tax_jurisdictions.csv"] = jurisdictions.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      if line.hasPrefix("jurisdiction,") { return line + ",sourcing" }
      if line.hasPrefix("us-co-denver,") { return line + ",origin" }
      return line.hasPrefix("#") || line.isEmpty ? String(line) : line + ","
    }.joined(separator: "\n")
    return try RateBook.load(from: .files(files))
  }

  @Test(
    "An in-state sale in an origin-sourced jurisdiction is taxed at the merchant's origin; an out-of-state sale at its destination"
  )
  func originSourcing() throws {
    let book = try Self.originSourcedBook()
    let engine = PricingEngine(book: book)
    let inState = engine.quote(Self.request(Self.aurora))
    #expect(inState.breakdown.taxAddress == .origin)
    #expect(inState.breakdown.tax?.jurisdiction?.id == "us-co-denver")
    let outOfState = engine.quote(Self.request(Self.atlanta))
    #expect(outOfState.breakdown.taxAddress == .destination)
    #expect(outOfState.breakdown.tax?.jurisdiction?.id == "us-ga-atlanta")
    #expect(
      outOfState.breakdown.tax?.total
        == PricingEngine(book: try SampleMerchant.usOutfitters.rateBook()).quote(Self.request(Self.atlanta)).breakdown
        .tax?.total)
    // Without the mark, the same in-state sale is taxed where it goes.
    let destinationBook = try SampleMerchant.usOutfitters.rateBook()
    #expect(
      PricingEngine(book: destinationBook).quote(Self.request(Self.aurora)).breakdown.tax?.jurisdiction?.id == "us-co")
    let json =
      #"{"event":"shippingContactSelected","asOf":"2026-06-15T12:00:00-06:00","lines":[{"id":"tent","unitPrice":"100.00","quantity":1}],"shippingContact":{"administrativeArea":"CO","postalCode":"80010","countryCode":"US"}}"#
    let response = engine.respond(toJSON: Array(json.utf8)).text
    #expect(response.contains(#""taxSourcedAt":{"address":"origin"}"#))
  }

  @Test(
    "On random carts, picked up or sold in-state at an origin-sourced origin: items add up and line order does not matter"
  )
  func randomCarts() throws {
    let engine = PricingEngine(book: try Self.originSourcedBook())
    let currency = engine.book.merchant.currency
    forAllSeededCases(count: 500) { rng in
      var request = PricingEnginePropertyTests.randomRequest(.usOutfitters, book: engine.book, &rng)
      request.shippingType = Bool.random(using: &rng) ? .storePickup : .shipping
      let quote = engine.quote(request)
      guard let total = quote.total else { return }
      try #require(try Amount.sum(quote.summaryItems.map(\.amount), exponent: currency.minorUnits) == total.amount)
      request.cart.lines.reverse()
      try #require(engine.quote(request).total == total, "line order: \(request)")
    }
  }
}
