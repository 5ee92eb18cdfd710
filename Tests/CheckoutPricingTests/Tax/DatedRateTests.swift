import DecimalReference
import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Rows of `tax_rates.csv` with `from` and `until` (RateTables/README.md,
/// "Rates that change on a date"): the quote's day in the merchant's time
/// zone picks the row, `from` included and `until` excluded.
@Suite("Dated tax rates")
struct DatedRateTests {
  /// The minimal merchant in `timeZone`, its Georgia rate 4% until `change`
  /// and 5% from it, shipping untaxed so that the tax is the line's.
  static func files(timeZone: String = "America/New_York", change: String) throws -> [String: String] {
    var files = try TestBooks.minimalMerchant(replacingInManifest: "America/New_York", with: timeZone)
    files["tax_jurisdictions.csv"] = "jurisdiction,label,shipping\nus-ga,Georgia,exempt\n"
    files["tax_rates.csv"] = """
      jurisdiction,component,label,level,category,rate,from,until
      us-ga,state,Georgia,state,standard,4,,\(change)
      us-ga,state,Georgia,state,standard,5,\(change),

      """
    return files
  }

  static func quote(_ engine: PricingEngine, at instant: Date) -> Quote {
    engine.quote(
      QuoteRequest(
        event: .shippingContactSelected, asOf: instant, cart: Cart(lines: [QuoteFixtures.line("tent", 10_000)]),
        shippingContact: QuoteFixtures.atlanta))
  }

  static func instant(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text), "\(text)")
  }

  /// Each case: the zone, the day of the change, the last minute before it
  /// and the first instant of it, in UTC. America/Havana moves its clocks
  /// at midnight: 23:59 on 2027-03-13 is standard time (UTC-5) and the
  /// 14th begins at 01:00 daylight time (UTC-4), one minute later. New York
  /// changes at 02:00, so 2027-01-01 falls in standard time (UTC-5) and
  /// 2027-04-01 in daylight time (UTC-4); a day taken in UTC, or with the
  /// winter offset all year, would put either instant on the wrong side.
  static let changes: [(zone: String, change: String, before: String, after: String)] = [
    ("America/Havana", "2027-03-14", "2027-03-14T04:59:00Z", "2027-03-14T05:00:00Z"),
    ("America/New_York", "2027-01-01", "2027-01-01T04:59:00Z", "2027-01-01T05:00:00Z"),
    ("America/New_York", "2027-04-01", "2027-04-01T03:59:00Z", "2027-04-01T04:00:00Z"),
  ]

  @Test(
    "A quote at 23:59 the day before a change and one at the change's first minute differ exactly by the rate change, in the merchant's time zone across DST",
    arguments: changes.indices)
  func changeAtLocalMidnight(_ index: Int) throws {
    let (zone, change, before, after) = Self.changes[index]
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files(timeZone: zone, change: change))))
    let old = Self.quote(engine, at: try Self.instant(before))
    let new = Self.quote(engine, at: try Self.instant(after))
    // $100.00 at 4% and at 5%.
    #expect(old.breakdown.tax?.total == usd("4.00"), "\(zone) \(before)")
    #expect(new.breakdown.tax?.total == usd("5.00"), "\(zone) \(after)")
    let oldTotal = try #require(old.total?.amount)
    let newTotal = try #require(new.total?.amount)
    #expect(try newTotal.subtracting(oldTotal) == usd("1.00"))
    // An hour either side stays on its side.
    let hour: TimeInterval = 3_600
    #expect(Self.quote(engine, at: try Self.instant(before) - hour).breakdown.tax?.total == usd("4.00"))
    #expect(Self.quote(engine, at: try Self.instant(after) + hour).breakdown.tax?.total == usd("5.00"))
  }

  @Test("explain names the dated row a quote used, by line of tax_rates.csv")
  func explainNamesTheRow() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(Self.files(change: "2027-04-01"))))
    func text(_ instant: String) throws -> String {
      engine.explain(
        QuoteRequest(
          event: .shippingContactSelected, asOf: try Self.instant(instant),
          cart: Cart(lines: [QuoteFixtures.line("tent", 10_000)]), shippingContact: QuoteFixtures.atlanta)
      ).text
    }
    let before = try text("2027-03-01T12:00:00Z")
    let after = try text("2027-05-01T12:00:00Z")
    #expect(before.contains("dated rate tax_rates.csv:2: Georgia standard 4%, until 2027-04-01"), "\(before)")
    #expect(!before.contains("tax_rates.csv:3"), "\(before)")
    #expect(after.contains("dated rate tax_rates.csv:3: Georgia standard 5%, from 2027-04-01"), "\(after)")
  }

  @Test("Two rows of one component and category whose days overlap are a load error naming both lines")
  func overlapIsAnError() throws {
    var files = try TestBooks.minimalMerchant()
    files["tax_rates.csv"] = """
      jurisdiction,component,label,level,category,rate,from,until
      us-ga,state,Georgia,state,standard,4,2027-01-01,2027-04-02
      us-ga,state,Georgia,state,standard,5,2027-04-01,

      """
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(
      error.diagnostics.contains {
        $0.description.hasPrefix("tax_rates.csv:3:27: error:") && $0.message.contains("tax_rates.csv:2:27")
      }, "\(error)")
  }

  @Test("A dated row and an undated one of one component and category overlap")
  func datedAndUndatedOverlap() throws {
    var files = try TestBooks.minimalMerchant()
    files["tax_rates.csv"] = """
      jurisdiction,component,label,level,category,rate,from,until
      us-ga,state,Georgia,state,standard,4,,
      us-ga,state,Georgia,state,standard,0,2027-08-07,2027-08-10

      """
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(error.diagnostics.contains { $0.message.contains("overlap") && $0.location.line == 3 }, "\(error)")
  }

  @Test(
    "A row whose until is not after its from, or whose day is not a date, is an error at its cell",
    arguments: [("2027-04-01", "2027-04-01", 49), ("2027-04-02", "2027-04-01", 49), ("2027-02-30", "", 38)])
  func badDays(_ from: String, _ until: String, _ column: Int) throws {
    var files = try TestBooks.minimalMerchant()
    files["tax_rates.csv"] = """
      jurisdiction,component,label,level,category,rate,from,until
      us-ga,state,Georgia,state,standard,4,\(from),\(until)

      """
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(error.diagnostics.contains { $0.description.hasPrefix("tax_rates.csv:2:\(column): error:") }, "\(error)")
  }

  @Test("The tax stage asked without a day for a jurisdiction with dated rows is an error at asOf, not a guess")
  func taxRequestNeedsADay() throws {
    let book = try RateBook.load(from: .files(Self.files(change: "2027-04-01")))
    let destination = try Destination(contact: QuoteFixtures.atlanta)
    let line = LineAmount(id: "tent", category: "standard", amount: usd("100.00"))
    let error = try #require(throws: QuoteError.self) {
      try book.tax(for: TaxRequest(destination: destination, lines: [line]))
    }
    #expect(error.path == "asOf", "\(error)")
    let dated = try book.tax(
      for: TaxRequest(destination: destination, lines: [line], asOf: try Self.instant("2027-04-01T04:00:00Z")))
    #expect(dated.total == usd("5.00"))
  }

  @Test("A jurisdiction without dated rows has no periods: its quotes take the path they took before")
  func undatedHasNoPeriods() throws {
    let book = try RateBook.load(from: .files(TestBooks.minimalMerchant()))
    let georgia = try #require(book.tax.jurisdictions.first)
    #expect(georgia.periods == nil)
    #expect(georgia.onDay(0) === georgia)
  }

  /// Random tables of a dated state component over a few random periods
  /// (some with gaps) beside an undated county one, rows shuffled, and
  /// random days: the generator's own list of periods says which row is
  /// in force, and `DecimalReference`, reading the public rows with
  /// Foundation's calendar, agrees on every figure.
  @Test(
    "A day picks exactly the one row in force for each component and category, or none in a gap, as the Decimal reference does"
  )
  func aDayPicksOneRow() throws {
    for seed in UInt64(0)..<100 {
      var rng = SeededGenerator(seed: seed)
      var files = try TestBooks.minimalMerchant()
      // Boundaries in 2027, ascending and distinct.
      let base = try #require(CalendarDate(iso: "2027-01-01")).dayNumber
      var days = Set<Int>()
      while days.count < Int.random(in: 2...6, using: &rng) { days.insert(base + Int.random(in: 0..<365, using: &rng)) }
      let boundaries = days.sorted()
      var rows = [
        "jurisdiction,component,label,level,category,rate,from,until", "us-ga,county,Fulton,county,standard,1,,",
      ]
      var expected: [(from: Int, until: Int, percent: Int)] = []
      for (from, until) in zip(boundaries, boundaries.dropFirst()) where Bool.random(using: &rng) || expected.isEmpty {
        let percent = Int.random(in: 1...9, using: &rng)
        let fromText = try #require(CalendarDate(dayNumber: from)).description
        let untilText = try #require(CalendarDate(dayNumber: until)).description
        rows.append("us-ga,state,Georgia,state,standard,\(percent),\(fromText),\(untilText)")
        expected.append((from, until, percent))
      }
      rows = [rows[0]] + rows.dropFirst().shuffled(using: &rng)
      files["tax_rates.csv"] = rows.joined(separator: "\n") + "\n"
      let book = try RateBook.load(from: .files(files))
      let destination = try Destination(contact: QuoteFixtures.atlanta)
      for _ in 0..<20 {
        let day = boundaries[0] + Int.random(in: -3..<(boundaries.last! - boundaries[0] + 3), using: &rng)
        let date = try #require(CalendarDate(dayNumber: day))
        // Noon in New York on that day.
        let instant = try Self.instant("\(date)T12:00:00-05:00")
        let inForce = expected.filter { $0.from <= day && day < $0.until }
        try #require(inForce.count <= 1, "seed \(seed)")
        let tax = try book.tax(
          for: TaxRequest(
            destination: destination, lines: [LineAmount(id: "a", category: "standard", amount: usd("100.00"))],
            asOf: instant))
        try #require(
          tax.total == usd("\((inForce.first?.percent ?? 0) + 1).00"), "seed \(seed) day \(date): \(tax.total)")
        try #require(tax.components.count == inForce.count + 1, "seed \(seed) day \(date)")
        let reference = DecimalReference.tax(
          lines: [DecimalReference.TaxLine(id: "a", category: "standard", amount: 100)], shipping: 0,
          destination: destination, book: book, asOf: instant)
        try #require(reference.total == tax.total.decimal, "seed \(seed) day \(date): reference \(reference.total)")
        try #require(
          reference.components.map(\.tax) == tax.components.map(\.tax.decimal), "seed \(seed) day \(date)")
        let dated = try #require(tax.jurisdiction).datedRates
        try #require(dated.count == inForce.count && dated.allSatisfy { $0.applies(on: date) }, "seed \(seed)")
      }
    }
  }

  /// Georgia's state rate ends on 2027-04-01 with no row after it; the
  /// county's undated rate goes on.
  static func endingFiles(followedBy next: String = "") throws -> [String: String] {
    var files = try TestBooks.minimalMerchant()
    files["tax_rates.csv"] = """
      jurisdiction,component,label,level,category,rate,from,until
      us-ga,state,Georgia,state,standard,4,,2027-04-01
      us-ga,county,Fulton,county,standard,1,,
      \(next)
      """
    return files
  }

  @Test(
    "A component whose rows end within 30 days of the day given, with none after, is a warning at the row that ends",
    arguments: [("2027-03-10", true), ("2027-03-02", true), ("2027-03-01", false), ("2027-04-01", false)])
  func gapWarning(_ day: String, _ warns: Bool) throws {
    let book = try RateBook.load(from: .files(Self.endingFiles()))
    let warnings = book.taxGapWarnings(asOf: try #require(CalendarDate(iso: day)))
    if warns {
      try #require(warnings.count == 1, "\(warnings)")
      #expect(
        warnings[0].description.hasPrefix("tax_rates.csv:2: warning: 'us-ga' has no 'state' rate from 2027-04-01"))
    } else {
      #expect(warnings.isEmpty, "\(warnings)")
    }
    let followed = try RateBook.load(
      from: .files(Self.endingFiles(followedBy: "us-ga,state,Georgia,state,standard,5,2027-04-01,\n")))
    #expect(followed.taxGapWarnings(asOf: try #require(CalendarDate(iso: day))).isEmpty)
  }

  @Test("validate --as-of warns of a rate that stops within 30 days of that day, and refuses a day that is not one")
  func validateAsOf() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dated-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in try Self.endingFiles() {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let warned = runTool(["validate", "--as-of", "2027-03-10", folder.path])
    #expect(warned.status == 0, "\(warned)")
    #expect(
      warned.errors.contains("tax_rates.csv:2: warning: 'us-ga' has no 'state' rate from 2027-04-01"), "\(warned)")
    let quiet = runTool(["validate", "--as-of=2027-01-05", folder.path])
    #expect(quiet.status == 0 && !quiet.errors.contains("tax_rates.csv"), "\(quiet)")
    let refused = runTool(["validate", "--as-of", "2027-13-01", folder.path])
    #expect(refused.status == 2 && refused.errors.contains("--as-of '2027-13-01'"), "\(refused)")
  }
}
