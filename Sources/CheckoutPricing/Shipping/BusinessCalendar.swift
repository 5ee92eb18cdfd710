/// The merchant's business days (Monday to Friday, holidays left out),
/// counted once when the tables load over the years the time-zone table
/// covers, so that "the *n*-th business day after" is two array reads.
///
/// A quote asks four times for each method it offers, so it does not walk
/// day by day. Outside the counted years, and for a calendar with so few
/// business days that the answer lies past them, it walks. The two tables take 4 bytes a day: 250 KB for 101 years.
struct BusinessCalendar: Sendable {
  /// The first day counted (days since 1970-01-01).
  private let firstDay: Int
  /// For each counted day, and one past the last, the business days that
  /// come before it in the counted span.
  private let businessDaysBefore: [Int32]
  /// The business days of the span, as offsets from ``firstDay``, ascending.
  private let businessDays: [Int32]
  /// The holidays as sorted day numbers, for days outside the span.
  private let holidays: [Int]

  /// Counts the business days from ``UTCOffsetTable/firstYear`` to
  /// ``UTCOffsetTable/lastYear``, given `holidays` as sorted day numbers.
  init(holidays: [Int]) {
    self.init(
      holidays: holidays, from: Instant.daysSinceEpoch(year: UTCOffsetTable.firstYear, month: 1, day: 1),
      to: Instant.daysSinceEpoch(year: UTCOffsetTable.lastYear + 1, month: 1, day: 1))
  }

  /// Counts the business days of `firstDay..<endDay`.
  init(holidays: [Int], from firstDay: Int, to endDay: Int) {
    self.firstDay = firstDay
    self.holidays = holidays
    var before: [Int32] = [0]
    before.reserveCapacity(max(0, endDay - firstDay) + 1)
    var days: [Int32] = []
    var nextHoliday = holidays.partitioningIndex { $0 >= firstDay }
    for day in firstDay..<max(firstDay, endDay) {
      while nextHoliday < holidays.count && holidays[nextHoliday] < day { nextHoliday += 1 }
      let isHoliday = nextHoliday < holidays.count && holidays[nextHoliday] == day
      if Self.isWeekday(day) && !isHoliday { days.append(Int32(day - firstDay)) }
      before.append(Int32(days.count))
    }
    businessDaysBefore = before
    businessDays = days
  }

  /// Whether a day is a business day: a weekday that is no holiday.
  func isBusinessDay(_ day: Int) -> Bool {
    let offset = day - firstDay
    if offset >= 0 && offset + 1 < businessDaysBefore.count {
      return businessDaysBefore[offset + 1] != businessDaysBefore[offset]
    }
    return Self.isWeekday(day) && holidays[holidays.partitioningIndex { $0 >= day }...].first != day
  }

  /// The `count`-th business day after `day` (the day itself when `count`
  /// is 0 or less), or `nil` when it lies more than `limit` days later.
  func businessDay(after day: Int, count: Int, limit: Int) -> Int? {
    guard count > 0 else { return day }
    // Each business day takes a day at least.
    guard count <= limit else { return nil }
    let offset = day + 1 - firstDay
    if offset >= 0 && offset < businessDaysBefore.count {
      let ordinal = Int(businessDaysBefore[offset]) + count - 1
      if ordinal < businessDays.count {
        let found = firstDay + Int(businessDays[ordinal])
        return found - day <= limit ? found : nil
      }
    }
    var found = day
    var remaining = count
    while remaining > 0 {
      found += 1
      guard found - day <= limit else { return nil }
      if isBusinessDay(found) { remaining -= 1 }
    }
    return found
  }

  /// Whether a day is Monday to Friday.
  static func isWeekday(_ day: Int) -> Bool { CalendarDate.isoWeekday(dayNumber: day) <= 5 }
}
