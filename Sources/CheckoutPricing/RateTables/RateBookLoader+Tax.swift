extension RateBookLoader {
  /// Reads tax_areas.csv, tax_jurisdictions.csv and tax_rates.csv.
  func loadTaxTables() -> TaxTables {
    let areas = loadAreas(file: "tax_areas.csv", areaColumn: "jurisdiction")
    return TaxTables(jurisdictions: loadTax(areas: areas), areas: areas)
  }

  /// A row of tax_jurisdictions.csv, read.
  private struct JurisdictionHeader {
    var id: String
    var label: String
    var shipping: ShippingTaxability
    var level: TaxRoundingLevel?
    var mode: RoundingMode?
    var componentRounding: TaxComponentRounding
    var location: TableLocation
  }

  /// A component of tax_rates.csv as its rows are read: its rates in row
  /// order, each with the line it came from.
  private struct PendingComponent {
    let id: String
    let label: String
    let level: TaxComponent.Level
    let isCompound: Bool
    var rates: [(category: String, rate: Rate, line: Int)]
    let location: TableLocation
  }

  /// Reads tax_jurisdictions.csv: the jurisdictions in file order, and each
  /// one's position. An array and a dictionary of positions hold 100,000
  /// jurisdictions in a third of the memory of a dictionary of them, and the
  /// table itself is released when this returns.
  private func loadJurisdictionHeaders() -> (headers: [JurisdictionHeader], positions: [String: Int])? {
    guard
      let table = TableFile.read(
        "tax_jurisdictions.csv", from: source, required: ["jurisdiction", "label", "shipping"],
        optional: ["roundingLevel", "roundingMode", "componentRounding"], log: log)
    else { return nil }
    var headers: [JurisdictionHeader] = []
    headers.reserveCapacity(table.rows.count)
    var positions: [String: Int] = [:]
    positions.reserveCapacity(table.rows.count)
    for row in table.rows {
      guard let id = row.identifier("jurisdiction", log) else { continue }
      let label = row.required("label", log)
      let shipping = row.required("shipping", log).flatMap { _ in
        row.choice("shipping", as: ShippingTaxability.self, log)
      }
      let level = row.choice("roundingLevel", as: TaxRoundingLevel.self, log)
      let mode = row.choice("roundingMode", as: RoundingMode.self, log)
      let componentRounding = row.choice("componentRounding", as: TaxComponentRounding.self, log)
      if let existing = positions[id] {
        log.error(
          row.location("jurisdiction"),
          "jurisdiction '\(id)' is already defined on line \(headers[existing].location.line)")
        continue
      }
      if row.text("roundingLevel") != nil && level == nil || row.text("roundingMode") != nil && mode == nil
        || row.text("componentRounding") != nil && componentRounding == nil
      {
        continue
      }
      guard let label, let shipping else { continue }
      positions[id] = headers.count
      headers.append(
        JurisdictionHeader(
          id: id, label: label, shipping: shipping, level: level, mode: mode,
          componentRounding: componentRounding ?? .combined, location: row.location))
    }
    return (headers, positions)
  }

  func loadTax(areas: LocationIndex) -> [String: TaxJurisdiction] {
    guard let loaded = loadJurisdictionHeaders() else { return [:] }
    let headers = loaded.headers
    var positions = loaded.positions
    var hasArea = [Bool](repeating: false, count: headers.count)
    // By index, reading one field: copying each rule would retain all of them.
    for index in areas.rules.indices {
      guard let position = positions[areas.rules[index].area] else {
        let rule = areas.rules[index]
        log.error(
          TableLocation(file: rule.location.file, line: rule.location.line),
          "unknown jurisdiction '\(rule.area)'; it is not in tax_jurisdictions.csv")
        continue
      }
      hasArea[position] = true
    }
    for (position, header) in headers.enumerated() where !hasArea[position] {
      log.warning(header.location, "jurisdiction '\(header.id)' has no place in tax_areas.csv; it never applies")
    }

    var pending = loadTaxRates(positions: positions, count: headers.count)
    positions = [:]
    var result: [String: TaxJurisdiction] = [:]
    result.reserveCapacity(headers.count)
    // Jurisdictions share their rate tables and schedules: a state's
    // counties mostly repeat a handful of combined rates, so each distinct
    // one is stored and built once.
    var rateTables = RateTableInterner()
    var schedules: [[Int]: Result<TaxSchedule, TaxSchedule.ScheduleError>] = [:]
    for (position, header) in headers.enumerated() {
      // Each component list is released as soon as it is built on.
      let components = pending[position]
      pending[position] = []
      var key: [Int] = []
      key.reserveCapacity(components.count)
      let list = components.map { component in
        let (rates, number) = rateTables.intern(component.rates)
        key.append(number * 2 + (component.isCompound ? 1 : 0))
        return TaxComponent(
          id: component.id, label: component.label, level: component.level, isCompound: component.isCompound,
          rates: rates, location: component.location)
      }
      let built = schedules[key] ?? TaxSchedule.build(list)
      schedules[key] = built
      let schedule: TaxSchedule
      switch built {
      case .success(let built): schedule = built
      case .failure(let error):
        log.error(
          header.location,
          "the rates of '\(header.id)' for category '\(error.category)' cannot be combined exactly: they need more than \(Rate.maximumScale) decimal places or exceed the rate range"
        )
        continue
      }
      result[header.id] = TaxJurisdiction(
        id: header.id, label: header.label, shipping: header.shipping, roundingLevel: header.level,
        roundingMode: header.mode, componentRounding: header.componentRounding, components: list,
        location: header.location, schedule: schedule)
    }
    return result
  }

  /// Reads tax_rates.csv into each jurisdiction's components, by the
  /// jurisdiction's position in `positions`.
  private func loadTaxRates(positions: [String: Int], count: Int) -> [[PendingComponent]] {
    var pending = [[PendingComponent]](repeating: [], count: count)
    guard
      let table = TableFile.read(
        "tax_rates.csv", from: source,
        required: ["jurisdiction", "component", "label", "level", "category", "rate"], optional: ["compound"],
        log: log)
    else { return pending }
    for row in table.rows {
      guard let jurisdiction = row.identifier("jurisdiction", log), let component = row.identifier("component", log)
      else { continue }
      let label = row.required("label", log)
      let level = row.required("level", log).flatMap { _ in row.choice("level", as: TaxComponent.Level.self, log) }
      let category = row.identifier("category", log)
      let rate = row.required("rate", log).flatMap { _ in row.percent("rate", log) }
      let compound = row.text("compound") == nil ? false : row.boolean("compound", log)
      guard let position = positions[jurisdiction] else {
        log.error(
          row.location("jurisdiction"), "unknown jurisdiction '\(jurisdiction)'; it is not in tax_jurisdictions.csv")
        continue
      }
      guard let label, let level, let category, let rate, let compound else { continue }
      if category == TaxSchedule.exemptCategory {
        log.error(row.location("category"), "'exempt' lines are never taxed; leave the category out of tax_rates.csv")
        continue
      }
      if category == TaxSchedule.zeroCategory && !rate.isZero {
        log.error(row.location("rate"), "'zero' is the zero rate; its rate must be 0")
        continue
      }
      guard let index = pending[position].firstIndex(where: { $0.id == component }) else {
        pending[position].append(
          PendingComponent(
            id: component, label: label, level: level, isCompound: compound, rates: [(category, rate, row.line)],
            location: row.location))
        continue
      }
      let existing = pending[position][index]
      if existing.label != label || existing.level != level || existing.isCompound != compound {
        log.error(
          row.location,
          "component '\(component)' of '\(jurisdiction)' has another label, level or compound than on line \(existing.location.line)"
        )
        continue
      }
      if let earlier = existing.rates.first(where: { $0.category == category }) {
        log.error(
          row.location("category"),
          "component '\(component)' of '\(jurisdiction)' already has a '\(category)' rate on line \(earlier.line)")
        continue
      }
      pending[position][index].rates.append((category, rate, row.line))
    }
    return pending
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
  mutating func intern(_ rates: [(category: String, rate: Rate, line: Int)]) -> ([String: Rate], Int) {
    let key = rates.map { Entry(category: $0.category, rate: $0.rate) }.sorted { $0.category < $1.category }
    if let found = tables[key] { return found }
    let table = Dictionary(uniqueKeysWithValues: rates.map { ($0.category, $0.rate) })
    tables[key] = (table, tables.count)
    return (table, tables.count - 1)
  }
}
