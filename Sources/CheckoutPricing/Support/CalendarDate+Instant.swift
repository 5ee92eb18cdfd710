#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CalendarDate {
  /// The first instant of the day in `timeZone`: local midnight, or the
  /// first moment after it where a daylight-saving change skips midnight.
  func startOfDay(in timeZone: TimeZone) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.date(from: DateComponents(year: year, month: month, day: day))
  }

  /// The following day, or `nil` after 9999-12-31.
  var nextDay: CalendarDate? {
    if day < CalendarDate.daysIn(month: month, year: year) {
      return CalendarDate(year: year, month: month, day: day + 1)
    }
    if month < 12 { return CalendarDate(year: year, month: month + 1, day: 1) }
    return CalendarDate(year: year + 1, month: 1, day: 1)
  }
}
