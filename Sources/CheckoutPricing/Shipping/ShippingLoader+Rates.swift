extension ShippingLoader {
  private static let basisColumns: [String: Set<String>] = [
    "flat": ["price"],
    "item": ["price", "additionalPrice"],
    "weight": ["min", "max", "price", "additionalPrice", "additionalPer"],
    "subtotal": ["min", "max", "price"],
    "units": ["min", "max", "price"],
    "percent": ["percent", "minimumPrice", "maximumPrice"],
  ]
  private static let valueColumns = [
    "min", "max", "price", "additionalPrice", "additionalPer", "percent", "minimumPrice", "maximumPrice",
  ]

  func loadRates(
    serviceZones: [String: [String: ServiceZone]], services: [String: ShippingService], currency: Currency,
    categories: inout CategoryTable
  ) -> [String: [String: [ShippingRate]]] {
    guard
      let table = TableFile.read(
        "rates.csv", from: source, required: ["service", "zone", "basis", "price"],
        optional: [
          "min", "max", "additionalPrice", "additionalPer", "percent", "minimumPrice", "maximumPrice", "class",
        ],
        log: log)
    else { return [:] }
    var result: [String: [String: [ShippingRate]]] = [:]
    for row in table.rows {
      guard let service = row.identifier("service", log), let zone = row.identifier("zone", log),
        let basisName = row.required("basis", log)
      else { continue }
      guard let used = ShippingLoader.basisColumns[basisName] else {
        log.error(row.location("basis"), "'\(basisName)' is not one of flat, item, weight, subtotal, units, percent")
        continue
      }
      guard let definition = services[service] else {
        log.unknown(
          .service, service, at: row.location("service"), "unknown service '\(service)'; it is not in services.csv")
        continue
      }
      guard serviceZones[service]?[zone] != nil else {
        log.unknown(
          .serviceZone, "\(service) \(zone)", at: row.location("zone"),
          "service '\(service)' does not list zone '\(zone)' in service_zones.csv")
        continue
      }
      let errorsBefore = log.errorCount
      defer {
        if log.errorCount > errorsBefore { log.markFailed(.serviceZone, "\(service) \(zone)") }
      }
      var unusedFilled = false
      for column in ShippingLoader.valueColumns where !used.contains(column) && row.text(column) != nil {
        log.error(row.location(column), "'\(column)' must be empty for basis '\(basisName)'")
        unusedFilled = true
      }
      guard !unusedFilled, let basis = rateBasis(basisName, row, unit: definition.weightUnit, currency: currency) else {
        continue
      }
      var className: String?
      if row.text("class") != nil {
        guard let name = row.identifier("class", log) else { continue }
        guard definition.classPricing != nil else {
          log.error(
            row.location("class"),
            "service '\(service)' prices no shipping classes; give it a classPricing in services.csv or leave 'class' empty"
          )
          continue
        }
        className = name
      }
      // Each unit, or each class's own lines, has no subtotal of its own
      // after discounts: such services price by weight, items or a flat price.
      if let pricing = definition.classPricing, pricing == .perClass || pricing == .perItem,
        basisName == "subtotal" || basisName == "percent"
      {
        log.error(
          row.location("basis"),
          "service '\(service)' prices classes \(pricing.rawValue); its rows are flat, item, units or weight, not \(basisName)"
        )
        continue
      }
      var category: CategoryID?
      if let className { category = categories.intern(className) }
      result[service, default: [:]][zone, default: []].append(
        ShippingRate(basis: basis, category: category, location: row.location))
    }
    for (service, zones) in serviceZones.sorted(by: { $0.key < $1.key }) {
      for (zone, listing) in zones.sorted(by: { $0.key < $1.key }) {
        guard let rows = result[service]?[zone] else {
          // A rate row that failed is the error; that the zone then has no
          // rate follows from it.
          log.unknown(
            .serviceZone, "\(service) \(zone)", at: listing.location,
            "service '\(service)' in zone '\(zone)' has no rate in rates.csv")
          continue
        }
        // Each class's rows are their own table.
        guard rows.contains(where: { $0.category != nil }) else {
          checkTiers(rows, service: service, zone: zone)
          continue
        }
        var classes: [CategoryID?] = []
        for row in rows where !classes.contains(row.category) { classes.append(row.category) }
        for category in classes {
          checkTiers(rows.filter { $0.category == category }, service: service, zone: zone)
        }
      }
    }
    return result
  }

  private func rateBasis(_ name: String, _ row: TableRow, unit: WeightUnit, currency: Currency) -> ShippingRate.Basis? {
    if name == "percent" { return percentBasis(row, currency: currency) }
    guard let price = row.required("price", log).flatMap({ _ in row.amount("price", currency: currency, log) }) else {
      return nil
    }
    switch name {
    case "flat":
      return .flat(price: price)
    case "item":
      let additional =
        row.text("additionalPrice") == nil ? price : row.amount("additionalPrice", currency: currency, log)
      return additional.map { .item(first: price, additional: $0) }
    case "weight":
      guard let min = row.required("min", log).flatMap({ _ in row.weight("min", unit: unit, log) }) else { return nil }
      let max = row.text("max") == nil ? nil : row.weight("max", unit: unit, log)
      if row.text("max") != nil && max == nil { return nil }
      if let max, max <= min {
        log.error(row.location("max"), "max \(row.text("max") ?? "") must be greater than min \(row.text("min") ?? "")")
        return nil
      }
      let additionalPrice = row.amount("additionalPrice", currency: currency, log)
      let additionalPer = row.weight("additionalPer", unit: unit, log)
      if (additionalPrice == nil) != (additionalPer == nil) || (max != nil && additionalPrice != nil) {
        log.error(
          row.location, "'additionalPrice' and 'additionalPer' go together, and only on the top tier (empty max)")
        return nil
      }
      if let additionalPer, additionalPer == .zero {
        log.error(row.location("additionalPer"), "'additionalPer' must be greater than 0")
        return nil
      }
      return .weight(min: min, max: max, price: price, additionalPrice: additionalPrice, additionalPer: additionalPer)
    case "units":
      let limit = Int(Int32.max)
      guard let min = row.required("min", log).flatMap({ _ in row.integer("min", in: 0...limit, log) }) else {
        return nil
      }
      let max = row.text("max") == nil ? nil : row.integer("max", in: 1...limit, log)
      if row.text("max") != nil && max == nil { return nil }
      if let max, max <= min {
        log.error(row.location("max"), "max \(max) must be greater than min \(min)")
        return nil
      }
      return .units(min: Int64(min), max: max.map { Int64($0) }, price: price)
    default:
      guard let min = row.required("min", log).flatMap({ _ in row.amount("min", currency: currency, log) }) else {
        return nil
      }
      let max = row.text("max") == nil ? nil : row.amount("max", currency: currency, log)
      if row.text("max") != nil && max == nil { return nil }
      if let max, max <= min {
        log.error(row.location("max"), "max \(max) must be greater than min \(min)")
        return nil
      }
      return .subtotal(min: min, max: max, price: price)
    }
  }

  private func percentBasis(_ row: TableRow, currency: Currency) -> ShippingRate.Basis? {
    guard let rate = row.required("percent", log).flatMap({ _ in row.percent("percent", log) }) else { return nil }
    let minimum = row.amount("minimumPrice", currency: currency, log)
    let maximum = row.amount("maximumPrice", currency: currency, log)
    if (row.text("minimumPrice") != nil && minimum == nil) || (row.text("maximumPrice") != nil && maximum == nil) {
      return nil
    }
    if let minimum, let maximum, maximum < minimum {
      log.error(row.location("maximumPrice"), "maximumPrice \(maximum) is less than minimumPrice \(minimum)")
      return nil
    }
    return .percent(rate: rate, minimum: minimum, maximum: maximum)
  }

  /// One basis per service and zone, and tiers that do not overlap, so the
  /// price never depends on the order of rows.
  private func checkTiers(_ rows: [ShippingRate], service: String, zone: String) {
    typealias Tier = (low: Int64, high: Int64?, rate: ShippingRate)
    var tiers: [Tier] = []
    var kinds = Set<String>()
    for rate in rows {
      switch rate.basis {
      case .flat: kinds.insert("flat")
      case .item: kinds.insert("item")
      case .percent: kinds.insert("percent")
      case .weight(let min, let max, _, _, _):
        kinds.insert("weight")
        tiers.append((min.quanta, max?.quanta, rate))
      case .subtotal(let min, let max, _):
        kinds.insert("subtotal")
        tiers.append((min.minorUnits, max?.minorUnits, rate))
      case .units(let min, let max, _):
        kinds.insert("units")
        tiers.append((min, max, rate))
      }
    }
    if kinds.count > 1 || (rows.count > 1 && tiers.isEmpty) {
      log.error(
        rows[1].location,
        "service '\(service)' in zone '\(zone)' has \(rows.count) rates of \(kinds.sorted().joined(separator: " and ")) bases; use one flat, item or percent row, or tiers of one basis"
      )
      return
    }
    let sorted = tiers.sorted { ($0.low, $0.rate.location) < ($1.low, $1.rate.location) }
    for (previous, next) in zip(sorted, sorted.dropFirst()) {
      guard let previousHigh = previous.high else {
        log.error(
          next.rate.location,
          "tier overlaps the open top tier on line \(previous.rate.location.line) of service '\(service)' in zone '\(zone)'; the price would depend on the order of rows"
        )
        continue
      }
      if next.low < previousHigh {
        log.error(
          next.rate.location,
          "tier overlaps the tier on line \(previous.rate.location.line) of service '\(service)' in zone '\(zone)'; the price would depend on the order of rows"
        )
      }
    }
  }
}
