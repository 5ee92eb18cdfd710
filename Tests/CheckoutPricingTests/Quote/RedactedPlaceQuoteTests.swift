import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// A redacted ZIP5 with one finer rule under it in each stage: the sheet
/// shows the highest candidate, never less than a full address inside it
/// costs, and `pending` leaves what differs pending.
@Suite("Redacted places in a quote")
struct RedactedPlaceQuoteTests {
  /// The minimal merchant with `edits` appended to (or replacing) its files.
  static func book(_ edits: [String: String], policy: String? = nil) throws -> RateBook {
    var files = try TestBooks.minimalMerchant(
      replacingInManifest: "\"pricesIncludeTax\": false",
      with: "\"pricesIncludeTax\": false" + (policy.map { ", \"redactedPlacePolicy\": \"\($0)\"" } ?? ""))
    for (name, text) in edits { files[name] = text }
    return try RateBook.load(from: .files(files))
  }

  /// One finer rule, over 30303-0001...30303-4999, in each stage.
  static let stages: [(String, [String: String])] = [
    (
      "zones",
      [
        "zones.csv": "zone,country,postcode\nus,US,\nus-inner,US,30303-0001...30303-4999\n",
        "service_zones.csv": "service,zone,transitMin,transitMax\nground,us,1,5\nground,us-inner,1,2\n",
        "rates.csv": "service,zone,basis,price\nground,us,flat,7.95\nground,us-inner,flat,12.95\n",
      ]
    ),
    (
      "tax areas",
      [
        "tax_jurisdictions.csv": "jurisdiction,label,shipping\nus-ga,Georgia,taxable\nus-ga-atl,Atlanta,taxable\n",
        "tax_areas.csv":
          "jurisdiction,country,region,postcode\nus-ga,US,GA,\nus-ga-atl,US,GA,30303-0001...30303-4999\n",
        "tax_rates.csv":
          "jurisdiction,component,label,level,category,rate\nus-ga,state,Georgia,state,standard,4\nus-ga-atl,state,Georgia,state,standard,4\nus-ga-atl,city,Atlanta,city,standard,4.9\n",
      ]
    ),
    (
      "service areas",
      [
        "services.csv": "service,carrier,label,type\nground,UPS,Ground,shipping\n",
        "service_areas.csv":
          "service,rule,country,region,city,postcode\nground,include,US,,,\nground,exclude,US,,,30303-0001...30303-4999\n",
        "rates.csv": "service,zone,basis,price\nground,us,flat,7.95\n",
      ]
    ),
    (
      "payment areas",
      [
        "payment_areas.csv":
          "area,rule,country,region,city,postcode\nsurcharged,include,US,,,30303-0001...30303-4999\n",
        "payment_adjustments.csv":
          "adjustment,label,kind,paymentType,network,rate,maximum,areas\ncredit,Card surcharge,surcharge,credit,,3,,surcharged\n",
      ]
    ),
    (
      "surcharges",
      [
        "surcharges.csv":
          "service,country,region,postcode,amount,reason\nground,US,,30303-0001...30303-4999,5.00,Downtown\n"
      ]
    ),
    (
      "exclusions",
      [
        "services.csv": "service,carrier,label,type\nground,UPS,Ground,shipping\nair,UPS,Air,shipping\n",
        "service_zones.csv": "service,zone,transitMin,transitMax\nground,us,1,5\nair,us,1,1\n",
        "rates.csv": "service,zone,basis,price\nground,us,flat,7.95\nair,us,flat,20.00\n",
        "exclusions.csv":
          "service,kind,value,country,region,postcode,reason\nair,postcode,,US,,30303-5000...30303-9999,No air\n",
      ]
    ),
  ]

  static let cart = Cart(lines: [
    CartLine(
      id: "tent", label: "Tent", unitPrice: try! Amount(parsing: "100.00", exponent: 2), quantity: 1,
      weight: try! Weight(parsing: "2", unit: .pound), category: "standard")
  ])

  static func request(_ postcode: String, method: String? = nil) -> QuoteRequest {
    QuoteRequest(
      event: .shippingContactSelected, asOf: Date(timeIntervalSince1970: 1_780_000_000), cart: cart,
      shippingContact: ContactFields(administrativeArea: "GA", postalCode: postcode, countryCode: "US"),
      shippingMethod: method, paymentMethod: PaymentMethod(type: .credit, network: "visa"))
  }

  /// The quote of the cart at a contact of only a postcode and a country.
  static func quote(_ engine: PricingEngine, _ postcode: String, in country: String) -> Quote {
    engine.quote(
      QuoteRequest(
        event: .shippingContactSelected, asOf: Date(timeIntervalSince1970: 1_780_000_000), cart: cart,
        shippingContact: ContactFields(postalCode: postcode, countryCode: country)))
  }

  /// Full addresses inside 30303, on both sides of every bound.
  static let fullAddresses = ["30303-0000", "30303-0001", "30303-2500", "30303-4999", "30303-5000", "30303-9999"]

  @Test("The sheet shows the highest full address's total, for the selected method and every other", arguments: stages)
  func highest(stage: String, edits: [String: String]) throws {
    let engine = PricingEngine(book: try Self.book(edits))
    let sheet = engine.quote(Self.request("30303"))
    #expect(sheet.total?.type == .final, "\(stage)")
    for method in sheet.shippingMethods {
      let shown = engine.quote(Self.request("30303", method: method.identifier))
      let fulls = Self.fullAddresses.map { engine.quote(Self.request($0, method: method.identifier)) }
        .filter { $0.selectedShippingMethod == method.identifier }
      let totals = fulls.compactMap { $0.total?.amount }
      let highest = try #require(totals.max(), "\(stage) \(method.identifier)")
      // Never below any full address, and no higher than the highest.
      #expect(shown.total?.amount == highest, "\(stage) \(method.identifier)")
      #expect(method.amount == shown.shippingMethods[0].amount, "\(stage) \(method.identifier)")
    }
    let place = try #require(sheet.breakdown.redactedPlace, "\(stage)")
    #expect(place.postcode == "30303" && place.candidates.count >= 2 && place.policy == .highest)
    #expect(engine.explain(Self.request("30303")).text.contains("redacted place: 30303 divided by finer rules into"))
  }

  @Test("Without a finer rule under the postcode, the quote has no candidates")
  func noFinerRule() throws {
    let engine = PricingEngine(book: try Self.book([:]))
    let sheet = engine.quote(Self.request("30303"))
    #expect(sheet.breakdown.redactedPlace == nil)
    #expect(sheet.total == engine.quote(Self.request("30303-2500")).total)
  }

  @Test("Under pending, the amounts that differ among the candidates are pending, and so is the total")
  func pending() throws {
    let (_, taxEdits) = Self.stages[1]
    let engine = PricingEngine(book: try Self.book(taxEdits, policy: "pending"))
    let sheet = engine.quote(Self.request("30303"))
    let tax = try #require(sheet.summaryItems.first { $0.kind == .tax })
    let shipping = try #require(sheet.summaryItems.first { $0.kind == .shipping })
    #expect(tax.type == .pending && tax.amount.minorUnits == 0)
    #expect(shipping.type == .final)
    #expect(sheet.total?.type == .pending)
    #expect(sheet.breakdown.redactedPlace?.pendingItems == [.tax])
    // The surcharge differs: shipping is pending, tax on shipping too.
    let (_, surchargeEdits) = Self.stages[4]
    let surcharged = PricingEngine(book: try Self.book(surchargeEdits, policy: "pending")).quote(Self.request("30303"))
    #expect(surcharged.summaryItems.first { $0.kind == .shipping }?.type == .pending)
    #expect(surcharged.total?.type == .pending)
  }

  @Test("A session's later choices give the quote a fresh request gives")
  func session() throws {
    let (_, edits) = Self.stages[5]
    let engine = PricingEngine(book: try Self.book(edits))
    var session = engine.session(for: Self.request("30303"))
    session.selectShippingMethod("air")
    #expect(engine.quote(session) == engine.quote(session.request))
  }

  /// The minimal merchant shipping to the UK, with a ferry surcharge on the
  /// sector IV2 3, and to Canada, with X0A 1H0 in a remote zone.
  static func farBook() throws -> RateBook {
    try book([
      "zones.csv": "zone,country,postcode\nus,US,\ngb,GB,\nca,CA,\nca-remote,CA,X0A 1H0\n",
      "service_zones.csv":
        "service,zone,transitMin,transitMax\nground,us,1,5\nground,gb,2,6\nground,ca,2,6\nground,ca-remote,5,9\n",
      "rates.csv":
        "service,zone,basis,price\nground,us,flat,7.95\nground,gb,flat,9.95\nground,ca,flat,14.95\nground,ca-remote,flat,39.95\n",
      "surcharges.csv": "service,country,region,postcode,amount,reason\nground,GB,,IV2 3,4.00,Ferry\n",
    ])
  }

  @Test("A surcharge on some sectors of a UK outward code is charged on the sheet of the outward code")
  func britishSector() throws {
    let engine = PricingEngine(book: try Self.farBook())
    func total(_ postcode: String) -> Amount? { Self.quote(engine, postcode, in: "GB").total?.amount }
    // The ferry sector costs 4.00 more; the sheet of IV2 shows it.
    #expect(total("IV2 3AB") == total("IV2 4AB").map { try! $0.adding(Amount(parsing: "4.00", exponent: 2)) })
    #expect(total("IV2") == total("IV2 3AB"))
  }

  @Test("A Canadian full postal code in another zone prices its FSA at the higher zone")
  func canadianFullCode() throws {
    let engine = PricingEngine(book: try Self.farBook())
    func method(_ postcode: String) -> Amount? { Self.quote(engine, postcode, in: "CA").shippingMethods.first?.amount }
    #expect(method("X0A 1H0")?.description == "39.95")
    #expect(method("X0A 1H1")?.description == "14.95")
    #expect(method("X0A")?.description == "39.95")
  }
}
