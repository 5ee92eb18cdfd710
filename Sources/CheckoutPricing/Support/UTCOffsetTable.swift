import Foundation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A time zone's offsets from UTC over a span of years, tabulated once when
/// a book loads, so that turning a quote's instant into the merchant's
/// local day and time is a binary search and integer arithmetic.
///
/// Foundation answers the same question through ICU, which is slow and
/// scales poorly across threads. The table holds every offset change of
/// the zone (daylight saving and changes of standard time alike) from
/// ``firstYear`` to ``lastYear``; an instant outside them is answered by a
/// `Calendar` in the zone. A test compares the two answers over
/// every time zone Foundation knows.
struct UTCOffsetTable: Sendable {
  /// The first year tabulated, from its 1 January 00:00 UTC.
  static let firstYear = 2000
  /// The last year tabulated, up to its end in UTC.
  static let lastYear = 2100

  /// Epoch seconds at which each offset takes effect, ascending; the first
  /// is the start of ``firstYear``.
  let starts: [Int]
  /// The offset in seconds east of UTC from the matching start.
  private let offsets: [Int]
  /// The first epoch second after the table.
  private let end: Int
  /// The Gregorian calendar in the zone, for instants outside the table.
  private let calendar: Calendar

  /// Tabulates the IANA zone `identifier` names (the manifest's
  /// `timeZone`, which the loader checked), UTC without one.
  init(timeZoneIdentifier identifier: String?) {
    self.init(timeZone: identifier.flatMap { TimeZone(identifier: $0) } ?? .gmt)
  }

  /// Tabulates `timeZone` from ``firstYear`` to ``lastYear``.
  init(timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
    let start = Instant.daysSinceEpoch(year: Self.firstYear, month: 1, day: 1) * 86_400
    let end = Instant.daysSinceEpoch(year: Self.lastYear + 1, month: 1, day: 1) * 86_400
    self.end = end
    var starts = [start]
    var offsets = [timeZone.secondsFromGMT(for: Instant.date(epochSeconds: start))]
    var cursor = Instant.date(epochSeconds: start)
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
      let seconds = Instant.epochSeconds(of: next), seconds < end, seconds > starts[starts.count - 1]
    {
      let offset = timeZone.secondsFromGMT(for: next)
      if offset != offsets[offsets.count - 1] {
        starts.append(seconds)
        offsets.append(offset)
      }
      cursor = next
    }
    self.starts = starts
    self.offsets = offsets
  }

  /// The local date (as a day number, see ``CalendarDate/dayNumber``) and
  /// minutes after midnight at `instant`; `nil` outside years 1 to 9999.
  func localTime(at instant: Date) -> (dayNumber: Int, minutes: Int)? {
    guard let seconds = Instant.epochSeconds(of: instant), seconds >= starts[0], seconds < end else {
      return calendarLocalTime(at: instant)
    }
    // The last start at or before `seconds`; the guard makes one exist.
    let local = seconds + offsets[starts.partitioningIndex { $0 > seconds } - 1]
    let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return (day, (local - day * 86_400) / 60)
  }

  /// The same answer from Foundation: outside the table, and in tests.
  func calendarLocalTime(at instant: Date) -> (dayNumber: Int, minutes: Int)? {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
    guard let year = parts.year, let month = parts.month, let day = parts.day, let hour = parts.hour,
      let minute = parts.minute, let today = CalendarDate(year: year, month: month, day: day)
    else { return nil }
    return (today.dayNumber, hour * 60 + minute)
  }

  /// How many offsets the table holds: one, plus one per change.
  var count: Int { starts.count }
}
