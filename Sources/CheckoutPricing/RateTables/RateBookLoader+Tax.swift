extension RateBookLoader {
  /// Reads tax_areas.csv, tax_jurisdictions.csv and tax_rates.csv.
  func loadTaxTables() -> TaxTables {
    let areas = loadAreas(file: "tax_areas.csv", areaColumn: "jurisdiction")
    return TaxTables(jurisdictions: loadTax(areas: areas), areas: areas)
  }

  func loadTax(areas: LocationIndex) -> [String: TaxJurisdiction] {
    guard
      let table = TableFile.read(
        "tax_jurisdictions.csv", from: source, required: ["jurisdiction", "label", "shipping"],
        optional: ["roundingLevel", "roundingMode", "componentRounding"], log: log)
    else { return [:] }
    struct Header {
      var id: String
      var label: String
      var shipping: ShippingTaxability
      var level: TaxRoundingLevel?
      var mode: RoundingMode?
      var componentRounding: TaxComponentRounding
      var location: TableLocation
    }
    // Sized up front: growing a dictionary of 100,000 jurisdictions by
    // doubling holds the old and new storage at once, at the load's peak.
    var headers: [String: Header] = [:]
    headers.reserveCapacity(table.rows.count)
    var order: [String] = []
    order.reserveCapacity(table.rows.count)
    for row in table.rows {
      guard let id = row.identifier("jurisdiction", log) else { continue }
      let label = row.required("label", log)
      let shipping = row.required("shipping", log).flatMap { _ in
        row.choice("shipping", as: ShippingTaxability.self, log)
      }
      let level = row.choice("roundingLevel", as: TaxRoundingLevel.self, log)
      let mode = row.choice("roundingMode", as: RoundingMode.self, log)
      let componentRounding = row.choice("componentRounding", as: TaxComponentRounding.self, log)
      if let existing = headers[id] {
        log.error(
          row.location("jurisdiction"), "jurisdiction '\(id)' is already defined on line \(existing.location.line)")
        continue
      }
      if row.text("roundingLevel") != nil && level == nil || row.text("roundingMode") != nil && mode == nil
        || row.text("componentRounding") != nil && componentRounding == nil
      {
        continue
      }
      guard let label, let shipping else { continue }
      headers[id] = Header(
        id: id, label: label, shipping: shipping, level: level, mode: mode,
        componentRounding: componentRounding ?? .combined, location: row.location)
      order.append(id)
    }

    for rule in areas.rules where headers[rule.area] == nil {
      log.error(
        TableLocation(file: rule.location.file, line: rule.location.line),
        "unknown jurisdiction '\(rule.area)'; it is not in tax_jurisdictions.csv")
    }
    let areaIDs = Set(areas.rules.map(\.area))
    for id in order where !areaIDs.contains(id) {
      if let header = headers[id] {
        log.warning(header.location, "jurisdiction '\(id)' has no place in tax_areas.csv; it never applies")
      }
    }

    let components = loadTaxRates(jurisdictions: Set(order))
    var result: [String: TaxJurisdiction] = [:]
    result.reserveCapacity(order.count)
    var schedules: [TaxSchedule.Inputs: Result<TaxSchedule, TaxSchedule.ScheduleError>] = [:]
    for id in order {
      guard let header = headers[id] else { continue }
      let list = components[id] ?? []
      let inputs = TaxSchedule.Inputs(list)
      let built = schedules[inputs] ?? TaxSchedule.build(list)
      schedules[inputs] = built
      let schedule: TaxSchedule
      switch built {
      case .success(let built): schedule = built
      case .failure(let error):
        log.error(
          header.location,
          "the rates of '\(id)' for category '\(error.category)' cannot be combined exactly: they need more than \(Rate.maximumScale) decimal places or exceed the rate range"
        )
        continue
      }
      result[id] = TaxJurisdiction(
        id: id, label: header.label, shipping: header.shipping, roundingLevel: header.level,
        roundingMode: header.mode, componentRounding: header.componentRounding, components: list,
        location: header.location, schedule: schedule)
    }
    return result
  }

  private func loadTaxRates(jurisdictions: Set<String>) -> [String: [TaxComponent]] {
    guard
      let table = TableFile.read(
        "tax_rates.csv", from: source,
        required: ["jurisdiction", "component", "label", "level", "category", "rate"], optional: ["compound"],
        log: log)
    else { return [:] }
    struct Building {
      var label: String
      var level: TaxComponent.Level
      var compound: Bool
      var rates: [String: Rate]
      var lines: [String: Int]
      var location: TableLocation
    }
    var building: [String: [(id: String, component: Building)]] = [:]
    for row in table.rows {
      guard let jurisdiction = row.identifier("jurisdiction", log), let component = row.identifier("component", log)
      else { continue }
      let label = row.required("label", log)
      let level = row.required("level", log).flatMap { _ in row.choice("level", as: TaxComponent.Level.self, log) }
      let category = row.identifier("category", log)
      let rate = row.required("rate", log).flatMap { _ in row.percent("rate", log) }
      let compound = row.text("compound") == nil ? false : row.boolean("compound", log)
      guard jurisdictions.contains(jurisdiction) else {
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
      var list = building[jurisdiction, default: []]
      if let index = list.firstIndex(where: { $0.id == component }) {
        var existing = list[index].component
        if existing.label != label || existing.level != level || existing.compound != compound {
          log.error(
            row.location,
            "component '\(component)' of '\(jurisdiction)' has another label, level or compound than on line \(existing.location.line)"
          )
          continue
        }
        if let line = existing.lines[category] {
          log.error(
            row.location("category"),
            "component '\(component)' of '\(jurisdiction)' already has a '\(category)' rate on line \(line)")
          continue
        }
        existing.rates[category] = rate
        existing.lines[category] = row.line
        list[index].component = existing
      } else {
        list.append(
          (
            component,
            Building(
              label: label, level: level, compound: compound, rates: [category: rate], lines: [category: row.line],
              location: row.location)
          ))
      }
      building[jurisdiction] = list
    }
    return building.mapValues { list in
      list.map {
        TaxComponent(
          id: $0.id, label: $0.component.label, level: $0.component.level, isCompound: $0.component.compound,
          rates: $0.component.rates, location: $0.component.location)
      }
    }
  }
}
