import TestSupport
import Testing

@testable import CheckoutPricing

/// Worked examples of landed cost from their sources, to the cent, each on
/// a small book built here (`RateTables/README.md`, "Landed cost").
@Suite("Landed cost: worked examples")
struct LandedCostWorkedExampleTests {
  /// The minimal merchant in `currency` with `files` added.
  static func tables(currency: String, _ files: [String: String]) throws -> (LandedCostTables, Currency) {
    var all = try TestBooks.minimalMerchant()
    all["manifest.json"] = all["manifest.json"]!.replacingOccurrences(
      of: #""currency": "USD""#, with: #""currency": "\#(currency)""#)
    // The minimal merchant's prices are USD amounts; in INR they are read
    // as rupees, which is all these tests need of them.
    all.merge(files) { $1 }
    let book = try RateBook.load(from: .files(all))
    return (try #require(book.landedCost), book.merchant.currency)
  }

  static func day(_ text: String) throws -> Int { try #require(CalendarDate(iso: text)).dayNumber }

  static func line(
    _ value: Int64, quantity: Int64 = 1, hs: String?, origin: String? = "CN", weight: Weight? = nil,
    category: CategoryID = CategoryID(0), isGoods: Bool = true
  ) -> LandedCostRequest.Line {
    LandedCostRequest.Line(
      value: value, quantity: quantity, weight: weight, category: category, hsCode: hs.flatMap(HSCode.init),
      origin: origin.flatMap(CountryCode.init(rawValue:)), isGoods: isGoods)
  }

  static func request(
    to destination: String, on day: String, _ lines: [LandedCostRequest.Line], shipping: Int64, currency: Currency,
    terms: ImportTerms = ImportTerms(incoterm: .DDP, absorbsImportCharges: false), service: String? = "ground"
  ) throws -> LandedCostRequest {
    LandedCostRequest(
      destination: try #require(CountryCode(rawValue: destination)), day: try Self.day(day), lines: lines,
      shipping: shipping, service: service, terms: terms, currency: currency, roundingMode: .halfAwayFromZero,
      pricesIncludeTax: false)
  }

  /// What `tables` charge for the consignment ``request(to:on:_:shipping:currency:terms:service:)``
  /// makes: a destination the tables concern.
  static func priced(
    by tables: LandedCostTables, to destination: String, on day: String, _ lines: [LandedCostRequest.Line],
    shipping: Int64, currency: Currency, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> LandedCostResult {
    let request = try request(to: destination, on: day, lines, shipping: shipping, currency: currency)
    return try #require(try tables.landedCost(for: request), sourceLocation: sourceLocation)
  }

  // MARK: - The EU

  /// The Netherlands before and after 1 July 2026: up to €150 duty-free
  /// with VAT by IOSS (Council Regulation (EC) No 1186/2009, Art. 23;
  /// Directive 2006/112/EC, Art. 369l to 369x, as Directive (EU) 2017/2455
  /// inserted them), then the flat €3 per distinct tariff classification
  /// (Council Regulation (EU) 2026/382, applying 1 July 2026 to 1 July
  /// 2028). Third-country duties from TARIC: 6109 10 00 cotton T-shirts
  /// 12%, 9102 11 00 watches 4.5%. A merchant outside the EU pricing in
  /// euros.
  static let netherlands: [String: String] = [
    "import_regimes.csv": """
    destination,threshold,currency,measure,per,relieves,sellerCollectsVAT,flatDuty,flatDutyCurrency,dutyWaivedBelow,vatBase,dutyBase,from,until
    NL,150,EUR,goods,consignment,duty,belowThreshold,,,,goodsShippingDuty,goodsAndShipping,,2026-07-01
    NL,150,EUR,goods,consignment,none,belowThreshold,3,EUR,,goodsShippingDuty,goodsAndShipping,2026-07-01,2028-07-01

    """,
    "duty_rates.csv": """
    destination,hsPrefix,origin,rate,amount,per,layer,from,until,preference
    NL,6109,,12,,,base,,,
    NL,9102,,4.5,,,base,,,
    NL,6204,,8,,,base,,,

    """,
    "import_vat_rates.csv": "destination,category,rate,from,until\nNL,,21,,\n",
  ]

  /// Baker McKenzie, "EU low-value consignment relief abolished and EUR 3
  /// customs duty introduced from 1 July 2026" (Global Import Blog, 2 July
  /// 2026, retrieved 2026-11-29): "5 T-shirts attract EUR 3 (1 item),
  /// while 1 T-shirt plus 1 watch attracts EUR 6 (2 items)".
  @Test(
    "EU from 1 July 2026: five T-shirts of one classification pay €3, a T-shirt and a watch €6, and IOSS VAT is the seller's"
  )
  func euFlatDuty() throws {
    let (tables, euro) = try Self.tables(currency: "EUR", Self.netherlands)
    // Five T-shirts in two lines (two colours) of one classification.
    let shirts = try Self.priced(
      by: tables, to: "NL", on: "2026-07-15",
      [Self.line(3_000, quantity: 3, hs: "6109.10.00"), Self.line(2_000, quantity: 2, hs: "6109.10.00")], shipping: 500,
      currency: euro)
    #expect(shirts.decision?.isBelow == true)
    #expect(shirts.duty == 300)
    #expect(shirts.duties.count == 1)
    // IOSS: 21% of the goods with their delivery and the EUR 3 the shopper
    // pays at checkout (Directive 2006/112/EC Art. 78(a)), 58.00, charged
    // by the seller.
    #expect(shirts.sellerVAT == 1_218 && shirts.importVAT == 0)
    let pair = try Self.priced(
      by: tables, to: "NL", on: "2026-07-15", [Self.line(1_000, hs: "6109.10.00"), Self.line(8_000, hs: "9102.11.00")],
      shipping: 500, currency: euro)
    #expect(pair.duty == 600)
    #expect(pair.importCharges == 600)
  }

  @Test("EU before 1 July 2026: an IOSS sale up to €150 pays no duty and the destination's VAT at checkout")
  func iossSale() throws {
    let (tables, euro) = try Self.tables(currency: "EUR", Self.netherlands)
    let sale = try Self.priced(
      by: tables, to: "NL", on: "2026-03-01", [Self.line(4_000, hs: "6109.10.00")], shipping: 500, currency: euro)
    #expect(sale.duty == 0 && sale.duties.isEmpty)
    // 21% (the Netherlands' standard rate) of 45.00.
    #expect(sale.sellerVAT == 945 && sale.importVAT == 0 && sale.importCharges == 0)
  }

  /// DHL Express Netherlands, "How are import duties and VAT calculated?"
  /// (dhlexpress.nl, retrieved 2026-11-29): duty on the customs value,
  /// goods plus transport to the EU border; VAT on goods, transport and
  /// duty. Its example: 70,000 INR of goods, 6,792 INR freight, 8% duty
  /// 6,143.36, 21% VAT 17,416.43. A merchant pricing in rupees, €1 at
  /// 90 INR.
  @Test("The DHL Netherlands example: 8% duty 6,143.36 INR and 21% VAT 17,416.43 INR")
  func dhlNetherlands() throws {
    var files = Self.netherlands
    files["exchange_rates.csv"] = "currency,rate,from,until\nEUR,90,,\n"
    let (tables, rupee) = try Self.tables(currency: "INR", files)
    let result = try Self.priced(
      by: tables, to: "NL", on: "2026-03-01", [Self.line(7_000_000, hs: "6204.62", origin: "IN")], shipping: 679_200,
      currency: rupee)
    #expect(result.decision?.isBelow == false)
    #expect(result.duty == 614_336)
    #expect(result.duties.first?.base == 7_679_200)
    #expect(result.importVAT == 1_741_643)
    #expect(result.vat.first?.base == 8_293_536)
  }

  // MARK: - The UK

  /// GOV.UK, "VAT and overseas goods sold directly to customers in the
  /// UK" (retrieved 2026-11-29): from 1 January 2021 the seller charges
  /// VAT at the point of sale on consignments of £135 or less, and no
  /// customs duty is due on them; above £135 duty and import VAT are
  /// charged at the border. HMRC Notice 143, 2.3: "Customs duty becomes
  /// payable if the value of the goods is over £135 but duty is waived if
  /// the amount of duty calculated is less than £9". UK Trade Tariff
  /// 6109 10 00 10: 12%. A US merchant, £1 at 1.25 USD.
  static let unitedKingdom: [String: String] = [
    "import_regimes.csv": """
    destination,threshold,currency,measure,per,relieves,sellerCollectsVAT,dutyWaivedBelow,vatBase,dutyBase
    GB,135,GBP,goods,consignment,duty,belowThreshold,9,goodsShippingDuty,goodsAndShipping

    """,
    "duty_rates.csv": "destination,hsPrefix,origin,rate,layer\nGB,6109,,12,base\nGB,9102,,5,base\n",
    "import_vat_rates.csv": "destination,category,rate\nGB,,20\n",
    "exchange_rates.csv": "currency,rate\nGBP,1.25\n",
  ]

  @Test("UK: at or below £135 the seller charges VAT and no duty; above, duty and import VAT at the border")
  func ukThreshold() throws {
    let (tables, dollar) = try Self.tables(currency: "USD", Self.unitedKingdom)
    let below = try Self.priced(
      by: tables, to: "GB", on: "2026-03-01", [Self.line(16_000, hs: "6109.10.00")], shipping: 1_000, currency: dollar)
    #expect(below.duty == 0 && below.sellerVAT == 3_400 && below.importVAT == 0)
    let above = try Self.priced(
      by: tables, to: "GB", on: "2026-03-01", [Self.line(40_000, hs: "6109.10.00")], shipping: 1_000, currency: dollar)
    // 12% of 410.00; 20% of 410.00 + 49.20.
    #expect(above.duty == 4_920 && above.importVAT == 9_184 && above.sellerVAT == 0)
  }

  @Test("UK: £135 is 168.75 USD at 1.25; 168.75 is at the threshold and 168.76 above it")
  func ukThresholdFlipsExactly() throws {
    let (tables, dollar) = try Self.tables(currency: "USD", Self.unitedKingdom)
    for (value, isBelow) in [(16_875 as Int64, true), (16_876, false)] {
      let result = try Self.priced(
        by: tables, to: "GB", on: "2026-03-01", [Self.line(value, hs: "6109.10.00")], shipping: 1_000, currency: dollar)
      #expect(result.decision?.isBelow == isBelow, "\(value)")
    }
  }

  @Test("UK: a consignment's duty under £9 (11.25 USD) is waived; 11.25 itself is collected")
  func ukWaiver() throws {
    let (tables, dollar) = try Self.tables(currency: "USD", Self.unitedKingdom)
    // 5% of 224.80 is 11.24: waived, and the VAT is on 224.80 alone.
    let waived = try Self.priced(
      by: tables, to: "GB", on: "2026-03-01", [Self.line(21_480, hs: "9102.11.00")], shipping: 1_000, currency: dollar)
    #expect(waived.isDutyWaived && waived.duty == 0 && waived.importVAT == 4_496)
    // 5% of 225.00 is 11.25: £9 exactly, not less.
    let collected = try Self.priced(
      by: tables, to: "GB", on: "2026-03-01", [Self.line(21_500, hs: "9102.11.00")], shipping: 1_000, currency: dollar)
    #expect(!collected.isDutyWaived && collected.duty == 1_125 && collected.importVAT == 4_725)
  }

  // MARK: - The US

  /// Executive Order 14324 (30 July 2025), "Suspending Duty-Free De
  /// Minimis Treatment for All Countries", for goods entered from 12:01
  /// a.m. EDT on 29 August 2025; kept after the Supreme Court's IEEPA
  /// ruling of 20 February 2026. The Section 122 proclamation of 20
  /// February 2026: 10% ad valorem on top of other duties for 150 days,
  /// entries from 12:01 a.m. EST on 24 February 2026 to 12:01 a.m. EDT on
  /// 24 July 2026 (CBP guidance, 24 February 2026; heading 9903.03.01).
  /// HTSUS 6109.10.00: 16.5%. Duty on the goods alone (19 U.S.C.
  /// 1401a(b)(1): the transaction value leaves out international
  /// freight). An EU merchant in euros, $1 at 0.85 EUR.
  static let unitedStates: [String: String] = [
    "import_regimes.csv": """
    destination,threshold,currency,relieves,vatBase,dutyBase,from,until
    US,800,USD,both,goods,goods,,2025-08-29
    US,,USD,none,goods,goods,2025-08-29,

    """,
    "duty_rates.csv": """
    destination,hsPrefix,origin,rate,layer,from,until,preference
    US,610910,,16.5,base,,,
    US,,,10,additional,2026-02-24,2026-07-24,
    US,610910,CA,0,base,,,USMCA

    """,
    "exchange_rates.csv": "currency,rate\nUSD,0.85\n",
  ]

  @Test(
    "US: duty-free up to $800 until 28 August 2025, then 16.5% on the goods alone; plus 10% from 24 February to 23 July 2026",
    arguments: [
      ("2025-08-28", 0 as Int64), ("2025-08-29", 1_650), ("2026-02-23", 1_650), ("2026-02-24", 2_650),
      ("2026-07-23", 2_650), ("2026-07-24", 1_650),
    ])
  func unitedStatesDeMinimisAndSection122(_ day: String, _ duty: Int64) throws {
    let (tables, euro) = try Self.tables(currency: "EUR", Self.unitedStates)
    let result = try Self.priced(
      by: tables, to: "US", on: day, [Self.line(10_000, hs: "6109.10.00.12")], shipping: 1_500, currency: euro)
    #expect(result.duty == duty)
    #expect(result.importVAT == 0 && result.sellerVAT == 0)
  }

  @Test("A row for the line's origin beats a row for any origin; a preference is kept for explain")
  func originBeatsAnyOrigin() throws {
    let (tables, euro) = try Self.tables(currency: "EUR", Self.unitedStates)
    let result = try Self.priced(
      by: tables, to: "US", on: "2025-09-01", [Self.line(10_000, hs: "6109.10.00.12", origin: "CA")], shipping: 0,
      currency: euro)
    #expect(result.duty == 0)
    #expect(result.duties.first?.source == .row(line: 4, layer: .base, preference: "USMCA"))
  }

  // MARK: - The rules around the examples

  @Test(
    "The longest matching prefix wins among rows for any origin, and a specific duty per kg is exact before rounding")
  func longestPrefixAndSpecificDuty() throws {
    let (tables, dollar) = try Self.tables(
      currency: "USD",
      [
        "duty_rates.csv": """
        destination,hsPrefix,origin,rate,amount,per,layer
        GB,61,,10,,,base
        GB,6109.10,,12,,,base
        GB,,,,0.50,kg,additional

        """
      ])
    let result = try Self.priced(
      by: tables, to: "GB", on: "2026-03-01",
      [Self.line(10_000, quantity: 3, hs: "6109.10.00", weight: Weight(quanta: 250 * WeightUnit.gram.quanta))],
      shipping: 0, currency: dollar)
    // 12% of 100.00, and 0.50 a kg of 0.75 kg = 0.375, rounded once.
    #expect(result.duties.map(\.amount) == [1_200, 38])
  }

  @Test(
    "A line without a classification is refused or pending as the merchant says, never duty-free; a gift card needs none"
  )
  func unclassifiedLines() throws {
    let (tables, dollar) = try Self.tables(currency: "USD", Self.unitedKingdom)
    let lines = [
      Self.line(40_000, hs: "6109.10.00"), Self.line(5_000, hs: nil), Self.line(2_500, hs: nil, isGoods: false),
    ]
    let result = try Self.priced(by: tables, to: "GB", on: "2026-03-01", lines, shipping: 0, currency: dollar)
    #expect(result.status == .refused(lines: [1]))
    #expect(result.importCharges == 0 && result.duties.isEmpty)
  }

  @Test("A destination no table names costs nothing at its border")
  func otherDestination() throws {
    let (tables, dollar) = try Self.tables(currency: "USD", Self.unitedKingdom)
    #expect(
      try tables.landedCost(
        for: Self.request(
          to: "CA", on: "2026-03-01", [Self.line(40_000, hs: "6109.10.00")], shipping: 0, currency: dollar))
        == nil)
  }
}
