import Foundation
import TestSupport
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
    #expect(error.reason == .invalidRequest && error.message == "the cart is empty; a quote needs at least one line")
    #expect(quote.shippingMethods.isEmpty && quote.summaryItems.isEmpty)
  }

  static let uk = PricingEngine(book: TestBooks.book(.ukTeahouse))

  static func contactQuote(_ engine: PricingEngine, _ contact: ContactFields) -> Quote {
    let line = CartLine(
      id: "tea", label: "Tea", unitPrice: Amount(uncheckedMinorUnits: 1_000, exponent: 2), quantity: 1)
    return engine.quote(
      QuoteRequest(event: .shippingContactSelected, asOf: asOf, cart: Cart(lines: [line]), shippingContact: contact))
  }

  @Test(
    "Without a postcode where the merchant's zones or taxes go by postcode, the contact is invalid on postalCode",
    arguments: [
      ContactFields(administrativeArea: "GA", postalCode: "", countryCode: "US"),
      ContactFields(locality: "Atlanta", administrativeArea: "GA", countryCode: "US"),
      ContactFields(postalCode: "  ", countryCode: "GB"),
    ])
  func missingPostcode(contact: ContactFields) throws {
    let engine = contact.countryCode == "GB" ? Self.uk : Self.engine
    let quote = Self.contactQuote(engine, contact)
    let error = try #require(quote.errors.first)
    #expect(error.code == .shippingContactInvalid && error.contactField == .postalCode, "\(error)")
    // Nothing is priced from the state alone: shipping and tax are pending.
    #expect(quote.breakdown.tax == nil)
    #expect(quote.summaryItems.contains { $0.kind == .shipping && $0.type == .pending })
  }

  @Test(
    "Without a postcode where nothing depends on it, the contact is priced",
    arguments: [("DE", "us-outfitters"), ("JP", "us-outfitters"), ("IE", "uk-teahouse"), ("FR", "uk-teahouse")])
  func postcodeNotNeeded(country: String, merchant: String) {
    let engine = merchant == "uk-teahouse" ? Self.uk : Self.engine
    let quote = Self.contactQuote(engine, ContactFields(countryCode: country))
    #expect(quote.status == .success, "\(quote.errors)")
    #expect(quote.breakdown.tax != nil)
  }

  @Test(
    "A ZIP code sent under a US territory must be the territory's own",
    arguments: [
      ("PR", "10001", false), ("PR", "00901", true), ("VI", "00802", true), ("VI", "00901", false),
      ("GU", "96910", true), ("MP", "96950", true), ("AS", "96799", true), ("PW", "96940", true),
      ("FM", "96941", true), ("MH", "96960", true), ("GU", "30303", false),
    ])
  func territoryZIPCodes(country: String, zip: String, valid: Bool) throws {
    let quote = Self.contactQuote(Self.engine, ContactFields(postalCode: zip, countryCode: country))
    if valid {
      #expect(quote.status == .success, "\(country) \(zip): \(quote.errors)")
    } else {
      let error = try #require(quote.errors.first, "\(country) \(zip) was priced")
      #expect(error.reason == .invalidContact(.postalCode) && error.code == .shippingContactInvalid)
      #expect(error.message.contains("is not in"), "\(error.message)")
      #expect(quote.breakdown.tax == nil)
    }
  }

  @Test(
    "Channel Islands postcodes are Guernsey and Jersey, outside UK VAT; the Isle of Man is inside it",
    arguments: [
      ("GB", "GY1 1AA", "GG", "export"), ("GB", "JE2 3AB", "JE", "export"), ("GG", "GY1", "GG", "export"),
      ("JE", "je2 3ab", "JE", "export"), ("GB", "IM1 1AA", "GB", "gb-vat"), ("IM", "IM1 1AA", "IM", "gb-vat"),
      ("GB", "BN1 1AA", "GB", "gb-vat"),
    ])
  func crownDependencies(sent: String, postcode: String, country: String, jurisdiction: String) throws {
    let contact = ContactFields(postalCode: postcode, countryCode: sent)
    #expect(try Destination(contact: contact).country.rawValue == country)
    let quote = Self.contactQuote(Self.uk, contact)
    #expect(quote.status == .success, "\(quote.errors)")
    #expect(quote.breakdown.tax?.jurisdiction?.id == jurisdiction)
  }

  @Test(
    "A postcode of another island or country is an error on postalCode",
    arguments: [("GG", "JE2 3AB"), ("JE", "GY1 1AA"), ("IM", "SW1A 1AA"), ("GG", "BN1")])
  func wrongCrownDependency(sent: String, postcode: String) throws {
    let quote = Self.contactQuote(Self.uk, ContactFields(postalCode: postcode, countryCode: sent))
    let error = try #require(quote.errors.first)
    #expect(error.code == .shippingContactInvalid && error.contactField == .postalCode, "\(error)")
  }

  @Test(
    "Canada's X FSAs are told apart: X0A-X0C are Nunavut, X0E, X0G and X1A the Northwest Territories",
    arguments: [
      ("X0A", "NU", true), ("X0A", "NT", false), ("X0C", "NU", true), ("X0E", "NT", true), ("X0E", "NU", false),
      ("X1A", "NT", true), ("X1A", "NU", false), ("X0G", "NT", true),
    ])
  func canadianTerritories(fsa: String, province: String, valid: Bool) {
    let contact = ContactFields(administrativeArea: province, postalCode: fsa, countryCode: "CA")
    let result = Result { () throws(QuoteError) in try Destination(contact: contact) }
    if valid {
      #expect((try? result.get())?.region == province)
    } else {
      #expect { try result.get() } throws: { ($0 as? QuoteError)?.reason == .invalidContact(.postalCode) }
    }
  }

  @Test(
    "asOf is priced from 2000 through 2099, the years the engine's calendar covers, and refused outside them",
    arguments: [
      (946_684_800, true), (946_684_799, false), (4_102_444_799, true), (4_102_444_800, false),
      (-14_579_000_000, false),
    ] as [(Int64, Bool)])
  func asOfRange(seconds: Int64, priced: Bool) {
    let request = QuoteRequest(
      event: .initial, asOf: Date(timeIntervalSince1970: TimeInterval(seconds)), cart: Cart(lines: [Self.tent]))
    let quote = Self.engine.quote(request)
    #expect((quote.total != nil) == priced, "\(request.asOf): \(quote.errors)")
    if !priced { #expect(quote.errors.first?.path == "asOf") }
  }

  @Test("A quote with more summary items than a payment sheet lists is a failure, not a sheet Chromium refuses")
  func tooManyItems() throws {
    func quote(discounts: Int) throws -> Quote {
      let rows = (0..<discounts).map { ",Deal \($0),fixedOffOrder,0.01,,,,,,,,,yes\n" }.joined()
      let book = try TestBooks.book(.usOutfitters, editing: ["coupons.csv": { $0 + rows }])
      return PricingEngine(book: book).quote(
        QuoteRequest(event: .initial, asOf: Self.asOf, cart: Cart(lines: [Self.tent])))
    }
    let many = try quote(discounts: 1_024)
    #expect(many.total == nil)
    #expect(many.errors.map(\.reason) == [.beyondSheetLimits] && many.errors.first?.path == "lines", "\(many.errors)")
    #expect(try quote(discounts: 1_000).total != nil)
  }
}
