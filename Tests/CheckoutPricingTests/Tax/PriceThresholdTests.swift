import DecimalReference
import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Rows of `tax_rates.csv` with `maxUnitPrice` (RateTables/README.md,
/// "Price thresholds and tax holidays"): a unit priced at most the
/// threshold takes the row, a unit above it the component's row without
/// one; with `from` and `until` the threshold is a holiday.
@Suite("Price thresholds")
struct PriceThresholdTests {
  static let header = "jurisdiction,component,label,level,category,rate,from,until,maxUnitPrice,maxUnitPriceBasis"

  /// New York City's shape: clothing under $110 exempt from the state's 4%
  /// and the city's 4.5% (N.Y. Tax Law 1115(a)(30)), on the basis given.
  static func newYorkRates(basis: String = "discounted") -> String {
    """
    \(header)
    us-ga,state,State,state,standard,4,,,,
    us-ga,state,State,state,clothing,4,,,,
    us-ga,state,State,state,clothing,0,,,109.99,\(basis)
    us-ga,city,City,city,standard,4.5,,,,
    us-ga,city,City,city,clothing,4.5,,,,
    us-ga,city,City,city,clothing,0,,,109.99,\(basis)

    """
  }

  /// Texas's shape: clothing under $100 exempt on the holiday's three days
  /// only (Tex. Tax Code 151.326).
  static let texasRates = """
    \(header)
    us-ga,state,State,state,standard,6.25,,,,
    us-ga,state,State,state,clothing,6.25,,,,
    us-ga,state,State,state,clothing,0,2027-08-06,2027-08-09,99.99,

    """

  /// The minimal merchant with `rates`, shipping untaxed so that the tax is
  /// the lines', and a 10% off clothing coupon.
  static func files(rates: String) throws -> [String: String] {
    var files = try TestBooks.minimalMerchant()
    files["tax_jurisdictions.csv"] = "jurisdiction,label,shipping\nus-ga,Georgia,exempt\n"
    files["tax_rates.csv"] = rates
    files["coupons.csv"] = "code,label,kind,value,categories\nWEAR10,10% off clothing,percentOffLine,10,clothing\n"
    return files
  }

  static func engine(rates: String) throws -> PricingEngine {
    PricingEngine(book: try RateBook.load(from: .files(files(rates: rates))))
  }

  static func clothing(_ minorUnits: Int64, quantity: Int64 = 1) -> CartLine {
    CartLine(
      id: "boots", label: "Boots", unitPrice: Amount(uncheckedMinorUnits: minorUnits, exponent: 2),
      quantity: quantity, category: "clothing")
  }

  static func tax(
    _ engine: PricingEngine, _ lines: [CartLine], coupon: String? = nil, at instant: Date = QuoteFixtures.asOf
  ) -> Amount? {
    engine.quote(
      QuoteRequest(
        event: .shippingContactSelected, asOf: instant, cart: Cart(lines: lines),
        shippingContact: QuoteFixtures.atlanta, couponCode: coupon)
    ).breakdown.tax?.total
  }

  /// Each case: the unit price and quantity, and the tax. Under the
  /// threshold both components' clothing rows are 0%; over it, both
  /// charge: 110.00 × 8.5% = 9.35; 330.00 × 8.5% = 28.05. Three units at
  /// 109.99 (329.97) are each under $110, three at 110.00 each at it.
  static let newYorkCases: [(price: Int64, quantity: Int64, tax: String)] = [
    (10_999, 1, "0.00"), (11_000, 1, "9.35"), (10_999, 3, "0.00"), (11_000, 3, "28.05"),
  ]

  @Test(
    "A unit at the threshold takes the threshold row, a cent above it the row without one, per unit of the line",
    arguments: newYorkCases.indices)
  func underAndOver(_ index: Int) throws {
    let (price, quantity, expected) = Self.newYorkCases[index]
    let engine = try Self.engine(rates: Self.newYorkRates())
    #expect(Self.tax(engine, [Self.clothing(price, quantity: quantity)]) == usd(expected), "\(price) × \(quantity)")
  }

  @Test("A component without a threshold row keeps taxing units under the threshold")
  func componentWithoutThreshold() throws {
    // The city's clothing row has no threshold: 109.99 × 4.5% = 4.94955.
    let rates = Self.newYorkRates().replacingOccurrences(
      of: "us-ga,city,City,city,clothing,0,,,109.99,discounted\n", with: "")
    let engine = try Self.engine(rates: rates)
    #expect(Self.tax(engine, [Self.clothing(10_999)]) == usd("4.95"))
    #expect(Self.tax(engine, [Self.clothing(11_000)]) == usd("9.35"))
  }

  @Test(
    "A seller's coupon that brings a $120.00 line to $108.00 puts it under a discounted threshold, not a listed one")
  func couponAndBasis() throws {
    let discounted = try Self.engine(rates: Self.newYorkRates(basis: "discounted"))
    let listed = try Self.engine(rates: Self.newYorkRates(basis: "listed"))
    let empty = try Self.engine(rates: Self.newYorkRates(basis: ""))
    // 108.00 × 0% under the threshold; 108.00 × 8.5% = 9.18 over it.
    #expect(Self.tax(discounted, [Self.clothing(12_000)], coupon: "WEAR10") == usd("0.00"))
    #expect(Self.tax(listed, [Self.clothing(12_000)], coupon: "WEAR10") == usd("9.18"))
    #expect(Self.tax(empty, [Self.clothing(12_000)], coupon: "WEAR10") == usd("0.00"), "discounted is the default")
    // Without the coupon both bases agree: 120.00 × 8.5% = 10.20.
    #expect(Self.tax(listed, [Self.clothing(12_000)]) == usd("10.20"))
    #expect(Self.tax(discounted, [Self.clothing(12_000)]) == usd("10.20"))
  }

  /// Each case: an instant, in the merchant's New York time, and whether
  /// the holiday holds it: from 00:00 on Friday 2027-08-06 to 23:59 on
  /// Sunday 2027-08-08.
  static let edgeInstants: [(instant: String, isHoliday: Bool)] = [
    ("2027-08-06T03:59:00Z", false), ("2027-08-06T04:00:00Z", true), ("2027-08-09T03:59:00Z", true),
    ("2027-08-09T04:00:00Z", false),
  ]

  @Test("A date across a holiday's edges picks exactly one row", arguments: edgeInstants.indices)
  func holidayEdges(_ index: Int) throws {
    let (text, isHoliday) = Self.edgeInstants[index]
    let instant = try #require(ISO8601DateFormatter().date(from: text))
    let engine = try Self.engine(rates: Self.texasRates)
    // 99.99 × 6.25% = 6.249375; 100.00 × 6.25% = 6.25 on any day.
    #expect(Self.tax(engine, [Self.clothing(9_999)], at: instant) == usd(isHoliday ? "0.00" : "6.25"), "\(text)")
    #expect(Self.tax(engine, [Self.clothing(10_000)], at: instant) == usd("6.25"), "\(text)")
  }

  @Test("explain names the threshold row a line took, with its threshold, basis and the line, and no row no line took")
  func explainNamesTheRow() throws {
    let engine = try Self.engine(rates: Self.texasRates)
    let instant = try #require(ISO8601DateFormatter().date(from: "2027-08-07T12:00:00Z"))
    func text(_ minorUnits: Int64) -> String {
      engine.explain(
        QuoteRequest(
          event: .shippingContactSelected, asOf: instant, cart: Cart(lines: [Self.clothing(minorUnits)]),
          shippingContact: QuoteFixtures.atlanta)
      ).text
    }
    let under = text(9_999)
    #expect(
      under.contains(
        "threshold rate tax_rates.csv:4: State clothing 0% on units at most 99.99 discounted, from 2027-08-06 until 2027-08-09: boots"
      ), "\(under)")
    let over = text(10_000)
    #expect(!over.contains("threshold rate"), "\(over)")
  }

  /// The diagnostics of loading `rates`, which must fail.
  static func loadErrors(_ rates: String) throws -> [Diagnostic] {
    try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files(rates: rates))) }.diagnostics
  }

  @Test("A threshold row without a row for its component and category without a threshold is a load error at its cell")
  func thresholdWithoutPlainRow() throws {
    let diagnostics = try Self.loadErrors(
      """
      \(Self.header)
      us-ga,state,State,state,standard,4,,,,
      us-ga,state,State,state,clothing,0,,,109.99,

      """)
    // Column 38: the ninth cell of "us-ga,state,State,state,clothing,0,,,109.99,".
    #expect(
      diagnostics.contains {
        $0.description.hasPrefix("tax_rates.csv:3:38: error:") && $0.message.contains("none without one")
      }, "\(diagnostics)")
  }

  @Test("A threshold row whose row without a threshold is not in force on its days is a load error")
  func thresholdOutlivesPlainRow() throws {
    let diagnostics = try Self.loadErrors(
      """
      \(Self.header)
      us-ga,state,State,state,standard,4,,,,
      us-ga,state,State,state,clothing,4,,2027-08-07,,
      us-ga,state,State,state,clothing,0,2027-08-06,2027-08-09,99.99,

      """)
    #expect(diagnostics.contains { $0.location.line == 4 && $0.message.contains("none without one") }, "\(diagnostics)")
  }

  @Test("Two threshold rows of one component and category in force on one day are a load error naming both lines")
  func overlappingThresholds() throws {
    let diagnostics = try Self.loadErrors(
      """
      \(Self.header)
      us-ga,state,State,state,standard,4,,,,
      us-ga,state,State,state,clothing,4,,,,
      us-ga,state,State,state,clothing,0,2027-08-06,2027-08-09,99.99,
      us-ga,state,State,state,clothing,0,2027-08-08,2027-08-10,99.99,

      """)
    #expect(
      diagnostics.contains {
        $0.description.hasPrefix("tax_rates.csv:5:") && $0.message.contains("tax_rates.csv:4:")
          && $0.message.contains("overlap")
      }, "\(diagnostics)")
  }

  @Test("A threshold row and a row without one for the same days are not an overlap")
  func thresholdAndPlainRowCoexist() throws {
    _ = try Self.engine(rates: Self.texasRates)
    _ = try Self.engine(rates: Self.newYorkRates())
  }

  @Test("Two components' thresholds of one category that differ are a load error naming both cells")
  func disagreeingThresholds() throws {
    let diagnostics = try Self.loadErrors(
      Self.newYorkRates().replacingOccurrences(
        of: "us-ga,city,City,city,clothing,0,,,109.99,discounted", with: "us-ga,city,City,city,clothing,0,,,99.99,"))
    #expect(
      diagnostics.contains {
        $0.description.hasPrefix("tax_rates.csv:7:") && $0.message.contains("tax_rates.csv:4:")
      }, "\(diagnostics)")
  }

  @Test(
    "A bad maxUnitPrice or maxUnitPriceBasis, or a basis without a threshold, is a load error at its cell",
    arguments: [
      ("us-ga,state,State,state,clothing,0,,,ten,", "tax_rates.csv:4:38:"),
      ("us-ga,state,State,state,clothing,0,,,-1.00,", "tax_rates.csv:4:38:"),
      ("us-ga,state,State,state,clothing,0,,,99.999,", "tax_rates.csv:4:38:"),
      ("us-ga,state,State,state,clothing,0,,,99.99,retail", "tax_rates.csv:4:44:"),
      ("us-ga,state,State,state,standard,5,,,,listed", "tax_rates.csv:4:39:"),
    ])
  func badCells(row: String, prefix: String) throws {
    let rates = """
      \(Self.header)
      us-ga,state,State,state,standard,4,,,,
      us-ga,state,State,state,clothing,4,,,,
      \(row)

      """
    let diagnostics = try Self.loadErrors(rates)
    #expect(diagnostics.contains { $0.description.hasPrefix(prefix + " error:") }, "\(diagnostics)")
  }

  @Test("Units under and over a threshold are taxed by the right row, as the Decimal reference computes")
  func unitsAgainstReference() throws {
    let book = try RateBook.load(from: .files(Self.files(rates: Self.newYorkRates())))
    let holidayBook = try RateBook.load(from: .files(Self.files(rates: Self.texasRates)))
    let destination = try Destination(contact: QuoteFixtures.atlanta)
    let days = ["2027-08-05T12:00:00Z", "2027-08-06T12:00:00Z", "2027-08-08T12:00:00Z", "2027-08-09T12:00:00Z"]
    let instants = try days.map { try #require(ISO8601DateFormatter().date(from: $0)) }
    var under = 0
    var over = 0
    forAllSeededCases(count: 2_000) { rng in
      let isHoliday = Bool.random(using: &rng)
      let (current, limit): (RateBook, Int64) = isHoliday ? (holidayBook, 9_999) : (book, 10_999)
      let instant = instants.randomElement(using: &rng)!
      let lines = (0..<Int.random(in: 1...4, using: &rng)).map { index in
        let quantity = Int64.random(in: 1...4, using: &rng)
        // Around the threshold: a line's amount a few cents either side
        // of the threshold times its units, or anywhere below $300.
        let amount =
          Bool.random(using: &rng)
          ? limit * quantity + Int64.random(in: -3...3, using: &rng)
          : Int64.random(in: 0...30_000, using: &rng) * quantity
        let category = Int.random(in: 0..<4, using: &rng) == 0 ? "standard" : "clothing"
        return LineAmount(
          id: "line-\(index)", category: category, amount: Amount(uncheckedMinorUnits: amount, exponent: 2),
          quantity: quantity)
      }
      let jurisdiction = try #require(current.taxJurisdiction(for: destination)).jurisdiction
      let day = try #require(current.shipping.localTime(at: instant)?.dayNumber)
      let result = try current.tax(
        for: TaxRequest(destination: destination, lines: lines),
        categories: lines.map { current.categories.id(of: $0.category) }, in: jurisdiction.onDay(day),
        dependsOnFullPostcode: false)
      let reference = DecimalReference.tax(
        lines: lines.map {
          DecimalReference.TaxLine(
            id: $0.id, category: $0.category, amount: $0.amount.decimal, quantity: Int($0.quantity))
        }, shipping: 0, destination: destination, book: current, asOf: instant)
      for (index, line) in lines.enumerated() {
        let taxed = try #require(result.lines.first { $0.id == line.id }).tax.decimal
        try #require(taxed == reference.lines[index], "\(line.amount) × \(line.quantity) on \(instant)")
        let isUnder = line.category == "clothing" && line.amount.minorUnits <= limit * line.quantity
        if isUnder { under += 1 } else { over += 1 }
      }
      try #require(result.total.decimal == reference.total)
    }
    #expect(under > 500 && over > 500, "under \(under), over \(over)")
  }
}
