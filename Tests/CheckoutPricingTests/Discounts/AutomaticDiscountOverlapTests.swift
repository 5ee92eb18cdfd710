import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// An automatic discount that another row repeats under a new label, or
/// with a window that overlaps its own, is taken twice from the orders of
/// the shared days: a warning, since a merchant may mean it.
@Suite("Automatic discounts that would stack")
struct AutomaticDiscountOverlapTests {
  /// The US sample's coupons, whose Black Friday row (line 14) is its one
  /// automatic discount, with `rows` added after it (from line 15).
  static func book(adding rows: [String]) throws -> RateBook {
    var files = SampleMerchant.usOutfitters.files
    let coupons = try #require(files["coupons.csv"])
    files["coupons.csv"] = coupons + rows.map { $0 + "\n" }.joined()
    return try RateBook.load(from: .files(files))
  }

  static let blackFriday =
    ",Black Friday: $20 off orders of $200 or more,fixedOffOrder,20.00,200.00,2026-11-27,2026-11-30,,,,,,yes"

  @Test(
    "A copy of an automatic discount that differs in its label or overlaps its days warns at the copy, naming the first",
    arguments: [
      ",Black Friday weekend,fixedOffOrder,20.00,200.00,2026-11-27,2026-11-30,,,,,,yes",
      ",Black Friday: $20 off orders of $200 or more,fixedOffOrder,20.00,200.00,2026-11-28,2026-12-01,,,,,,yes",
      ",Cyber days,fixedOffOrder,20.00,200.00,2026-11-30,,,,,,,yes",
      ",Holiday season,fixedOffOrder,20.00,200.00,,,,,,,,yes",
    ])
  func overlappingCopyWarns(row: String) throws {
    let book = try Self.book(adding: [row])
    let warning = try #require(book.warnings.first, "no warning for \(row)")
    #expect(book.warnings.count == 1)
    #expect(warning.location.file == "coupons.csv")
    #expect(warning.location.line == 15)
    #expect(warning.message.contains("line 14"), "\(warning.message)")
    // Both load: the merchant may mean them to stack.
    #expect(book.discounts.automatic.count == 2)
  }

  @Test(
    "Automatic discounts that differ in kind, value, minimum or lines, whose days do not meet, or that do not combine, load without a warning",
    arguments: [
      ",Black Friday: $25 off,fixedOffOrder,25.00,200.00,2026-11-27,2026-11-30,,,,,,yes",
      ",Black Friday: 20% off,percentOffOrder,20,200.00,2026-11-27,2026-11-30,,,,,,yes",
      ",Black Friday: $20 off $300,fixedOffOrder,20.00,300.00,2026-11-27,2026-11-30,,,,,,yes",
      ",Black Friday snacks,fixedOffOrder,20.00,200.00,2026-11-27,2026-11-30,groceries,,,,,yes",
      ",December: $20 off orders of $200 or more,fixedOffOrder,20.00,200.00,2026-12-01,2026-12-31,,,,,,yes",
      ",Early November,fixedOffOrder,20.00,200.00,,2026-11-26,,,,,,yes",
      // Not combinable: it is never chosen beside Black Friday, so never stacks.
      ",Black Friday (no other discount),fixedOffOrder,20.00,200.00,2026-11-27,2026-11-30,,,,,,no",
    ])
  func distinctDiscountsAreQuiet(row: String) throws {
    let book = try Self.book(adding: [row])
    #expect(book.warnings.isEmpty, "\(book.warnings)")
    #expect(book.discounts.automatic.count == 2)
  }

  @Test(
    "Overlap is found per group of the same terms: each of 50,000 one-day rows meets only its neighbours' days",
    .longRunning)
  func manyRowsAreCheckedByGroup() throws {
    // Rows of one group, each a day apart except every tenth, which
    // repeats its predecessor's day: 5,000 warnings, none for the rest.
    var rows: [String] = []
    var day = try #require(CalendarDate(year: 2030, month: 1, day: 1))
    for index in 1...50_000 {
      if index % 10 != 0 { day = try #require(day.nextDay) }
      rows.append(",Daily \(index),fixedOffOrder,1.00,,\(day),\(day),,,,,,yes")
    }
    let book = try Self.book(adding: rows)
    // The first 20 of one kind are kept, the rest counted.
    let kept = book.warnings.dropLast()
    #expect(kept.map(\.location.line) == (1...20).map { 14 + 10 * $0 })
    #expect(kept.allSatisfy { $0.message.contains("line \($0.location.line - 1)") })
    #expect(
      book.warnings.last?.message.hasPrefix("and 4,980 more like") == true, "\(book.warnings.last?.message ?? "")")
  }
}
