// The one file of the library's internals that imports Foundation: time
// zones, the Gregorian calendar and instants. Everything else computes on
// day numbers and epoch seconds, and reaches Foundation's `Date` and
// `Decimal` through the names the library re-exports (`Foundation.swift`).
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// On Linux, `TimeZone(identifier:)` knows IANA names only when the
// ICU-backed FoundationInternationalization is linked; with
// FoundationEssentials alone it returns nil for "America/Denver", so a
// library client that never imports Foundation could load no merchant.
// Importing it here, where time zones are named, links it.
#if canImport(FoundationInternationalization)
  internal import FoundationInternationalization
#endif

/// Reads ISO 8601 instants with an explicit offset, such as
/// `2026-11-21T15:04:05-05:00` or `2026-11-21T20:04:05Z`, without a
/// formatter: the request's `asOf` is parsed on every quote.
///
/// Instants are Foundation `Date` values, the type a Swift caller has. The
/// library builds them from whole seconds only, which a `Date` holds
/// exactly; no amount, rate or weight ever passes through one.
enum Instant {
  /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`. A fraction of a
  /// second is accepted and dropped: no price depends on it.
  ///
  /// - Returns: `nil` for anything else, including an impossible date or an
  ///   offset beyond ±18:00.
  static func parse(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { parse(utf8: $0) }
  }

  /// Parses an instant given as UTF-8, as ``parse(_:)`` does: for a reader
  /// that has the bytes and needs no `String` of them.
  static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    var text = Cursor(bytes: bytes)
    guard let year = text.number(4), text.expect(UInt8(ascii: "-")), let month = text.number(2),
      text.expect(UInt8(ascii: "-")),
      let day = text.number(2), CalendarDate(year: year, month: month, day: day) != nil,
      text.expect(UInt8(ascii: "T")) || text.expect(UInt8(ascii: "t")),
      let hour = text.number(2), hour < 24, text.expect(UInt8(ascii: ":")), let minute = text.number(2), minute < 60,
      text.expect(UInt8(ascii: ":")), let second = text.number(2), second < 60
    else { return nil }
    if text.expect(UInt8(ascii: ".")) {
      let start = text.index
      while text.index < bytes.count, bytes[text.index].isASCIIDigit { text.index += 1 }
      guard text.index > start, text.index - start <= 9 else { return nil }
    }
    var offsetSeconds = 0
    if text.expect(UInt8(ascii: "Z")) || text.expect(UInt8(ascii: "z")) {
      offsetSeconds = 0
    } else {
      let sign: Int
      if text.expect(UInt8(ascii: "+")) {
        sign = 1
      } else if text.expect(UInt8(ascii: "-")) {
        sign = -1
      } else {
        return nil
      }
      guard let offsetHours = text.number(2), text.expect(UInt8(ascii: ":")), let offsetMinutes = text.number(2),
        offsetMinutes < 60, offsetHours * 60 + offsetMinutes <= 18 * 60
      else { return nil }
      offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
    }
    guard text.index == bytes.count else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    return date(epochSeconds: seconds)
  }

  /// The instant `seconds` after 1970-01-01T00:00:00Z. Whole seconds below
  /// 2^53 convert exactly.
  static func date(epochSeconds seconds: Int) -> Date {
    Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// The whole seconds from 1970-01-01T00:00:00Z to `date`, rounded down;
  /// `nil` when they do not fit an `Int`. This is the one place the library
  /// reads a `Date`'s seconds; they are a time, never an amount.
  static func epochSeconds(of date: Date) -> Int? {
    Int(exactly: date.timeIntervalSince1970.rounded(.down))
  }

  /// Days from 1970-01-01 to a Gregorian date (Howard Hinnant's
  /// days_from_civil), exact for any year.
  static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Text being read from its start, one part at a time.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// Reads `width` digits as a number.
    mutating func number(_ width: Int) -> Int? {
      guard index + width <= bytes.count else { return nil }
      var value = 0
      for offset in index..<(index + width) {
        guard bytes[offset].isASCIIDigit else { return nil }
        value = value * 10 + Int(bytes[offset] - .zeroDigit)
      }
      index += width
      return value
    }

    /// Reads `character` if it is next.
    mutating func expect(_ character: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == character else { return false }
      index += 1
      return true
    }
  }
}

extension CalendarDate {
  /// The first instant of the day in the IANA zone `identifier` names (the
  /// manifest's `timeZone`), UTC without one: local midnight, or the first
  /// moment after it where a daylight-saving change skips midnight.
  func startOfDay(inZoneNamed identifier: String?) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = identifier.flatMap { TimeZone(identifier: $0) } ?? .gmt
    return calendar.date(from: DateComponents(year: year, month: month, day: day))
  }

  /// Whether `identifier` names a time zone Foundation knows.
  static func isTimeZone(_ identifier: String) -> Bool { TimeZone(identifier: identifier) != nil }

  /// The following day, or `nil` after 9999-12-31.
  var nextDay: CalendarDate? {
    if day < CalendarDate.daysIn(month: month, year: year) {
      return CalendarDate(year: year, month: month, day: day + 1)
    }
    if month < 12 { return CalendarDate(year: year, month: month + 1, day: 1) }
    return CalendarDate(year: year + 1, month: 1, day: 1)
  }
}

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
