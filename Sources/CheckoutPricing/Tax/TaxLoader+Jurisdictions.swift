extension TaxLoader {
  /// Reads tax_areas.csv, tax_jurisdictions.csv and tax_rates.csv, adding
  /// the categories the rates name to `categories`; the tables follow the
  /// manifest's tax choices, `settings`.
  func loadTaxTables(currency: Currency, settings: TaxSettings, categories: inout CategoryTable) -> TaxTables {
    let areas = places.loadTaxAreas()
    let (byPosition, positionOfArea) = loadTax(areas: areas, currency: currency, categories: &categories)
    // Made once the loader's tables of rows are released.
    let ofArea = positionOfArea.map { $0 < 0 ? nil : byPosition[Int($0)] }
    // Reserved once: a compactMap would grow the array a doubling at a time.
    var jurisdictions: [TaxJurisdiction] = []
    jurisdictions.reserveCapacity(byPosition.count)
    for case let jurisdiction? in byPosition { jurisdictions.append(jurisdiction) }
    return TaxTables(
      jurisdictions: jurisdictions, areas: areas, jurisdictionOfArea: ofArea, exponent: currency.minorUnits,
      settings: settings)
  }

  /// A row of tax_jurisdictions.csv, read.
  struct JurisdictionHeader {
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
  struct RateRow {
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
    let terms: RateTerms
    let thresholdColumn: UInt32
  }

  /// When and to which units a row of tax_rates.csv applies: its days and
  /// its price threshold.
  struct RateTerms {
    /// The days of `from` and `until`.
    let days: DatedDays
    /// `maxUnitPrice` in minor units, or -1 when the cell is empty.
    let maxUnitPrice: Int64
    let basis: TaxDatedRate.PriceBasis
  }

  /// A rate of a component as its rows are grouped.
  struct PendingRate {
    let category: String
    let rate: Rate
    let line: Int
    let column: Int
    let terms: RateTerms
    let thresholdColumn: Int

    var isDated: Bool { terms.days.isDated }

    /// Whether the row has a price threshold.
    var isThreshold: Bool { terms.maxUnitPrice >= 0 }

    /// Whether `explain` and the reference list the row among the
    /// jurisdiction's ``TaxJurisdiction/datedRates``.
    var isListed: Bool { isDated || isThreshold }

    /// The cell of its threshold.
    var thresholdLocation: TableLocation { TableLocation(file: TaxComponent.file, line: line, column: thresholdColumn) }

    /// Whether some day is in both.
    func overlaps(_ other: PendingRate) -> Bool { terms.days.overlaps(other.terms.days) }
  }

  /// A component as a jurisdiction's rows are grouped: its rates in row
  /// order, each with the line it came from.
  struct PendingComponent {
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
  struct JurisdictionParts {
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
  func loadJurisdictionHeaders() -> (headers: [JurisdictionHeader], positions: [String: Int])? {
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
  func jurisdictionParts(
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
}

/// Gives equal rate tables one storage and a number, so that 100,000
/// components with a few distinct tables hold a few dictionaries, and
/// jurisdictions can be compared by numbers when their schedules are shared.
private struct RateTableInterner {
  struct Entry: Hashable {
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
