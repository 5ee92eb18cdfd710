/// A jurisdiction's dated rows cut into periods, and its price thresholds
/// (RateTables/README.md, "Rates that change on a date" and "Price
/// thresholds and tax holidays").
extension TaxLoader {
  /// The parts of a jurisdiction some of whose rows are dated: the
  /// undated rows as its own components, and one period between each two
  /// consecutive days a row begins or ends, holding the rows in force on
  /// its first day (RateTables/README.md, "Rates that change on a date").
  func datedParts(
    of header: JurisdictionHeader, components: [PendingComponent], currency: Currency,
    build: ([PendingComponent], JurisdictionHeader) -> (components: [TaxComponent], schedule: TaxSchedule)?
  ) -> JurisdictionParts? {
    var boundaries = Set<Int>()
    for component in components {
      for rate in component.rates {
        if rate.terms.days.from != .min { boundaries.insert(rate.terms.days.from) }
        if rate.terms.days.until != .max { boundaries.insert(rate.terms.days.until) }
      }
    }
    func datedRates(_ isIncluded: (PendingRate) -> Bool) -> [TaxDatedRate] {
      Self.listedRates(of: components, currency: currency, isIncluded)
    }
    // The undated rows alone may hold a threshold row whose plain row is
    // dated: checked in the periods, where both are in force.
    let undatedComponents = components.compactMap { $0.keeping { !$0.isDated && !$0.isThreshold } }
    guard let undated = build(undatedComponents, header) else { return nil }
    // A sweep over the days: the rates in force change only where one
    // begins or ends, so each period updates the rates in force of the
    // one before instead of filtering every row again.
    var rates: [(component: Int, position: Int)] = []
    for (index, component) in components.enumerated() {
      for position in component.rates.indices { rates.append((index, position)) }
    }
    func rate(_ entry: (component: Int, position: Int)) -> PendingRate {
      components[entry.component].rates[entry.position]
    }
    let byStart = rates.indices.sorted { rate(rates[$0]).terms.days.from < rate(rates[$1]).terms.days.from }
    var next = 0
    // In table order: by component, then by row.
    var inForce: [Int] = []
    var periods: [JurisdictionParts.Period] = []
    for start in [Int.min] + boundaries.sorted() {
      var added = false
      while next < byStart.count && rate(rates[byStart[next]]).terms.days.from <= start {
        inForce.append(byStart[next])
        next += 1
        added = true
      }
      inForce.removeAll { rate(rates[$0]).terms.days.until <= start }
      if added { inForce.sort() }
      var kept: [PendingComponent] = []
      var position = 0
      while position < inForce.count {
        let component = rates[inForce[position]].component
        var keptRates: [PendingRate] = []
        while position < inForce.count && rates[inForce[position]].component == component {
          keptRates.append(rate(rates[inForce[position]]))
          position += 1
        }
        let whole = components[component]
        kept.append(
          PendingComponent(
            id: whole.id, label: whole.label, level: whole.level, isCompound: whole.isCompound, rates: keptRates,
            location: TableLocation(file: TaxComponent.file, line: keptRates[0].line)))
      }
      guard let built = build(kept, header) else { return nil }
      periods.append(
        JurisdictionParts.Period(
          start: start, components: built.components, schedule: built.schedule,
          datedRates: Self.listedRates(of: kept, currency: currency) { _ in true }))
    }
    return JurisdictionParts(
      components: undated.components, schedule: undated.schedule, datedRates: datedRates { _ in true },
      periods: periods)
  }

  /// The rows `explain` and the reference list: those with dates or a
  /// threshold that `isIncluded` keeps, in table order by component.
  static func listedRates(
    of components: [PendingComponent], currency: Currency, _ isIncluded: (PendingRate) -> Bool
  ) -> [TaxDatedRate] {
    components.flatMap { component in
      component.rates.filter { $0.isListed && isIncluded($0) }.map { rate in
        TaxDatedRate(
          component: component.id, label: component.label, level: component.level,
          isCompound: component.isCompound, category: rate.category, rate: rate.rate,
          from: rate.terms.days.fromDate, until: rate.terms.days.untilDate, line: rate.line,
          maxUnitPrice: rate.isThreshold
            ? Amount(uncheckedMinorUnits: rate.terms.maxUnitPrice, exponent: currency.minorUnits) : nil,
          maxUnitPriceBasis: rate.terms.basis)
      }
    }
  }

  /// The thresholds of `components`, the rows in force on one day
  /// (RateTables/README.md, "Price thresholds and tax holidays"), or `nil`
  /// when a threshold row has no row without a threshold for its component
  /// and category, or two components' threshold rows of one category
  /// disagree: a unit above the threshold would have no rate, or a line two
  /// answers. Each error is logged once, by the threshold row's line.
  func thresholds(
    of components: [PendingComponent], in header: JurisdictionHeader, reported: inout Set<Int>
  ) -> [TaxSchedule.Threshold]? {
    var thresholds: [TaxSchedule.Threshold] = []
    var firstOfCategory: [String: PendingRate] = [:]
    var failed = false
    // A refused row is reported once (a row shared by several periods is
    // checked in each), and the jurisdiction's thresholds fail.
    func refuse(_ rate: PendingRate, _ message: @autoclosure () -> String) {
      if reported.insert(rate.line).inserted { log.error(rate.thresholdLocation, message()) }
      failed = true
    }
    for (index, component) in components.enumerated() {
      for rate in component.rates where rate.isThreshold {
        guard component.rates.contains(where: { !$0.isThreshold && $0.category == rate.category }) else {
          refuse(
            rate,
            "component '\(component.id)' of '\(header.id)' has a '\(rate.category)' rate with a 'maxUnitPrice' but none without one on the same days: a unit above the threshold would have no rate; add the row without 'maxUnitPrice'"
          )
          continue
        }
        if let first = firstOfCategory[rate.category] {
          guard first.terms.maxUnitPrice == rate.terms.maxUnitPrice && first.terms.basis == rate.terms.basis else {
            refuse(
              rate,
              "the '\(rate.category)' threshold of '\(header.id)' differs from the one of \(first.thresholdLocation) on the same days; the thresholds of one category in a jurisdiction must have one 'maxUnitPrice' and 'maxUnitPriceBasis'"
            )
            continue
          }
        } else {
          firstOfCategory[rate.category] = rate
        }
        thresholds.append(
          TaxSchedule.Threshold(
            category: rate.category, component: index, rate: rate.rate, maxUnitPrice: rate.terms.maxUnitPrice,
            isListedBasis: rate.terms.basis == .listed))
      }
    }
    return failed ? nil : thresholds
  }
}
