import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// The offsets tabulated at load give the same local day and minute as
/// Foundation's calendar, in every time zone Foundation knows.
@Suite("UTC offset table")
struct UTCOffsetTableTests {
  static let zones = TimeZone.knownTimeZoneIdentifiers.compactMap(TimeZone.init(identifier:))

  @Test("Agrees with Calendar at every offset change, a second either side, and at random instants")
  func agreesWithCalendar() throws {
    #expect(Self.zones.count > 300)
    let first = Instant.daysSinceEpoch(year: UTCOffsetTable.firstYear, month: 1, day: 1) * 86_400
    let end = Instant.daysSinceEpoch(year: UTCOffsetTable.lastYear + 1, month: 1, day: 1) * 86_400
    var generator = SeededGenerator(seed: PropertyRun.baseSeed)
    var compared = 0
    for zone in Self.zones {
      let table = UTCOffsetTable(timeZone: zone)
      var instants: [Int] = [first - 1, first, end - 1, end]
      for start in table.starts.dropFirst() { instants += [start - 1, start, start + 1] }
      // Outside the table (the calendar answers) and inside it.
      for _ in 0..<40 {
        instants.append(Int.random(in: (first - 86_400 * 400)...(end + 86_400 * 400), using: &generator))
      }
      for seconds in instants {
        let instant = Instant.date(epochSeconds: seconds)
        let tabulated = try #require(table.localTime(at: instant))
        let expected = try #require(table.calendarLocalTime(at: instant))
        try #require(
          tabulated == expected,
          "\(zone.identifier) at \(seconds): table \(tabulated), calendar \(expected)")
        compared += 1
      }
    }
    #expect(compared > Self.zones.count * 44)
  }

  @Test("Holds both of New York's changes a year, and one offset for Tokyo")
  func transitions() {
    let newYork = UTCOffsetTable(timeZone: TimeZone(identifier: "America/New_York")!)
    #expect(newYork.count == 1 + 2 * (UTCOffsetTable.lastYear - UTCOffsetTable.firstYear + 1))
    #expect(UTCOffsetTable(timeZone: TimeZone(identifier: "Asia/Tokyo")!).count == 1)
  }

  @Test("Whole epoch seconds round down, before 1970 too")
  func epochSeconds() {
    #expect(Instant.epochSeconds(of: Instant.date(epochSeconds: 1_795_000_000)) == 1_795_000_000)
    #expect(Instant.epochSeconds(of: Date(timeIntervalSince1970: -0.5)) == -1)
    #expect(Instant.epochSeconds(of: Date(timeIntervalSince1970: 59.75)) == 59)
    #expect(Instant.epochSeconds(of: .distantFuture) != nil)
  }
}
