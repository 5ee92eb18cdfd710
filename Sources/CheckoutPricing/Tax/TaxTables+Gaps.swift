extension TaxTables {
  /// The days `validate` looks ahead for a tax component that stops.
  static let taxGapWarningDays = 30

  /// A warning for each component of a jurisdiction in force on `day`
  /// that has no rate on some day of the next ``taxGapWarningDays`` days:
  /// its dated rows end (`until`) and no row takes over, so from then its
  /// tax would not be charged. The tool passes today in the merchant's
  /// time zone; the library never reads the clock.
  ///
  /// - Complexity: O(*p* × *c*) for *p* periods of *c* components over
  ///   the dated jurisdictions.
  func taxGapWarnings(asOf day: CalendarDate) -> [Diagnostic] {
    let today = day.dayNumber
    let horizon = today + Self.taxGapWarningDays
    var warnings: [Diagnostic] = []
    for jurisdiction in jurisdictions {
      guard let periods = jurisdiction.periods else { continue }
      let current = periods.jurisdiction(onDay: today)
      var reported = Set<String>()
      for start in periods.starts where start > today && start <= horizon {
        let later = periods.jurisdiction(onDay: start)
        for component in current.components
        where !reported.contains(component.id) && !later.components.contains(where: { $0.id == component.id }) {
          reported.insert(component.id)
          // The row that ends then, else the component's first row.
          let ending = current.datedRates.first { $0.component == component.id && $0.until?.dayNumber == start }
          let first = CalendarDate(dayNumber: start).map { "\($0)" } ?? "day \(start)"
          warnings.append(
            Diagnostic(
              .warning, at: ending?.location ?? component.location,
              "'\(jurisdiction.id)' has no '\(component.id)' rate from \(first), within \(Self.taxGapWarningDays) days of \(day): no row of tax_rates.csv is in force then, so that tax would not be charged; add the row that follows"
            ))
        }
      }
    }
    return warnings
  }
}
