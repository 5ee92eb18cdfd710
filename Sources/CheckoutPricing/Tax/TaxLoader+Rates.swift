/// Reading `tax_rates.csv`: its rows, each jurisdiction's components, and
/// the rows of one component whose days overlap.
extension TaxLoader {
  /// Reads and checks the rows of tax_rates.csv, each with the position in
  /// `positions` of its jurisdiction.
  func loadTaxRates(positions: [String: Int], currency: Currency) -> [RateRow] {
    guard
      let table = TableFile.read(
        TaxComponent.file, from: source,
        required: ["jurisdiction", "component", "label", "level", "category", "rate"],
        optional: ["compound", "from", "until", "maxUnitPrice", "maxUnitPriceBasis"],
        log: log)
    else { return [] }
    var rows: [RateRow] = []
    rows.reserveCapacity(table.rows.count)
    for row in table.rows {
      guard let jurisdiction = row.identifier("jurisdiction", log), let component = row.identifier("component", log)
      else { continue }
      let label = row.label("label", log)
      let level = row.required("level", log).flatMap { _ in row.choice("level", as: TaxComponent.Level.self, log) }
      let category = row.identifier("category", log)
      let rate = row.required("rate", log).flatMap { _ in row.percent("rate", log) }
      let compound = row.text("compound") == nil ? false : row.boolean("compound", log)
      let days = row.days(log)
      let maxUnitPrice = row.amount("maxUnitPrice", currency: currency, log)
      let basis = row.choice("maxUnitPriceBasis", as: TaxDatedRate.PriceBasis.self, log)
      guard let position = positions[jurisdiction] else {
        log.unknown(
          .jurisdiction, jurisdiction, at: row.location("jurisdiction"),
          "unknown jurisdiction '\(jurisdiction)'; it is not in tax_jurisdictions.csv")
        continue
      }
      guard let label, let level, let category, let rate, let compound else { continue }
      guard let days else { continue }
      if row.text("maxUnitPrice") != nil && maxUnitPrice == nil
        || row.text("maxUnitPriceBasis") != nil && basis == nil
      {
        continue
      }
      if basis != nil && maxUnitPrice == nil {
        log.error(
          row.location("maxUnitPriceBasis"),
          "'maxUnitPriceBasis' says which price 'maxUnitPrice' is compared with; the row has no 'maxUnitPrice'")
        continue
      }
      if category == TaxSchedule.exemptCategory || category == CartLine.giftCardCategory {
        log.error(
          row.location("category"), "'\(category)' lines are never taxed; leave the category out of tax_rates.csv")
        continue
      }
      if category == TaxSchedule.zeroCategory && !rate.isZero {
        log.error(row.location("rate"), "'zero' is the zero rate; its rate must be 0")
        continue
      }
      // RateTables/README.md, "Values that cannot be right": no sales tax
      // or VAT component takes more than the price.
      if rate.isAbove(percent: TaxLoader.impossibleTaxPercent) {
        log.error(row.location("rate"), "a tax component cannot exceed 100%")
        continue
      }
      if rate.isAbove(percent: TaxLoader.implausibleTaxPercent) {
        log.warning(
          row.location("rate"),
          "a tax component above \(TaxLoader.implausibleTaxPercent)% is implausible (the highest standard VAT rate is 27%); check the rate"
        )
      }
      // A table is refused from 2 GiB, so its lines, columns and rows
      // (and so the jurisdictions') fit in 32 bits.
      rows.append(
        RateRow(
          jurisdiction: UInt32(position), level: level, isCompound: compound, line: UInt32(row.line),
          categoryColumn: UInt32(row.location("category").column), component: component, label: label,
          category: category, rate: rate,
          terms: RateTerms(days: days, maxUnitPrice: maxUnitPrice?.minorUnits ?? -1, basis: basis ?? .discounted),
          thresholdColumn: UInt32(row.location(maxUnitPrice == nil ? "category" : "maxUnitPrice").column)))
    }
    return rows
  }

  /// The components of jurisdiction `jurisdiction` from its rows in file
  /// order: rows with one component identifier make one component, which
  /// must keep its label, level and compounding and have one rate per category.
  func components(of jurisdiction: String, rows: some Sequence<RateRow>) -> [PendingComponent] {
    var components: [PendingComponent] = []
    for row in rows {
      let line = Int(row.line)
      guard let index = components.firstIndex(where: { $0.id == row.component }) else {
        components.append(
          PendingComponent(
            id: row.component, label: row.label, level: row.level, isCompound: row.isCompound,
            rates: [rate(of: row)], location: TableLocation(file: TaxComponent.file, line: line)))
        continue
      }
      // Read in place: a copy of the component would copy its rates on
      // the append below.
      if components[index].label != row.label || components[index].level != row.level
        || components[index].isCompound != row.isCompound
      {
        log.error(
          TableLocation(file: TaxComponent.file, line: line),
          "component '\(row.component)' of '\(jurisdiction)' has another label, level or compound than on line \(components[index].location.line)"
        )
        continue
      }
      components[index].rates.append(rate(of: row))
    }
    for index in components.indices { removeOverlaps(in: &components[index], of: jurisdiction) }
    return components
  }

  /// Keeps, of a component's rates, each one whose days overlap no earlier
  /// kept rate of its category (threshold rows apart from the others),
  /// and reports each other one with the earliest kept rate it overlaps.
  ///
  /// The rates of one category are sorted by their first day: rows none of
  /// whose neighbours in that order overlap overlap nowhere, since each then
  /// ends before the next begins. Only a component with an overlap is then
  /// checked row by row, to name the rows that clash.
  ///
  /// - Complexity: O(*n* log *n*) for *n* rates without an overlap;
  ///   O(*n* × *k*) in a component with one, *k* the kept rates of a
  ///   category.
  func removeOverlaps(in component: inout PendingComponent, of jurisdiction: String) {
    let rates = component.rates
    guard rates.count > 1 else { return }
    func isBefore(_ a: Int, _ b: Int) -> Bool {
      let (x, y) = (rates[a], rates[b])
      if x.category != y.category { return x.category < y.category }
      if x.isThreshold != y.isThreshold { return !x.isThreshold }
      return x.terms.days.from != y.terms.days.from ? x.terms.days.from < y.terms.days.from : x.line < y.line
    }
    let order = rates.indices.sorted(by: isBefore)
    let hasOverlap = zip(order, order.dropFirst()).contains { a, b in
      rates[a].category == rates[b].category && rates[a].isThreshold == rates[b].isThreshold
        && rates[a].overlaps(rates[b])
    }
    guard hasOverlap else { return }
    var kept: [PendingRate] = []
    var keptOfGroup: [String: [Int]] = [:]
    for new in rates {
      let group = "\(new.isThreshold ? "t" : "r")\(new.category)"
      if let earlier = keptOfGroup[group, default: []].lazy.map({ kept[$0] }).first(where: { $0.overlaps(new) }) {
        report(new, overlapping: earlier, of: component.id, in: jurisdiction)
        continue
      }
      keptOfGroup[group, default: []].append(kept.count)
      kept.append(new)
    }
    component.rates = kept
  }

  /// Reports a rate whose days overlap those of `earlier`, of the same
  /// component and category, at its cell, naming the other's.
  func report(
    _ new: PendingRate, overlapping earlier: PendingRate, of component: String, in jurisdiction: String
  ) {
    let here = TableLocation(file: TaxComponent.file, line: new.line, column: new.column)
    let there = TableLocation(file: TaxComponent.file, line: earlier.line, column: earlier.column)
    if new.isThreshold {
      // RateTables/README.md, "Price thresholds and tax holidays": a
      // unit under two thresholds of one component would have two rates.
      log.error(
        here,
        "component '\(component)' of '\(jurisdiction)' has a '\(new.category)' threshold row in force on days that overlap those of \(there); threshold rows of one component and category must not overlap"
      )
    } else if earlier.isDated || new.isDated {
      // A day with two rates for one category would be priced by
      // whichever row came first: the rows must say which applies.
      log.error(
        here,
        "component '\(component)' of '\(jurisdiction)' has a '\(new.category)' rate on days that overlap those of \(there); dated rows of one component and category must not overlap"
      )
    } else {
      log.error(
        here,
        "component '\(component)' of '\(jurisdiction)' already has a '\(new.category)' rate on line \(earlier.line)"
      )
    }
  }

  /// A row's rate as its component holds it.
  func rate(of row: RateRow) -> PendingRate {
    PendingRate(
      category: row.category, rate: row.rate, line: Int(row.line), column: Int(row.categoryColumn), terms: row.terms,
      thresholdColumn: Int(row.thresholdColumn))
  }
}
