import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Business calendar")
struct BusinessCalendarTests {
  /// The definition: step day by day, counting weekdays that are no holiday.
  static func reference(after day: Int, count: Int, limit: Int, holidays: Set<Int>) -> Int? {
    var found = day
    var remaining = count
    while remaining > 0 {
      found += 1
      guard found - day <= limit else { return nil }
      if BusinessCalendar.isWeekday(found) && !holidays.contains(found) { remaining -= 1 }
    }
    return found
  }

  @Test("Counted days answer as stepping day by day does, inside the span, across its ends and outside it")
  func agreesWithStepping() {
    forAllSeededCases(count: 2_000) { rng in
      let start = Int.random(in: 20_000...20_400, using: &rng)
      let end = start + Int.random(in: 0...60, using: &rng)
      // Scattered holidays, sometimes a run of them longer than the span.
      var holidays = Set(
        (0..<Int.random(in: 0...30, using: &rng)).map { _ in
          Int.random(in: (start - 40)...(end + 40), using: &rng)
        })
      if Int.random(in: 0..<8, using: &rng) == 0 {
        let run = Int.random(in: (start - 10)...end, using: &rng)
        holidays.formUnion(run...(run + Int.random(in: 0...120, using: &rng)))
      }
      let calendar = BusinessCalendar(holidays: holidays.sorted(), from: start, to: end)
      for _ in 0..<20 {
        let day = Int.random(in: (start - 50)...(end + 50), using: &rng)
        let count = Int.random(in: -2...25, using: &rng)
        let limit = Int.random(in: 0...200, using: &rng)
        try #require(
          calendar.businessDay(after: day, count: count, limit: limit)
            == Self.reference(after: day, count: count, limit: limit, holidays: holidays),
          "day \(day), count \(count), limit \(limit), span \(start)..<\(end)")
        try #require(calendar.isBusinessDay(day) == (BusinessCalendar.isWeekday(day) && !holidays.contains(day)))
      }
    }
  }

  @Test("The years the time-zone table covers are counted, and a count past the limit is nil without stepping")
  func defaultSpan() {
    let calendar = BusinessCalendar(holidays: [])
    let friday = CalendarDate(year: 2026, month: 11, day: 20)!.dayNumber
    // The 1st business day after Friday 2026-11-20 is Monday the 23rd, the 5th is Friday the 27th.
    #expect(calendar.businessDay(after: friday, count: 1, limit: 3_660) == friday + 3)
    #expect(calendar.businessDay(after: friday, count: 5, limit: 3_660) == friday + 7)
    #expect(calendar.businessDay(after: friday, count: Int.max, limit: 3_660) == nil)
    #expect(!calendar.isBusinessDay(friday + 1) && calendar.isBusinessDay(friday))
  }
}
