import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// Landed cost in the quote (RateTables/README.md, "Landed cost"): a DDP
/// method charges the duties and import taxes as their own summary item, a
/// DAP method adds nothing, a low-value sale's VAT is the sale's tax under
/// both, and a domestic quote never reaches the stage.
@Suite("Landed cost in the quote")
struct LandedCostQuoteTests {
  /// The minimal merchant (Georgia, USD) shipping to the UK by a DDP
  /// service (`ground`, with a 5.00 carrier fee) and a DAP one (`post`),
  /// with the UK's £135 regime at 1.25 USD, 12% on T-shirts and 20% VAT.
  static func files() throws -> [String: String] {
    var files = try TestBooks.minimalMerchant()
    files["zones.csv"] = "zone,country\nus,US\nuk,GB\n"
    files["services.csv"] = """
      service,carrier,label,type,incoterm,absorbImportCharges
      ground,UPS,Ground,shipping,DDP,no
      post,Royal Mail,Post,shipping,DAP,

      """
    files["service_zones.csv"] = "service,zone,transitMin,transitMax\nground,us,1,5\nground,uk,3,7\npost,uk,5,10\n"
    files["rates.csv"] = "service,zone,basis,price\nground,us,flat,7.95\nground,uk,flat,20.00\npost,uk,flat,12.00\n"
    files["import_regimes.csv"] = """
      destination,threshold,currency,relieves,sellerCollectsVAT,dutyWaivedBelow
      GB,135,GBP,duty,belowThreshold,9

      """
    files["duty_rates.csv"] = "destination,hsPrefix,rate,layer\nGB,6109,12,base\n"
    files["import_vat_rates.csv"] = "destination,rate\nGB,20\n"
    files["import_fees.csv"] = "destination,service,kind,amount,currency,per\nGB,ground,carrier,5.00,USD,consignment\n"
    files["exchange_rates.csv"] = "currency,rate\nGBP,1.25\n"
    return files
  }

  static let london = ContactFields(locality: "London", postalCode: "SW1A 1AA", countryCode: "GB")

  static func shirt(_ minorUnits: Int64, classified: Bool = true, id: String = "shirt") -> CartLine {
    CartLine(
      id: id, label: "T-shirt", unitPrice: Amount(uncheckedMinorUnits: minorUnits, exponent: 2), quantity: 1,
      hsCode: classified ? HSCode("6109.10.00") : nil, originCountry: CountryCode(rawValue: "CN"))
  }

  /// `lines` sent to `contact` by `method`, on the examples' afternoon.
  static func request(_ lines: [CartLine], method: String, to contact: ContactFields = london) -> QuoteRequest {
    QuoteRequest(
      event: .shippingMethodSelected, asOf: QuoteFixtures.examplesAfternoon, cart: Cart(lines: lines),
      shippingContact: contact, shippingMethod: method)
  }

  static func quote(_ engine: PricingEngine, _ line: CartLine, method: String, to contact: ContactFields = london)
    -> Quote
  {
    engine.quote(request([line], method: method, to: contact))
  }

  static func items(_ quote: Quote, _ kind: SummaryItem.Kind) -> [SummaryItem] {
    quote.summaryItems.filter { $0.kind == kind }
  }

  @Test("DDP above £135: one 'Duties and import taxes' item of duty, import VAT and the carrier's fee, in the total")
  func ddpAboveThreshold() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files())))
    let quote = Self.quote(engine, Self.shirt(40_000), method: "ground")
    #expect(quote.errors.isEmpty, "\(quote.errors)")
    // 12% of 420.00 = 50.40; 20% of 470.40 = 94.08; the fee 5.00.
    let charges = try #require(Self.items(quote, .importCharges).first)
    #expect(charges.amount.minorUnits == 14_948 && charges.label == "Duties and import taxes")
    let sum = quote.summaryItems.reduce(0) { $0 + $1.amount.minorUnits }
    #expect(quote.total?.amount.minorUnits == sum)
    #expect(quote.breakdown.landedCost?.duty == 5_040 && quote.breakdown.landedCost?.importVAT == 9_408)
  }

  @Test("DAP adds nothing to the total: it is the same cart's total without landed charges")
  func dapAddsNothing() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files())))
    let withTables = Self.quote(engine, Self.shirt(40_000), method: "post")
    var plain = try Self.files()
    for file in [
      "import_regimes.csv", "duty_rates.csv", "import_vat_rates.csv", "import_fees.csv", "exchange_rates.csv",
    ] {
      plain[file] = nil
    }
    let without = Self.quote(
      PricingEngine(book: try RateBook.load(from: .files(plain))), Self.shirt(40_000), method: "post")
    #expect(Self.items(withTables, .importCharges).isEmpty)
    #expect(withTables.total?.amount == without.total?.amount)
    #expect(withTables.summaryItems == without.summaryItems)
  }

  @Test(
    "At or below £135 the UK's VAT is the sale's, charged under DDP and DAP alike; no duty, DDP's item only the carrier's fee"
  )
  func lowValueSaleVAT() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files())))
    for (method, shipping, fee) in [("ground", 2_000 as Int64, [500 as Int64]), ("post", 1_200, [])] {
      let quote = Self.quote(engine, Self.shirt(10_000), method: method)
      let vat = Self.items(quote, .tax).filter { $0.label == "VAT" }
      // 20% of the T-shirt and its delivery.
      #expect(vat.map(\.amount.minorUnits) == [(10_000 + shipping) / 5], "\(method)")
      #expect(Self.items(quote, .importCharges).map(\.amount.minorUnits) == fee, "\(method)")
    }
  }

  /// The test book with `member` added to its manifest.
  static func files(manifest member: String) throws -> [String: String] {
    var files = try Self.files()
    let manifest = try #require(files["manifest.json"])
    files["manifest.json"] = manifest.replacingOccurrences(
      of: #""pricesIncludeTax": false"#, with: #""pricesIncludeTax": false, \#(member)"#)
    return files
  }

  @Test("Under unclassifiedLines pending, an unclassified line under DDP leaves the charges and the total pending")
  func unclassifiedIsPending() throws {
    let engine = PricingEngine(
      book: try RateBook.load(from: .files(Self.files(manifest: #""unclassifiedLines": "pending""#))))
    let quote = Self.quote(engine, Self.shirt(40_000, classified: false), method: "ground")
    #expect(quote.shippingMethods.map(\.identifier) == ["ground", "post"])
    let charges = try #require(Self.items(quote, .importCharges).first)
    #expect(charges.type == .pending && quote.total?.type == .pending)
  }

  @Test("Under unclassifiedLines refuse, an unclassified line takes the DDP method off the sheet; DAP stays selected")
  func refuseTakesDDPOff() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files())))
    // The DDP method asked for is not offered: the first method is selected,
    // as for any method that is not in the list.
    let quote = Self.quote(engine, Self.shirt(40_000, classified: false), method: "ground")
    #expect(quote.errors.isEmpty, "\(quote.errors)")
    #expect(quote.shippingMethods.map(\.identifier) == ["post"])
    #expect(Self.items(quote, .importCharges).isEmpty && quote.total?.type == .final)
    // Classified, both are offered.
    let classified = Self.quote(engine, Self.shirt(40_000), method: "ground")
    #expect(classified.shippingMethods.map(\.identifier) == ["ground", "post"])
    // A domestic quote offers its DDP service whatever the cart's classification.
    let domestic = Self.quote(
      engine, Self.shirt(40_000, classified: false), method: "ground", to: QuoteFixtures.atlanta)
    #expect(domestic.shippingMethods.map(\.identifier) == ["ground"] && domestic.errors.isEmpty)
  }

  /// The test book's engine with only the DDP service reaching the UK.
  static func dutyPaidOnly() throws -> PricingEngine {
    var files = try Self.files()
    files["service_zones.csv"] = "service,zone,transitMin,transitMax\nground,us,1,5\nground,uk,3,7\n"
    files["rates.csv"] = "service,zone,basis,price\nground,us,flat,7.95\nground,uk,flat,20.00\n"
    return PricingEngine(book: try RateBook.load(from: .files(files)))
  }

  @Test("Under refuse, with only DDP methods to the place, the quote is unserviceable at the line's missing field")
  func refuseLeavingNoMethodIsUnserviceable() throws {
    let engine = try Self.dutyPaidOnly()
    let gift = CartLine(
      id: "card", label: "Gift card", unitPrice: Amount(uncheckedMinorUnits: 2_500, exponent: 2), quantity: 1,
      category: CartLine.giftCardCategory)
    let quote = engine.quote(
      Self.request([gift, Self.shirt(40_000), Self.shirt(1_000, classified: false, id: "plain")], method: "ground"))
    #expect(quote.shippingMethods.isEmpty)
    let error = try #require(quote.errors.first)
    #expect(error.reason == .unserviceable && error.code == .addressUnserviceable)
    // The gift card needs no classification; the third line has no HS code.
    #expect(error.path == "lines[2].hsCode")
    #expect(error.message == "We can't ship T-shirt to United Kingdom: its customs details are missing.")
  }

  @Test("Every wallet names the refusal with no method left as an address it cannot ship to, as an excluded category")
  func refusalWalletCodes() throws {
    let engine = try Self.dutyPaidOnly()
    let quote = Self.quote(engine, Self.shirt(40_000, classified: false), method: "ground")
    let view = SheetView(quote, total: try #require(quote.total))
    let codes = try #require(view.problems.first?.codes)
    // The UK's zone is served, not for this cart: the zone rule's part.
    #expect(view.cannotShipHere && codes.googlePay == .shippingAddressUnserviceable && codes.payPal == .address)
  }

  @Test("A DAP method's detail says import charges are due on delivery, unless none are; a DDP method's does not")
  func dapDetailSaysDueOnDelivery() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files())))
    let quote = Self.quote(engine, Self.shirt(40_000), method: "post")
    let post = try #require(quote.shippingMethods.first { $0.identifier == "post" })
    let ground = try #require(quote.shippingMethods.first { $0.identifier == "ground" })
    #expect(quote.detail(of: post).hasSuffix(". Import charges due on delivery"), "\(quote.detail(of: post))")
    #expect(!quote.detail(of: ground).contains("Import charges"))
    #expect(post.detail == quote.detail(of: post))
    let domestic = Self.quote(engine, Self.shirt(40_000), method: "ground", to: QuoteFixtures.atlanta)
    #expect(domestic.shippingMethods.allSatisfy { !domestic.detail(of: $0).contains("Import") })
    // At or below £135 nothing is due at the door: the DAP method, priced
    // beside the selected DDP one, has no note.
    let low = Self.quote(engine, Self.shirt(10_000), method: "ground")
    let lowPost = try #require(low.shippingMethods.first { $0.identifier == "post" })
    #expect(!low.detail(of: lowPost).contains("Import charges"), "\(low.detail(of: lowPost))")
  }

  @Test(
    "With showImportEstimate, a DAP method's detail gives its own landed cost; no figure when unknown, no note when zero"
  )
  func dapDetailGivesEstimate() throws {
    let engine = PricingEngine(
      book: try RateBook.load(from: .files(Self.files(manifest: #""showImportEstimate": true"#))))
    // Selected DDP: the DAP method's estimate is its own, freight 12.00:
    // 12% of 412.00 = 49.44; 20% of 461.44 = 92.29; no carrier's fee.
    let quote = Self.quote(engine, Self.shirt(40_000), method: "ground")
    let post = try #require(quote.shippingMethods.first { $0.identifier == "post" })
    #expect(quote.detail(of: post).hasSuffix(". Import charges due on delivery, about 141.73 USD"))
    #expect(Self.quote(engine, Self.shirt(40_000), method: "post").breakdown.landedCost?.importCharges == 14_173)
    // At or below £135 the border charges nothing: nothing is due at the
    // door, so no note.
    let low = Self.quote(engine, Self.shirt(10_000), method: "post")
    #expect(low.breakdown.landedCost?.status == .priced && low.breakdown.landedCost?.importCharges == 0)
    #expect(!low.detail(of: low.shippingMethods[0]).contains("Import charges"))
    // Unclassified: the charges are unknown, so no figure.
    let unknown = Self.quote(engine, Self.shirt(40_000, classified: false), method: "post")
    #expect(unknown.detail(of: unknown.shippingMethods[0]).hasSuffix(". Import charges due on delivery"))
  }

  @Test("explain for a DAP parcel whose charges cannot be priced says they are unknown, and why")
  func explainUnknownDAPCharges() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files())))
    let text = engine.explain(Self.request([Self.shirt(40_000, classified: false)], method: "post")).text
    #expect(!text.contains("about 0.00"), "\(text)")
    // The DDP service says why it is not offered.
    #expect(
      text.contains(
        "service ground: excluded: Ground is DDP and line 'shirt' has no hsCode: unclassifiedLines is refuse"),
      "\(text)")
    #expect(
      text.contains("import charges: DAP, due from the shopper on delivery, unknown: no classification for shirt"),
      "\(text)")
  }

  @Test("explain for a DAP parcel that owes nothing at the door says none is due, as its detail has no note")
  func explainNothingDueOnDelivery() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files())))
    // £80 and its freight: the seller collects the UK's VAT at the sale.
    let text = engine.explain(Self.request([Self.shirt(10_000)], method: "post")).text
    #expect(text.contains("import charges: DAP, none due on delivery"), "\(text)")
    #expect(!text.contains("about"), "\(text)")
  }

  @Test("A domestic quote of a book with landed-cost tables is the quote of the book without them")
  func domesticIsUntouched() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files())))
    let plain = PricingEngine(book: try RateBook.load(from: .files(TestBooks.minimalMerchant())))
    let line = Self.shirt(40_000)
    let quote = Self.quote(engine, line, method: "ground", to: QuoteFixtures.atlanta)
    let reference = Self.quote(plain, line, method: "ground", to: QuoteFixtures.atlanta)
    #expect(quote.breakdown.landedCost == nil)
    #expect(quote.summaryItems == reference.summaryItems && quote.total == reference.total)
  }
}
