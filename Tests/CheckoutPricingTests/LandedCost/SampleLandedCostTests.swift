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
  struct Line: Sendable {
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
      currency: book.merchant.currency, roundingMode: book.merchant.roundingMode,
      pricesIncludeTax: book.merchant.pricesIncludeTax)
    return try #require(try tables.landedCost(for: request))
  }

  // MARK: - The US sample to the EU and the UK

  /// A cart of the US sample shipped by FedEx (DDP) and the charges worked
  /// out by hand from the rows.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let destination: String
    let day: String
    let lines: [Line]
    let shipping: Int64
    let isBelow: Bool
    var duty: Int64 = 0
    var isDutyWaived = false
    var sellerVAT: Int64 = 0
    var importVAT: Int64 = 0
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // 125.00 <= EUR 150 x 1.17 = 175.50; one subheading 6109 10: EUR 3 =
    // 3.51; IOSS VAT 21% of 125.00 + 66.95 + the 3.51 duty charged at
    // checkout = 195.46 is 41.0466.
    Case(
      name: "five T-shirts to Amsterdam: one EUR 3, IOSS VAT 41.05", destination: "NL", day: "2026-09-15",
      lines: [Line(value: 12_500, quantity: 5, category: "clothing", hs: "6109.10")], shipping: 6_695,
      isBelow: true, duty: 351, sellerVAT: 4_105),
    // Two subheadings: 2 x 3.51. The 56.95 shipping splits 16.75 and 40.20
    // by value; VAT 21% of 41.75 + 3.51 and of 100.20 + 3.51, 9.5046 +
    // 21.7791.
    Case(
      name: "a T-shirt and a watch to Amsterdam: two EUR 3, IOSS VAT 9.50 + 21.78", destination: "NL",
      day: "2026-09-15",
      lines: [
        Line(value: 2_500, category: "clothing", hs: "6109.10"),
        Line(value: 6_000, category: "standard", hs: "9102.11"),
      ], shipping: 5_695, isBelow: true, duty: 702, sellerVAT: 3_128),
    // The day before the EUR 3 the relief holds (EUR 1.16).
    Case(
      name: "five T-shirts to Amsterdam on 2026-06-30: duty relief, IOSS VAT alone", destination: "NL",
      day: "2026-06-30", lines: [Line(value: 12_500, quantity: 5, category: "clothing", hs: "6109.10")],
      shipping: 6_695, isBelow: true, sellerVAT: 4_031),
    // 99.99 <= EUR 150 x 1.15 = 172.50; France's 20% of 156.94 = 31.388.
    Case(
      name: "a Merino tee to Paris on 2026-05-12: IOSS at 20%, no duty", destination: "FR", day: "2026-05-12",
      lines: [Line(value: 9_999, category: "clothing", hs: "6109.90")], shipping: 5_695, isBelow: true,
      sellerVAT: 3_139),
    // 249.00 > 175.50: TARIC 12% of 249.00 + 119.95 = 44.274; import VAT
    // 21% of 368.95 + 44.27 = 86.7762.
    Case(
      name: "a tent to Amsterdam over EUR 150: 12% duty and 21% import VAT", destination: "NL", day: "2026-09-15",
      lines: [Line(value: 24_900, category: "standard", hs: "6306.22")], shipping: 11_995, isBelow: false,
      duty: 4_427, importVAT: 8_678),
    // 109.99 <= GBP 135 x 1.345 = 181.575; the 54.95 shipping splits 49.95
    // and 5.00; VAT 20% of 149.94 and of 15.00.
    Case(
      name: "a tee and wax to London under GBP 135: VAT at sale 29.99 + 3.00, no duty", destination: "GB",
      day: "2026-09-15",
      lines: [
        Line(value: 9_999, category: "clothing", hs: "6109.90"),
        Line(value: 1_000, category: "standard", hs: "3305.90"),
      ], shipping: 5_495, isBelow: true, sellerVAT: 3_299),
    // 199.98 > 181.575: 12% of 254.93 = 30.5916; 20% of 285.52 = 57.104.
    Case(
      name: "two Merino tees to London over GBP 135: duty 30.59, import VAT 57.10", destination: "GB",
      day: "2026-09-15", lines: [Line(value: 19_998, quantity: 2, category: "clothing", hs: "6109.90")],
      shipping: 5_495, isBelow: false, duty: 3_059, importVAT: 5_710),
    // The 114.95 shipping splits 100.21 and 14.74; the tee's 12% of 39.74
    // is 4.7688, under GBP 9 x 1.345 = 12.105: waived; VAT 20% of 270.21
    // and of 39.74.
    Case(
      name: "17 wax and a T-shirt to London: duty 4.77 under GBP 9 waived", destination: "GB", day: "2026-09-15",
      lines: [
        Line(value: 17_000, quantity: 17, category: "standard", hs: "3305.90"),
        Line(value: 2_500, category: "clothing", hs: "6109.10"),
      ], shipping: 11_495, isBelow: false, isDutyWaived: true, importVAT: 6_199),
  ]

  @Test("The US sample's carts abroad pay the duty and VAT worked out by hand", arguments: cases)
  func usSampleAbroad(_ c: Case) throws {
    let result = try Self.price(.usOutfitters, to: c.destination, on: c.day, c.lines, shipping: c.shipping)
    #expect(result.decision?.isBelow == c.isBelow)
    #expect(result.duty == c.duty && result.isDutyWaived == c.isDutyWaived)
    #expect(result.sellerVAT == c.sellerVAT && result.importVAT == c.importVAT)
    #expect(result.importCharges == c.duty + c.importVAT)
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

  // MARK: - The EU sample to the UK

  /// The shop's prices include tax, so the UK VAT it collects at checkout
  /// up to £135 is inside them (VAT Act 1994 s.19(2)): the stamp's 24.90
  /// with its freight part 7.88 (19.90 split 7.88 / 12.02 by value) holds
  /// 20/120 of 32.78 = 5.4633; the atlas is zero-rated. Nothing is added.
  @Test("To London under GBP 135 the UK VAT is inside the shop's VAT-inclusive prices: 5.46 in the stamp, none added")
  func ukVATInsideInclusivePrices() throws {
    let cart = [Self.stationeryAndAtlas[0], Self.stationeryAndAtlas[2]]
    let result = try Self.price(.deBookshop, to: "GB", on: "2026-09-15", cart, shipping: 1_990)
    #expect(result.decision?.isBelow == true && result.duty == 0 && result.importCharges == 0)
    #expect(result.vat.map(\.collection) == [.includedInPrice, .includedInPrice])
    #expect(result.vat.map(\.base) == [3_278, 5_002])
    #expect(result.sellerVAT == 546 && result.sellerVATIncluded == 546 && result.sellerVATAdded == 0)
  }

  @Test("Section 122 in force (2026-02-24 to 2026-07-23): 0.67 + 10% of 24.90 and of 29.80, books exempt: 6.14")
  func section122() throws {
    for day in ["2026-02-24", "2026-05-01", "2026-07-23"] {
      let result = try Self.price(.deBookshop, to: "US", on: day, Self.stationeryAndAtlas, shipping: 6_990)
      #expect(result.duty == 614, "\(day)")
    }
    for day in ["2026-07-24", "2026-08-01", "2026-02-23"] {
      let result = try Self.price(.deBookshop, to: "US", on: day, Self.stationeryAndAtlas, shipping: 6_990)
      #expect(result.duty == 67, "\(day)")
    }
  }
}
