import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// Loading dated rows of `tax_rates.csv` grows as *n* log *n*: the overlap
/// check sorts a component's rows by their first day, and the periods are
/// built by a sweep over the days, not by filtering every row per period.
@Suite("Dated tax rates at scale")
struct DatedRateScalingTests {
  /// The minimal merchant with `count` consecutive one-day rows of one
  /// component and category from 1 January 1990.
  static func files(count: Int) throws -> [String: String] {
    var files = try TestBooks.minimalMerchant()
    var rates = "jurisdiction,component,label,level,category,rate,from,until\n"
    let first = try #require(CalendarDate(iso: "1990-01-01")).dayNumber
    for day in first..<(first + count) {
      let from = try #require(CalendarDate(dayNumber: day))
      let until = try #require(CalendarDate(dayNumber: day + 1))
      rates += "us-ga,state,Georgia,state,standard,4,\(from),\(until)\n"
    }
    files["tax_rates.csv"] = rates
    return files
  }

  /// The shortest of three loads of `files`.
  static func loadTime(_ files: [String: String]) throws -> Duration {
    var best = Duration.seconds(1_000)
    for _ in 0..<3 {
      let elapsed = try ContinuousClock().measure { _ = try RateBook.load(from: .files(files)) }
      best = min(best, elapsed)
    }
    return best
  }

  @Test("Eight times the dated rows load in well under sixty-four times the time")
  func growsAsNLogN() throws {
    let small = try Self.files(count: 1_000)
    let large = try Self.files(count: 8_000)
    // Linear is 8 (n log n about 10), quadratic 64, less the cost of
    // loading the rest of the folder, which both sizes pay: 16 leaves room
    // for a loaded machine's noise either way, in debug or release.
    let (smallTime, largeTime) = (try Self.loadTime(small), try Self.loadTime(large))
    #expect(largeTime < smallTime * 16, "1,000 rows in \(smallTime), 8,000 in \(largeTime)")
  }
}
