extension RateBookLoader {
  /// Reads tax_areas.csv, tax_jurisdictions.csv and tax_rates.csv, adding
  /// the categories the rates name to `categories`.
  func loadTaxTables(currency: Currency, categories: inout CategoryTable) -> TaxTables {
    let areas = loadTaxAreas()
    let (byPosition, positionOfArea) = loadTax(areas: areas, currency: currency, categories: &categories)
    // Made once the loader's tables of rows are released.
    let ofArea = positionOfArea.map { $0 < 0 ? nil : byPosition[Int($0)] }
    // Reserved once: a compactMap would grow the array a doubling at a time.
    var jurisdictions: [TaxJurisdiction] = []
    jurisdictions.reserveCapacity(byPosition.count)
    for case let jurisdiction? in byPosition { jurisdictions.append(jurisdiction) }
    return TaxTables(jurisdictions: jurisdictions, areas: areas, jurisdictionOfArea: ofArea)
  }

  /// A row of tax_jurisdictions.csv, read.
  private struct JurisdictionHeader {
    var id: String
    var label: String
    var shipping: ShippingTaxability
    var level: TaxRoundingLevel?
    var mode: RoundingMode?
    var componentRounding: TaxComponentRounding
    var sourcing: TaxSourcing
    var isRegistered: Bool
    var line: Int

    var location: TableLocation { TableLocation(file: TaxJurisdiction.file, line: line) }
  }

  /// A row of tax_rates.csv, read and checked on its own. Rows are kept in
  /// one flat array and grouped into each jurisdiction's components once
  /// the whole file is read, rather than an array of components per
  /// jurisdiction and one of rates per component: two allocations for each
  /// jurisdiction, which for a book of many jurisdictions is more than
  /// twice the memory.
  private struct RateRow {
    /// The jurisdiction's position in tax_jurisdictions.csv.
    let jurisdiction: UInt32
    let level: TaxComponent.Level
    let isCompound: Bool
    let line: UInt32
    let categoryColumn: UInt32
    let component: String
    let label: String
    let category: String
    let rate: Rate
    /// The first day of `from` and the first day after `until`, as day
    /// numbers; `Int.min` and `Int.max` when the cell is empty.
    let from: Int
    let until: Int
    /// `maxUnitPrice` in minor units, or -1 when the cell is empty.
    let maxUnitPrice: Int64
    let basis: TaxDatedRate.PriceBasis
    let thresholdColumn: UInt32
  }

  /// A rate of a component as its rows are grouped.
  private struct PendingRate {
    let category: String
    let rate: Rate
    let line: Int
    let column: Int
    let from: Int
    let until: Int
    /// `maxUnitPrice` in minor units, or -1 for a row without a threshold.
    let maxUnitPrice: Int64
    let basis: TaxDatedRate.PriceBasis
    let thresholdColumn: Int

    var isDated: Bool { from != .min || until != .max }

    /// Whether the row has a price threshold.
    var isThreshold: Bool { maxUnitPrice >= 0 }

    /// Whether `explain` and the reference list the row among the
    /// jurisdiction's ``TaxJurisdiction/datedRates``.
    var isListed: Bool { isDated || isThreshold }

    /// The cell of its threshold.
    var thresholdLocation: TableLocation { TableLocation(file: TaxComponent.file, line: line, column: thresholdColumn) }

    /// Whether it is in force on day `day`.
    func applies(onDay day: Int) -> Bool { from <= day && day < until }

    /// Whether some day is in both.
    func overlaps(_ other: PendingRate) -> Bool { from < other.until && other.from < until }
  }

  /// A component as a jurisdiction's rows are grouped: its rates in row
  /// order, each with the line it came from.
  private struct PendingComponent {
    let id: String
    let label: String
    let level: TaxComponent.Level
    let isCompound: Bool
    var rates: [PendingRate]
    let location: TableLocation

    /// The component with only the rates `isIncluded` keeps, or `nil` when
    /// none is left.
    func keeping(_ isIncluded: (PendingRate) -> Bool) -> PendingComponent? {
      let kept = rates.filter(isIncluded)
      guard let first = kept.first else { return nil }
      return PendingComponent(
        id: id, label: label, level: level, isCompound: isCompound, rates: kept,
        location: TableLocation(file: TaxComponent.file, line: first.line))
    }
  }

  /// A jurisdiction's components and schedule as built, with its periods
  /// when some of its rows are dated.
  private struct JurisdictionParts {
    struct Period {
      let start: Int
      let components: [TaxComponent]
      let schedule: TaxSchedule
      let datedRates: [TaxDatedRate]
    }

    let components: [TaxComponent]
    let schedule: TaxSchedule
    let datedRates: [TaxDatedRate]
    let periods: [Period]?
  }

  /// Reads tax_jurisdictions.csv: the jurisdictions in file order, and each
  /// one's position. An array and a dictionary of positions hold 100,000
  /// jurisdictions in a third of the memory of a dictionary of them, and the
  /// table itself is released when this returns.
  private func loadJurisdictionHeaders() -> (headers: [JurisdictionHeader], positions: [String: Int])? {
    guard
      let table = TableFile.read(
        TaxJurisdiction.file, from: source, required: ["jurisdiction", "label", "shipping"],
        optional: ["roundingLevel", "roundingMode", "componentRounding", "sourcing", "registered"], log: log)
    else { return nil }
    var headers: [JurisdictionHeader] = []
    headers.reserveCapacity(table.rows.count)
    var positions: [String: Int] = [:]
    positions.reserveCapacity(table.rows.count)
    for row in table.rows {
      guard let id = row.identifier("jurisdiction", log) else { continue }
      let errorsBefore = log.errorCount
      defer { if positions[id] == nil && log.errorCount > errorsBefore { log.markFailed(.jurisdiction, id) } }
      let label = row.label("label", log)
      let shipping = row.required("shipping", log).flatMap { _ in
        row.choice("shipping", as: ShippingTaxability.self, log)
      }
      let level = row.choice("roundingLevel", as: TaxRoundingLevel.self, log)
      let mode = row.choice("roundingMode", as: RoundingMode.self, log)
      let componentRounding = row.choice("componentRounding", as: TaxComponentRounding.self, log)
      let sourcing = row.choice("sourcing", as: TaxSourcing.self, log)
      let registered = row.boolean("registered", log)
      if let existing = positions[id] {
        log.error(
          row.location("jurisdiction"),
          "jurisdiction '\(id)' is already defined on line \(headers[existing].location.line)")
        continue
      }
      if row.text("roundingLevel") != nil && level == nil || row.text("roundingMode") != nil && mode == nil
        || row.text("componentRounding") != nil && componentRounding == nil
        || row.text("sourcing") != nil && sourcing == nil || row.text("registered") != nil && registered == nil
      {
        continue
      }
      guard let label, let shipping else { continue }
      positions[id] = headers.count
      headers.append(
        JurisdictionHeader(
          id: id, label: label, shipping: shipping, level: level, mode: mode,
          componentRounding: componentRounding ?? .combined, sourcing: sourcing ?? .destination,
          isRegistered: registered ?? true, line: row.line))
    }
    return (headers, positions)
  }

  /// The jurisdictions by position in tax_jurisdictions.csv (`nil` for one
  /// whose rates failed to load), and the position of each area of `areas`
  /// by its id (-1 for an area not in the file).
  func loadTax(areas: TaxAreaIndex, currency: Currency, categories: inout CategoryTable) -> (
    byPosition: [TaxJurisdiction?], positionOfArea: [Int32]
  ) {
    guard let loaded = loadJurisdictionHeaders() else {
      return ([], [Int32](repeating: -1, count: areas.areaNames.count))
    }
    let headers = loaded.headers
    var positions = loaded.positions
    let positionOfArea = areas.areaNames.map { positions[$0].map(Int32.init) ?? -1 }
    var hasArea = [Bool](repeating: false, count: headers.count)
    for index in areas.rules.indices {
      guard case let position = Int(positionOfArea[areas.areaID(ofRule: index)]), position >= 0 else {
        let rule = areas.rules[index]
        log.unknown(
          .jurisdiction, rule.area, at: areas.location(of: rule),
          "unknown jurisdiction '\(rule.area)'; it is not in tax_jurisdictions.csv")
        continue
      }
      hasArea[position] = true
    }
    for (position, header) in headers.enumerated() where !hasArea[position] {
      log.warning(header.location, "jurisdiction '\(header.id)' has no place in tax_areas.csv; it never applies")
    }

    let rows = loadTaxRates(positions: positions, currency: currency)
    positions = [:]
    // Rows mostly repeat the category before them.
    var previous: String?
    for row in rows where row.category != previous {
      _ = categories.intern(row.category)
      previous = row.category
    }
    // The rows are released before the jurisdictions are made.
    var parts = jurisdictionParts(of: headers, rows: consume rows, currency: currency, categories: categories)
    var byPosition = [TaxJurisdiction?](repeating: nil, count: headers.count)
    for (position, header) in headers.enumerated() {
      guard let built = parts[position] else { continue }
      parts[position] = nil
      func jurisdiction(
        _ components: [TaxComponent], _ schedule: TaxSchedule, _ datedRates: [TaxDatedRate], _ periods: TaxPeriods?
      ) -> TaxJurisdiction {
        TaxJurisdiction(
          id: header.id, label: header.label, shipping: header.shipping, roundingLevel: header.level,
          roundingMode: header.mode, componentRounding: header.componentRounding, sourcing: header.sourcing,
          isRegistered: header.isRegistered, components: components, line: header.line, schedule: schedule,
          datedRates: datedRates, periods: periods)
      }
      let periods = built.periods.map { periods in
        TaxPeriods(
          starts: periods.dropFirst().map(\.start),
          jurisdictions: periods.map { jurisdiction($0.components, $0.schedule, $0.datedRates, nil) })
      }
      byPosition[position] = jurisdiction(built.components, built.schedule, built.datedRates, periods)
    }
    return (byPosition, positionOfArea)
  }

  /// Each jurisdiction's components and schedule, from its rows of
  /// tax_rates.csv; `nil` for one whose rates cannot be combined exactly,
  /// which is logged.
  private func jurisdictionParts(
    of headers: [JurisdictionHeader], rows: [RateRow], currency: Currency, categories: CategoryTable
  ) -> [JurisdictionParts?] {
    // Each jurisdiction's rows, in file order: a counting sort by position.
    var firstRow = [Int](repeating: 0, count: headers.count + 1)
    for row in rows { firstRow[Int(row.jurisdiction) + 1] += 1 }
    for position in headers.indices { firstRow[position + 1] += firstRow[position] }
    var byJurisdiction = [UInt32](repeating: 0, count: rows.count)
    var next = firstRow
    for (index, row) in rows.enumerated() {
      byJurisdiction[next[Int(row.jurisdiction)]] = UInt32(index)
      next[Int(row.jurisdiction)] += 1
    }
    next = []

    // Jurisdictions share their rate tables and schedules: a state's
    // counties mostly repeat a handful of combined rates, so each distinct
    // one is stored and built once.
    var rateTables = RateTableInterner()
    var schedules: [[Int]: Result<TaxSchedule, TaxSchedule.ScheduleError>] = [:]
    // A threshold row's error is logged once, though each period checks it.
    var reported = Set<Int>()
    func build(_ components: [PendingComponent], of header: JurisdictionHeader) -> (
      components: [TaxComponent], schedule: TaxSchedule
    )? {
      var thresholds: [TaxSchedule.Threshold] = []
      if components.contains(where: { $0.rates.contains(where: \.isThreshold) }) {
        guard let found = self.thresholds(of: components, in: header, reported: &reported) else { return nil }
        thresholds = found
      }
      var key: [Int] = []
      key.reserveCapacity(components.count * 2)
      let list = components.map { component in
        let (rates, number) = rateTables.intern(
          component.rates.compactMap { $0.isThreshold ? nil : (category: $0.category, rate: $0.rate) })
        key.append(number * 2 + (component.isCompound ? 1 : 0))
        return TaxComponent(
          id: component.id, label: component.label, level: component.level, isCompound: component.isCompound,
          rates: rates, line: component.location.line)
      }
      // The split's tie-breaks follow the ids, so only jurisdictions whose
      // ids also sort alike share a schedule.
      for index in list.indices { key.append(TaxSchedule.tieBreakRank(of: index, in: list)) }
      // A schedule with thresholds is its jurisdiction's own: its rows are
      // few, and the key would have to hold every threshold.
      let built =
        thresholds.isEmpty
        ? schedules[key] ?? TaxSchedule.build(list, categories: categories)
        : TaxSchedule.build(list, thresholds: thresholds, categories: categories)
      if thresholds.isEmpty { schedules[key] = built }
      switch built {
      case .success(let schedule): return (list, schedule)
      case .failure(let error):
        log.error(
          header.location,
          "the rates of '\(header.id)' for category '\(error.category)' cannot be combined exactly: they need more than \(Rate.maximumScale) decimal places or exceed the rate range"
        )
        return nil
      }
    }
    return headers.indices.map { position in
      let header = headers[position]
      let components = self.components(
        of: header.id, rows: byJurisdiction[firstRow[position]..<firstRow[position + 1]].lazy.map { rows[Int($0)] })
      guard components.contains(where: { $0.rates.contains(where: \.isDated) }) else {
        guard let (list, schedule) = build(components, of: header) else { return nil }
        // Only a jurisdiction with a threshold row lists rows: the others
        // load as they did, without a pass over their rates.
        let hasThreshold = !schedule.thresholds.isEmpty
        return JurisdictionParts(
          components: list, schedule: schedule,
          datedRates: hasThreshold ? Self.listedRates(of: components, currency: currency) { _ in true } : [],
          periods: nil)
      }
      return datedParts(of: header, components: components, currency: currency, build: build)
    }
  }

  /// The parts of a jurisdiction some of whose rows are dated: the
  /// undated rows as its own components, and one period between each two
  /// consecutive days a row begins or ends, holding the rows in force on
  /// its first day (RateTables/README.md, "Rates that change on a date").
  private func datedParts(
    of header: JurisdictionHeader, components: [PendingComponent], currency: Currency,
    build: ([PendingComponent], JurisdictionHeader) -> (components: [TaxComponent], schedule: TaxSchedule)?
  ) -> JurisdictionParts? {
    var boundaries = Set<Int>()
    for component in components {
      for rate in component.rates {
        if rate.from != .min { boundaries.insert(rate.from) }
        if rate.until != .max { boundaries.insert(rate.until) }
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
    let byStart = rates.indices.sorted { rate(rates[$0]).from < rate(rates[$1]).from }
    var next = 0
    // In table order: by component, then by row.
    var inForce: [Int] = []
    var periods: [JurisdictionParts.Period] = []
    for start in [Int.min] + boundaries.sorted() {
      var added = false
      while next < byStart.count && rate(rates[byStart[next]]).from <= start {
        inForce.append(byStart[next])
        next += 1
        added = true
      }
      inForce.removeAll { rate(rates[$0]).until <= start }
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
  private static func listedRates(
    of components: [PendingComponent], currency: Currency, _ isIncluded: (PendingRate) -> Bool
  ) -> [TaxDatedRate] {
    components.flatMap { component in
      component.rates.filter { $0.isListed && isIncluded($0) }.map { rate in
        TaxDatedRate(
          component: component.id, label: component.label, level: component.level,
          isCompound: component.isCompound, category: rate.category, rate: rate.rate,
          from: rate.from == .min ? nil : CalendarDate(dayNumber: rate.from),
          until: rate.until == .max ? nil : CalendarDate(dayNumber: rate.until), line: rate.line,
          maxUnitPrice: rate.isThreshold
            ? Amount(uncheckedMinorUnits: rate.maxUnitPrice, exponent: currency.minorUnits) : nil,
          maxUnitPriceBasis: rate.basis)
      }
    }
  }

  /// The thresholds of `components`, the rows in force on one day
  /// (RateTables/README.md, "Price thresholds and tax holidays"), or `nil`
  /// when a threshold row has no row without a threshold for its component
  /// and category, or two components' threshold rows of one category
  /// disagree: a unit above the threshold would have no rate, or a line two
  /// answers. Each error is logged once, by the threshold row's line.
  private func thresholds(
    of components: [PendingComponent], in header: JurisdictionHeader, reported: inout Set<Int>
  ) -> [TaxSchedule.Threshold]? {
    var thresholds: [TaxSchedule.Threshold] = []
    var firstOfCategory: [String: PendingRate] = [:]
    var failed = false
    for (index, component) in components.enumerated() {
      for rate in component.rates where rate.isThreshold {
        guard component.rates.contains(where: { !$0.isThreshold && $0.category == rate.category }) else {
          if reported.insert(rate.line).inserted {
            log.error(
              rate.thresholdLocation,
              "component '\(component.id)' of '\(header.id)' has a '\(rate.category)' rate with a 'maxUnitPrice' but none without one on the same days: a unit above the threshold would have no rate; add the row without 'maxUnitPrice'"
            )
          }
          failed = true
          continue
        }
        if let first = firstOfCategory[rate.category] {
          guard first.maxUnitPrice == rate.maxUnitPrice && first.basis == rate.basis else {
            if reported.insert(rate.line).inserted {
              log.error(
                rate.thresholdLocation,
                "the '\(rate.category)' threshold of '\(header.id)' differs from the one of \(first.thresholdLocation) on the same days; the thresholds of one category in a jurisdiction must have one 'maxUnitPrice' and 'maxUnitPriceBasis'"
              )
            }
            failed = true
            continue
          }
        } else {
          firstOfCategory[rate.category] = rate
        }
        thresholds.append(
          TaxSchedule.Threshold(
            category: rate.category, component: index, rate: rate.rate, maxUnitPrice: rate.maxUnitPrice,
            isListedBasis: rate.basis == .listed))
      }
    }
    return failed ? nil : thresholds
  }

  /// Reads and checks the rows of tax_rates.csv, each with the position in
  /// `positions` of its jurisdiction.
  private func loadTaxRates(positions: [String: Int], currency: Currency) -> [RateRow] {
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
      let from = row.date("from", log)
      let until = row.date("until", log)
      let maxUnitPrice = row.amount("maxUnitPrice", currency: currency, log)
      let basis = row.choice("maxUnitPriceBasis", as: TaxDatedRate.PriceBasis.self, log)
      guard let position = positions[jurisdiction] else {
        log.unknown(
          .jurisdiction, jurisdiction, at: row.location("jurisdiction"),
          "unknown jurisdiction '\(jurisdiction)'; it is not in tax_jurisdictions.csv")
        continue
      }
      guard let label, let level, let category, let rate, let compound else { continue }
      if row.text("from") != nil && from == nil || row.text("until") != nil && until == nil
        || row.text("maxUnitPrice") != nil && maxUnitPrice == nil
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
      // `until` is the first day the rate no longer applies, so a row
      // whose `until` is not after its `from` is in force on no day.
      if let from, let until, until <= from {
        log.error(
          row.location("until"),
          "'until' \(until) must be after 'from' \(from): the row applies from 'from' up to the day before 'until'")
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
      if rate.isAbove(percent: RateBookLoader.impossibleTaxPercent) {
        log.error(row.location("rate"), "a tax component cannot exceed 100%")
        continue
      }
      if rate.isAbove(percent: RateBookLoader.implausibleTaxPercent) {
        log.warning(
          row.location("rate"),
          "a tax component above \(RateBookLoader.implausibleTaxPercent)% is implausible (the highest standard VAT rate is 27%); check the rate"
        )
      }
      // A table is refused from 2 GiB, so its lines, columns and rows
      // (and so the jurisdictions') fit in 32 bits.
      rows.append(
        RateRow(
          jurisdiction: UInt32(position), level: level, isCompound: compound, line: UInt32(row.line),
          categoryColumn: UInt32(row.location("category").column), component: component, label: label,
          category: category, rate: rate, from: from?.dayNumber ?? .min, until: until?.dayNumber ?? .max,
          maxUnitPrice: maxUnitPrice?.minorUnits ?? -1, basis: basis ?? .discounted,
          thresholdColumn: UInt32(row.location(maxUnitPrice == nil ? "category" : "maxUnitPrice").column)))
    }
    return rows
  }

  /// The components of jurisdiction `jurisdiction` from its rows in file
  /// order: rows with one component identifier make one component, which
  /// must keep its label, level and compounding and have one rate per category.
  private func components(of jurisdiction: String, rows: some Sequence<RateRow>) -> [PendingComponent] {
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
  private func removeOverlaps(in component: inout PendingComponent, of jurisdiction: String) {
    let rates = component.rates
    guard rates.count > 1 else { return }
    func isBefore(_ a: Int, _ b: Int) -> Bool {
      let (x, y) = (rates[a], rates[b])
      if x.category != y.category { return x.category < y.category }
      if x.isThreshold != y.isThreshold { return !x.isThreshold }
      return x.from != y.from ? x.from < y.from : x.line < y.line
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
  private func report(
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
  private func rate(of row: RateRow) -> PendingRate {
    PendingRate(
      category: row.category, rate: row.rate, line: Int(row.line), column: Int(row.categoryColumn), from: row.from,
      until: row.until, maxUnitPrice: row.maxUnitPrice, basis: row.basis, thresholdColumn: Int(row.thresholdColumn))
  }
}

/// Gives equal rate tables one storage and a number, so that 100,000
/// components with a few distinct tables hold a few dictionaries, and
/// jurisdictions can be compared by numbers when their schedules are shared.
private struct RateTableInterner {
  private struct Entry: Hashable {
    let category: String
    let rate: Rate
  }

  private var tables: [[Entry]: (rates: [String: Rate], number: Int)] = [:]

  /// The table of `rates` (categories are distinct) and its number.
  mutating func intern(_ rates: [(category: String, rate: Rate)]) -> ([String: Rate], Int) {
    let key = rates.map { Entry(category: $0.category, rate: $0.rate) }.sorted { $0.category < $1.category }
    if let found = tables[key] { return found }
    let table = Dictionary(uniqueKeysWithValues: rates.map { ($0.category, $0.rate) })
    tables[key] = (table, tables.count)
    return (table, tables.count - 1)
  }
}
