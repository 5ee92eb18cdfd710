/// The days a row of a landed-cost table is in force: from `from`
/// included until `until` excluded, as day numbers in the merchant's time
/// zone (``CalendarDate/dayNumber``), as tax rows are (`RateTables/README.md`,
/// "Rates that change on a date").
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

  /// The days as `explain` and diagnostics write them: `from 2026-07-01
  /// until 2028-07-01`; empty for every day.
  var text: String {
    var parts: [String] = []
    if from != .min, let day = CalendarDate(dayNumber: from) { parts.append("from \(day)") }
    if until != .max, let day = CalendarDate(dayNumber: until) { parts.append("until \(day)") }
    return parts.joined(separator: " ")
  }
}
