/// What `checkout-pricing validate` warns about a book that loaded, as of a
/// day the caller passes: the library never reads the clock.
extension RateBook {
  /// The last day `holidays.csv` lists, or `nil` when the merchant lists
  /// none. A delivery window that reaches past it is given in business
  /// days, without dates, since a holiday after it cannot be known.
  public var holidaysThrough: CalendarDate? { shipping.holidaysThrough.flatMap(CalendarDate.init(dayNumber:)) }

  /// A warning when the listed holidays end within a year of `instant`
  /// (the tool passes today; the library never reads the clock): windows
  /// will soon be given without dates until next year's holidays are added.
  public func holidayWarning(asOf instant: Date) -> Diagnostic? {
    guard let through = shipping.holidaysThrough, let today = shipping.localTime(at: instant)?.dayNumber,
      through < today + 365
    else { return nil }
    let last = CalendarDate(dayNumber: through).map { "\($0)" } ?? "day \(through)"
    return Diagnostic(
      .warning, at: TableLocation(file: "holidays.csv"),
      "holidays are listed only through \(last), within a year; delivery windows after it are given in business days without dates until the next year's holidays are added"
    )
  }

  /// The days `validate` looks ahead for a tax component that stops.
  public static let taxGapWarningDays = TaxTables.taxGapWarningDays

  /// A warning for each component of a jurisdiction in force on `day`
  /// that has no rate on some day of the next ``taxGapWarningDays`` days:
  /// its dated rows end (`until`) and no row takes over, so from then its
  /// tax would not be charged. The tool passes today in the merchant's
  /// time zone; the library never reads the clock.
  ///
  /// - Complexity: O(*p* × *c*) for *p* periods of *c* components over
  ///   the dated jurisdictions.
  public func taxGapWarnings(asOf day: CalendarDate) -> [Diagnostic] { tax.taxGapWarnings(asOf: day) }
}
