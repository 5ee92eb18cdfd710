#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
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
