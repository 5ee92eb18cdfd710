import DecimalReference
import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("EU distance sales: the origin's or the destination's VAT")
struct EUDistanceSalesTests {
  /// A German merchant with prices including VAT, selling to France and
  /// the Netherlands, with `euDistanceSales` set to `setting` (left out
  /// when `nil`).
  static func files(_ setting: String?) -> [String: String] {
    let key = setting.map { #", "euDistanceSales": "\#($0)""# } ?? ""
    return [
      "manifest.json": """
      {"formatVersion": 1, "merchant": "Example", "currency": "EUR",
       "origin": {"countryCode": "DE", "locality": "Berlin", "postalCode": "10115"},
       "timeZone": "Europe/Berlin", "pricesIncludeTax": true,
       "rounding": {"mode": "halfAwayFromZero", "taxLevel": "line"}\(key)}
      """,
      "zones.csv": "zone,country\nde,DE\nfr,FR\nnl,NL\nch,CH\n",
      "services.csv": "service,carrier,label,type\nparcel,DHL,Parcel,shipping\n",
      "service_zones.csv":
        "service,zone,transitMin,transitMax\nparcel,de,1,2\nparcel,fr,2,4\nparcel,nl,2,4\nparcel,ch,3,6\n",
      "rates.csv":
        "service,zone,basis,price\nparcel,de,flat,4.90\nparcel,fr,flat,4.90\nparcel,nl,flat,4.90\nparcel,ch,flat,4.90\n",
      "tax_jurisdictions.csv":
        "jurisdiction,label,shipping\nde,Germany VAT,proportional\nfr,France VAT,proportional\nnl,Netherlands VAT,proportional\n",
      "tax_areas.csv": "jurisdiction,country\nde,DE\nfr,FR\nnl,NL\n",
      "tax_rates.csv": """
      jurisdiction,component,label,level,category,rate
      de,vat,MwSt,country,standard,19
      de,vat,MwSt,country,books,7
      fr,tva,TVA,country,standard,20
      fr,tva,TVA,country,books,5.5
      nl,btw,BTW,country,standard,21
      nl,btw,BTW,country,books,9

      """,
      "coupons.csv": "code,label,kind,value\nSAVE10,10% off,percentOffOrder,10\n",
    ]
  }

  static let addresses = [
    ContactFields(locality: "Paris", postalCode: "75001", countryCode: "FR"),
    ContactFields(locality: "Amsterdam", postalCode: "1012 AB", countryCode: "NL"),
    ContactFields(locality: "Berlin", postalCode: "10115", countryCode: "DE"),
    ContactFields(locality: "Zurich", postalCode: "8001", countryCode: "CH"),
  ]

  static func request(to contact: ContactFields, lines: [CartLine]) -> QuoteRequest {
    QuoteRequest(
      event: .shippingContactSelected, asOf: Date(timeIntervalSince1970: 1_781_000_000), cart: Cart(lines: lines),
      shippingContact: contact)
  }

  static let oneShirt = [
    CartLine(
      id: "shirt", label: "Shirt", unitPrice: Amount(uncheckedMinorUnits: 11_900, exponent: 2), quantity: 1,
      category: "standard")
  ]

  @Test(
    "A 119.00 sale to Paris with 4.90 shipping: France's 20% (19.83 + 0.82) under destination, Germany's 19% (19.00 + 0.78) under origin"
  )
  func paris() throws {
    let paris = Self.request(to: Self.addresses[0], lines: Self.oneShirt)
    let destination = PricingEngine(book: try RateBook.load(from: .files(Self.files("destination"))))
    let origin = PricingEngine(book: try RateBook.load(from: .files(Self.files("origin"))))
    let atDestination = destination.quote(paris)
    #expect(atDestination.breakdown.tax?.jurisdiction?.id == "fr")
    #expect(atDestination.breakdown.tax?.total == Amount(uncheckedMinorUnits: 2065, exponent: 2))
    #expect(atDestination.breakdown.taxAddress == .euDistanceSaleDestination)
    let atOrigin = origin.quote(paris)
    #expect(atOrigin.breakdown.tax?.jurisdiction?.id == "de")
    #expect(atOrigin.breakdown.tax?.total == Amount(uncheckedMinorUnits: 1978, exponent: 2))
    #expect(atOrigin.breakdown.taxAddress == .euDistanceSaleOrigin)
    // Prices include VAT: the shopper pays the same either way.
    #expect(atOrigin.total == atDestination.total)
    let json = Array(
      #"{"event":"shippingContactSelected","asOf":"2026-06-15T12:00:00+02:00","lines":[{"id":"shirt","unitPrice":"119.00","quantity":1}],"shippingContact":{"locality":"Paris","postalCode":"75001","countryCode":"FR"}}"#
        .utf8)
    #expect(
      origin.respond(toJSON: json).text.contains(#""taxSourcedAt":{"address":"origin","rule":"euDistanceSales"}"#))
    #expect(
      destination.respond(toJSON: json).text.contains(
        #""taxSourcedAt":{"address":"destination","rule":"euDistanceSales"}"#))
    #expect(origin.explain(json: json).text.contains("sourced at the merchant's origin: an EU distance sale"))
    // Without the key, the tax areas decide, and the breakdown names no rule.
    let plain = PricingEngine(book: try RateBook.load(from: .files(Self.files(nil))))
    #expect(plain.quote(paris).breakdown.tax?.jurisdiction?.id == "fr")
    #expect(plain.quote(paris).breakdown.taxAddress == .destination)
    #expect(!plain.respond(toJSON: json).text.contains("taxSourcedAt"))
  }

  @Test("A sale at home, or outside the EU, is taxed as before whatever the setting")
  func homeAndAbroad() throws {
    for setting in ["origin", "destination"] {
      let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files(setting))))
      let berlin = engine.quote(Self.request(to: Self.addresses[2], lines: Self.oneShirt))
      #expect(berlin.breakdown.taxAddress == .destination)
      #expect(berlin.breakdown.tax?.total == Amount(uncheckedMinorUnits: 1978, exponent: 2))
      let zurich = engine.quote(Self.request(to: Self.addresses[3], lines: Self.oneShirt))
      #expect(zurich.breakdown.taxAddress == .destination)
      #expect(zurich.breakdown.tax?.jurisdiction == nil)
    }
  }

  @Test("euDistanceSales is origin or destination, for a merchant in the EU whose origin has a jurisdiction")
  func refuses() throws {
    var files = Self.files("nearest")
    #expect(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    files = try TestBooks.minimalMerchant(
      replacingInManifest: #""pricesIncludeTax": false,"#,
      with: #""pricesIncludeTax": false, "euDistanceSales": "origin","#)
    #expect(
      TestBooks.loadingDiagnostics(files).contains {
        $0.location.file == "manifest.json" && $0.message.contains("US is not a member state")
      })
    files = Self.files("origin")
    files["tax_areas.csv"] = "jurisdiction,country\nfr,FR\nnl,NL\n"
    #expect(TestBooks.loadingDiagnostics(files).contains { $0.message.contains("covers the origin") })
  }

  @Test(
    "On random carts, a sale to another member state is taxed at exactly one jurisdiction's rates: the origin's under origin, the destination's under destination, as the Decimal reference computes them",
    arguments: ["origin", "destination"])
  func exactlyOneJurisdiction(setting: String) throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files(setting))))
    let book = engine.book
    let berlin = try Destination(contact: Self.addresses[2])
    forAllSeededCases(count: 300) { rng in
      let lines = (0..<Int.random(in: 1...6, using: &rng)).map { index in
        CartLine(
          id: "line-\(index)", label: "Item \(index)",
          unitPrice: Amount(uncheckedMinorUnits: Int64.random(in: 0...30_000, using: &rng), exponent: 2),
          quantity: Int64.random(in: 1...4, using: &rng), category: Bool.random(using: &rng) ? "standard" : "books")
      }
      var request = Self.request(to: Self.addresses.randomElement(using: &rng)!, lines: lines)
      request.couponCode = Bool.random(using: &rng) ? "SAVE10" : nil
      let quote = engine.quote(request)
      let destination = try #require(quote.breakdown.destination)
      let crossBorder = destination.country != berlin.country && destination.country.rawValue != "CH"
      let tax = try #require(quote.breakdown.tax, "\(request)")
      let expected = crossBorder && setting == "origin" ? "de" : book.taxJurisdiction(for: destination)?.jurisdiction.id
      try #require(tax.jurisdiction?.id == expected, "\(request)")
      try #require(
        tax.components.allSatisfy { component in
          tax.jurisdiction?.components.contains { $0.id == component.id } == true
        })
      // The reference, looking the rates up at the address whose VAT applies.
      let taxedAt = crossBorder && setting == "origin" ? berlin : destination
      let shipping = try #require(quote.shippingMethods.first).amount.decimal - quote.breakdown.shippingDiscount.decimal
      let discounted = try #require(quote.breakdown.discounts).discountedLines.map {
        DecimalReference.TaxLine(id: $0.id, category: $0.category, amount: $0.amount.decimal)
      }
      let reference = DecimalReference.tax(lines: discounted, shipping: shipping, destination: taxedAt, book: book)
      try #require(tax.total.decimal == reference.total, "\(request): engine \(tax.total), Decimal \(reference.total)")
    }
  }
}
