import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The sample merchants' landed-cost rows priced by the stage, to the cent,
/// on the carts of their examples (`RateTables/us-outfitters/examples/14` to
/// `19`, `RateTables/de-bookshop/examples/06` to `08`) and on the days
/// around them. Each figure is worked out in its comment from the rows'
/// sources (`duty_rates.csv`, `import_regimes.csv`, `import_vat_rates.csv`);
/// the exchange rates are the samples' illustrative rows, EUR 1.17 and GBP
/// 1.345 USD in September 2026.
@Suite("Landed cost: the sample merchants' rows")
struct SampleLandedCostTests {
  struct Line {
    let value: Int64
    var quantity: Int64 = 1
    let category: String
    var hs: String?
    var origin: String? = nil
  }

  /// The stage's answer for `lines` shipped by a DDP service of `merchant`
  /// to `destination` on `day` with `shipping` charged.
  static func price(
    _ merchant: SampleMerchant, to destination: String, on day: String, _ lines: [Line], shipping: Int64
  ) throws -> LandedCostResult {
    let book = TestBooks.book(merchant)
    let tables = try #require(book.landedCost)
    // Each sample's goods are made in its own country.
    let madeIn = merchant == .deBookshop ? "DE" : "US"
    let request = LandedCostRequest(
      destination: try #require(CountryCode(rawValue: destination)),
      day: try #require(CalendarDate(iso: day)).dayNumber,
      lines: lines.map {
        LandedCostRequest.Line(
          value: $0.value, quantity: $0.quantity, weight: nil, category: book.categories.id(of: $0.category),
          hsCode: $0.hs.flatMap(HSCode.init), origin: CountryCode(rawValue: $0.origin ?? madeIn), isGoods: true)
      }, shipping: shipping, service: nil, terms: ImportTerms(incoterm: .DDP, absorbsImportCharges: false),
      currency: book.merchant.currency, roundingMode: book.merchant.roundingMode)
    return try #require(try tables.landedCost(for: request))
  }

  // MARK: - The US sample to the EU

  @Test("Five T-shirts to Amsterdam on 2026-09-15: one EUR 3 (3.51 USD) and IOSS VAT 21% of 191.95, 40.31")
  func fiveTShirts() throws {
    // 125.00 <= EUR 150 x 1.17 = 175.50; one subheading 6109 10.
    let result = try Self.price(
      .usOutfitters, to: "NL", on: "2026-09-15", [Line(value: 12_500, quantity: 5, category: "clothing", hs: "6109.10")],
      shipping: 6_695)
    #expect(result.decision?.isBelow == true)
    #expect(result.duty == 351 && result.duties.count == 1)
    #expect(result.sellerVAT == 4_031 && result.importVAT == 0 && result.importCharges == 351)
  }

  @Test("A T-shirt and a watch to Amsterdam: two EUR 3 (7.02 USD); VAT 21% of 25.00 + 16.75 and of 60.00 + 40.20")
  func tShirtAndWatch() throws {
    // The 56.95 shipping splits 16.75 and 40.20 by value; VAT 8.7675 and
    // 21.042, 8.77 + 21.04 = 29.81.
    let result = try Self.price(
      .usOutfitters, to: "NL", on: "2026-09-15",
      [Line(value: 2_500, category: "clothing", hs: "6109.10"), Line(value: 6_000, category: "standard", hs: "9102.11")],
      shipping: 5_695)
    #expect(result.duty == 702 && result.duties.count == 2)
    #expect(result.sellerVAT == 2_981 && result.importCharges == 702)
  }

  @Test("The same five T-shirts on 2026-06-30, before the EUR 3: duty relief, IOSS VAT alone")
  func fiveTShirtsBeforeFlatDuty() throws {
    let result = try Self.price(
      .usOutfitters, to: "NL", on: "2026-06-30", [Line(value: 12_500, quantity: 5, category: "clothing", hs: "6109.10")],
      shipping: 6_695)
    #expect(result.duty == 0 && result.duties.isEmpty && result.sellerVAT == 4_031)
  }

  @Test("A Merino tee to Paris on 2026-05-12: IOSS at France's 20% of 99.99 + 56.95, 31.39, no duty")
  func iossParis() throws {
    // 99.99 <= EUR 150 x 1.15 = 172.50.
    let result = try Self.price(
      .usOutfitters, to: "FR", on: "2026-05-12", [Line(value: 9_999, category: "clothing", hs: "6109.90")],
      shipping: 5_695)
    #expect(result.duty == 0 && result.sellerVAT == 3_139 && result.importCharges == 0)
  }

  @Test("A tent to Amsterdam, over EUR 150: TARIC 12% of 249.00 + 119.95 is 44.27, import VAT 21% of 413.22 is 86.78")
  func tentOverThreshold() throws {
    let result = try Self.price(
      .usOutfitters, to: "NL", on: "2026-09-15", [Line(value: 24_900, category: "standard", hs: "6306.22")],
      shipping: 11_995)
    #expect(result.decision?.isBelow == false)
    #expect(result.duty == 4_427 && result.importVAT == 8_678 && result.sellerVAT == 0)
  }

  // MARK: - The US sample to the UK

  @Test("A tee and wax to London, 109.99 <= GBP 135 (181.575 USD): VAT at sale 29.99 + 3.00, no duty")
  func ukUnder135() throws {
    // 54.95 shipping splits 49.95 and 5.00; 20% of 149.94 and of 15.00.
    let result = try Self.price(
      .usOutfitters, to: "GB", on: "2026-09-15",
      [Line(value: 9_999, category: "clothing", hs: "6109.90"), Line(value: 1_000, category: "standard", hs: "3305.90")],
      shipping: 5_495)
    #expect(result.decision?.isBelow == true)
    #expect(result.duty == 0 && result.sellerVAT == 3_299 && result.importVAT == 0)
  }

  @Test("Two Merino tees to London, over GBP 135: 12% of 254.93 is 30.59, import VAT 20% of 285.52 is 57.10")
  func ukOver135() throws {
    let result = try Self.price(
      .usOutfitters, to: "GB", on: "2026-09-15", [Line(value: 19_998, quantity: 2, category: "clothing", hs: "6109.90")],
      shipping: 5_495)
    #expect(result.decision?.isBelow == false && !result.isDutyWaived)
    #expect(result.duty == 3_059 && result.importVAT == 5_710 && result.importCharges == 8_769)
  }

  @Test("17 wax and a tee to London: duty 4.77 USD, under GBP 9 (12.105 USD), is waived; VAT 54.04 + 7.95")
  func ukWaiver() throws {
    // 114.95 shipping splits 100.21 and 14.74; tee 12% of 39.74 = 4.7688.
    let result = try Self.price(
      .usOutfitters, to: "GB", on: "2026-09-15",
      [
        Line(value: 17_000, quantity: 17, category: "standard", hs: "3305.90"),
        Line(value: 2_500, category: "clothing", hs: "6109.10"),
      ], shipping: 11_495)
    #expect(result.isDutyWaived && result.duty == 0)
    #expect(result.importVAT == 6_199 && result.importCharges == 6_199)
  }

  // MARK: - The EU sample to the United States

  /// An ex libris stamp (HTSUS 9611.00.00, 2.7%), two notebooks (4820.10,
  /// Free) and an atlas (4901.99, Free, classified by its category), duty
  /// on the goods alone.
  static let stationeryAndAtlas = [
    Line(value: 2_490, category: "standard", hs: "9611.00"),
    Line(value: 2_980, quantity: 2, category: "standard", hs: "4820.10"),
    Line(value: 3_800, category: "books"),
  ]

  @Test(
    "To New York with the de minimis suspended: 2.7% of 24.90 is 0.67; on 2025-08-28 the same cart, under USD 800, paid nothing"
  )
  func deMinimisSuspended() throws {
    let cart = [Self.stationeryAndAtlas[0], Self.stationeryAndAtlas[2]]
    let after = try Self.price(.deBookshop, to: "US", on: "2026-09-15", cart, shipping: 4_990)
    #expect(after.decision?.isBelow == false)
    #expect(after.duty == 67 && after.importVAT == 0 && after.importCharges == 67)
    // 62.90 EUR <= USD 800 x 0.90 (the illustrative rate) = 720.00 EUR.
    let before = try Self.price(.deBookshop, to: "US", on: "2025-08-28", cart, shipping: 4_990)
    #expect(before.decision?.isBelow == true && before.duty == 0)
  }

  @Test("Section 122 in force (2026-02-24 to 2026-07-23): 0.67 + 10% of 24.90 and of 29.80, books exempt: 6.14")
  func section122() throws {
    for day in ["2026-05-01", "2026-07-23"] {
      let result = try Self.price(.deBookshop, to: "US", on: day, Self.stationeryAndAtlas, shipping: 6_990)
      #expect(result.duty == 614, "\(day)")
    }
    for day in ["2026-07-24", "2026-08-01", "2026-02-23"] {
      let result = try Self.price(.deBookshop, to: "US", on: day, Self.stationeryAndAtlas, shipping: 6_990)
      #expect(result.duty == 67, "\(day)")
    }
  }
}
