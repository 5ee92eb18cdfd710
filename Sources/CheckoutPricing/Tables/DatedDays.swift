/// The days a table row is in force, from its `from` and `until` cells:
/// from `from` included until `until` excluded, as day numbers in the
/// merchant's time zone (``CalendarDate/dayNumber``) (`RateTables/README.md`,
/// "Rates that change on a date"). The tax rates and every landed-cost
/// table read them alike.
struct DatedDays: Sendable, Hashable {
  /// The first day, `Int.min` for every day before ``until``.
  let from: Int
  /// The first day no longer in force, `Int.max` for every day from
  /// ``from`` on.
  let until: Int

  /// Every day.
  static let always = DatedDays(from: .min, until: .max)

  /// Whether day `day` is one of them.
  func contains(_ day: Int) -> Bool { from <= day && day < until }

  /// Whether some day is in both.
  func overlaps(_ other: DatedDays) -> Bool { from < other.until && other.from < until }

  /// Whether the row has a `from` or an `until`.
  var isDated: Bool { self != .always }

  /// The first day as a date; `nil` for every day before ``until``.
  var fromDate: CalendarDate? { from == .min ? nil : CalendarDate(dayNumber: from) }

  /// The first day no longer in force as a date; `nil` for every day from
  /// ``from`` on.
  var untilDate: CalendarDate? { until == .max ? nil : CalendarDate(dayNumber: until) }

  /// The days as `explain` and diagnostics write them: `from 2026-07-01
  /// until 2028-07-01`; empty for every day.
  var text: String {
    var parts: [String] = []
    if let day = fromDate { parts.append("from \(day)") }
    if let day = untilDate { parts.append("until \(day)") }
    return parts.joined(separator: " ")
  }
}

extension TableRow {
  /// The row's `from` and `until` cells, either or both empty, or `nil`
  /// after logging a bad date or an `until` not after `from`: `until` is
  /// the first day the row no longer applies, so such a row is in force on
  /// no day.
  func days(_ log: DiagnosticLog) -> DatedDays? {
    let from = date("from", log)
    let until = date("until", log)
    if text("from") != nil && from == nil || text("until") != nil && until == nil { return nil }
    if let from, let until, until <= from {
      log.error(
        location("until"),
        "'until' \(until) must be after 'from' \(from): the row applies from 'from' up to the day before 'until'")
      return nil
    }
    return DatedDays(from: from?.dayNumber ?? .min, until: until?.dayNumber ?? .max)
  }
}
