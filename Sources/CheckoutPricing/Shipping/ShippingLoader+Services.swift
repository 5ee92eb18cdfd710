extension ShippingLoader {
  /// Reads the shipping tables: zones.csv, services.csv, service_zones.csv
  /// and rates.csv (required), then surcharges.csv, exclusions.csv,
  /// stores.csv, service_areas.csv and holidays.csv (optional); warns about
  /// zones no service serves. The categories exclusions name are added to
  /// `categories`.
  ///
  /// - Parameters:
  ///   - settings: the manifest's choices the shipping stage follows.
  ///   - methodLimit: the most shipping methods a zone may offer: as many
  ///     as a payment sheet lists.
  func loadShippingTables(
    currency: Currency, settings: ShippingSettings, methodLimit: Int, categories: inout CategoryTable
  ) -> ShippingTables {
    let (zones, zoneLabels) = places.loadZones()
    let zoneIDs = Set(zones.areaNames)
    let services = loadServices(currency: currency, methodOrder: settings.methodOrder)
    let serviceZones = loadServiceZones(services: services, zoneIDs: zoneIDs)
    let rates = loadRates(
      serviceZones: serviceZones, services: services, currency: currency, categories: &categories)
    let servedZones = Set(serviceZones.values.flatMap(\.keys))
    let firstRules = zones.firstRuleOfEachArea()
    // Which zones no service serves cannot be told when the services or
    // the zones they serve could not be read.
    let servesAreKnown = !log.isUnreadable("services.csv") && !log.isUnreadable("service_zones.csv")
    let unserved =
      servesAreKnown ? zones.areaNames.indices.filter { !servedZones.contains(zones.areaNames[$0]) } : []
    for zone in unserved.sorted(by: { zones.areaNames[$0] < zones.areaNames[$1] }) {
      log.warning(
        zones.location(of: zones.rules[firstRules[zone]]),
        "zone '\(zones.areaNames[zone])' is served by no service in service_zones.csv")
    }
    let surcharges = loadSurcharges(services: services, currency: currency)
    let exclusions = loadExclusions(services: services, categories: &categories)
    let stores = loadStores(services: services, serviceZones: serviceZones, currency: currency)
    checkMethodCounts(serviceZones: serviceZones, stores: stores, limit: methodLimit)
    let serviceAreas = loadServiceAreas(services: services)
    let holidays = loadHolidays()
    return ShippingTables(
      services: services, serviceZones: serviceZones, rates: rates, surcharges: surcharges, exclusions: exclusions,
      stores: stores, serviceAreas: serviceAreas, holidays: holidays, zones: zones,
      zoneLabels: zoneLabels,
      settings: settings)
  }

  /// A payment sheet lists at most 1,024 shipping options (Chromium's
  /// `PaymentRequest::kMaxListSize`): a zone whose services and pickup
  /// stores would offer more is an error, since no quote could show them.
  func checkMethodCounts(
    serviceZones: [String: [String: ServiceZone]], stores: [String: [PickupLocation]], limit: Int
  ) {
    var counts: [String: Int] = [:]
    for (service, zones) in serviceZones where stores[service]?.isEmpty ?? true {
      for zone in zones.keys { counts[zone, default: 0] += 1 }
    }
    for store in stores.values.joined() {
      for zone in store.zones { counts[zone, default: 0] += 1 }
    }
    for (zone, count) in counts.sorted(by: { $0.key < $1.key }) where count > limit {
      log.error(
        TableLocation(file: "stores.csv"),
        "zone '\(zone)' would offer \(count) shipping methods; a payment sheet lists at most \(limit)")
    }
  }

  func loadServices(currency: Currency, methodOrder: MethodOrder) -> [String: ShippingService] {
    guard
      let table = TableFile.read(
        "services.csv", from: source, required: ["service", "carrier", "label", "type"],
        optional: [
          "weightUnit", "weightRounding", "handlingDays", "freeAbove", "subtotalBasis", "handlingPerOrder",
          "handlingPerItem", "maxCost", "dimDivisor", "cutoff", "position", "classPricing",
          // Priced by the landed-cost stage (LandedCostLoader.loadImportTerms).
          "incoterm", "absorbImportCharges",
        ], log: log)
    else { return [:] }
    var services: [String: ShippingService] = [:]
    var positions: [Int: TableLocation] = [:]
    for row in table.rows {
      guard let id = row.identifier("service", log) else { continue }
      let errorsBefore = log.errorCount
      defer { if services[id] == nil && log.errorCount > errorsBefore { log.markFailed(.service, id) } }
      let carrier = row.required("carrier", log)
      let label = row.label("label", log)
      let type = row.required("type", log).flatMap { _ in row.choice("type", as: ShippingType.self, log) }
      let unit = row.text("weightUnit") == nil ? .kilogram : row.choice("weightUnit", as: WeightUnit.self, log)
      let rounding =
        row.text("weightRounding") == nil
        ? .up : row.choice("weightRounding", as: ShippingService.WeightRounding.self, log)
      let handling = row.text("handlingDays") == nil ? 0 : row.integer("handlingDays", in: 0...60, log)
      let basis =
        row.text("subtotalBasis") == nil
        ? .afterDiscounts : row.choice("subtotalBasis", as: ShippingService.SubtotalBasis.self, log)
      // Each optional cell: nil when empty, .some(nil) when bad (already logged).
      func optional<T>(_ column: String, _ read: () -> T?) -> T?? {
        guard row.text(column) != nil else { return .some(nil) }
        guard let value = read() else { return nil }
        return .some(value)
      }
      let freeAbove = optional("freeAbove") { row.amount("freeAbove", currency: currency, log) }
      let perOrder = optional("handlingPerOrder") { row.amount("handlingPerOrder", currency: currency, log) }
      let perItem = optional("handlingPerItem") { row.amount("handlingPerItem", currency: currency, log) }
      let maxCost = optional("maxCost") { row.amount("maxCost", currency: currency, log) }
      let divisor = optional("dimDivisor") { row.integer("dimDivisor", in: 1...1_000_000, log).map(Int64.init) }
      let cutoff = optional("cutoff") { row.timeOfDay("cutoff", log) }
      let position = optional("position") { row.integer("position", in: 1...9_999, log) }
      let classPricing = optional("classPricing") {
        row.choice("classPricing", as: ShippingService.ClassPricing.self, log)
      }
      // The import terms are priced by the landed-cost stage, which reads
      // them only in a book with its tables; they are checked here, where
      // every book reads this file, so a bad one is never silently kept.
      let incoterm = optional("incoterm") { row.choice("incoterm", as: ImportTerms.Incoterm.self, log) }
      let absorbs = optional("absorbImportCharges") { row.boolean("absorbImportCharges", log) }
      if case .some(.some(true)) = absorbs, case .some(let term) = incoterm, term != .DDP {
        // Only a seller who clears the goods (DDP) can pay their charges.
        log.error(
          row.location("absorbImportCharges"),
          "'absorbImportCharges' is 'yes' only with 'incoterm' DDP: under DAP the shopper pays the charges on delivery")
      }
      if let existing = services[id] {
        log.error(row.location("service"), "service '\(id)' is already defined on line \(existing.location.line)")
        continue
      }
      if case .some(.some(let place)) = position {
        if let earlier = positions[place] {
          log.error(row.location("position"), "position \(place) is already taken on line \(earlier.line)")
        } else {
          positions[place] = row.location
        }
        if methodOrder != .pinned {
          log.warning(
            row.location("position"),
            "position is ignored: manifest.json 'methodOrder' is '\(methodOrder.rawValue)', not 'pinned'")
        }
      }
      guard let carrier, let label, let type, let unit, let rounding, let handling, let basis, let freeAbove,
        let perOrder, let perItem, let maxCost, let divisor, let cutoff, let position, let classPricing
      else { continue }
      services[id] = ShippingService(
        id: id, carrier: carrier, label: label, type: type, weightUnit: unit, weightRounding: rounding,
        handlingDays: handling, freeAbove: freeAbove, subtotalBasis: basis, handlingPerOrder: perOrder,
        handlingPerItem: perItem, maxCost: maxCost, dimDivisor: divisor, cutoffMinutes: cutoff, position: position,
        classPricing: classPricing, location: row.location)
    }
    return services
  }

  func loadServiceZones(services: [String: ShippingService], zoneIDs: Set<String>) -> [String: [String: ServiceZone]] {
    guard
      let table = TableFile.read(
        "service_zones.csv", from: source, required: ["service", "zone", "transitMin", "transitMax"], log: log)
    else { return [:] }
    var result: [String: [String: ServiceZone]] = [:]
    for row in table.rows {
      let service = row.identifier("service", log)
      let zone = row.identifier("zone", log)
      let transitMin = row.required("transitMin", log).flatMap { _ in row.integer("transitMin", in: 0...365, log) }
      let transitMax = row.required("transitMax", log).flatMap { _ in row.integer("transitMax", in: 0...365, log) }
      guard let service, let zone, let transitMin, let transitMax else { continue }
      guard services[service] != nil else {
        log.unknown(
          .service, service, at: row.location("service"), "unknown service '\(service)'; it is not in services.csv")
        log.markFailed(.serviceZone, "\(service) \(zone)")
        continue
      }
      guard zoneIDs.contains(zone) else {
        log.unknown(.zone, zone, at: row.location("zone"), "unknown zone '\(zone)'; it is not in zones.csv")
        log.markFailed(.serviceZone, "\(service) \(zone)")
        continue
      }
      guard transitMin <= transitMax else {
        log.error(row.location("transitMax"), "transitMax \(transitMax) is less than transitMin \(transitMin)")
        continue
      }
      if let existing = result[service]?[zone] {
        log.error(
          row.location, "service '\(service)' in zone '\(zone)' is already listed on line \(existing.location.line)")
        continue
      }
      result[service, default: [:]][zone] = ServiceZone(
        transitMin: transitMin, transitMax: transitMax, location: row.location)
    }
    // Whether a service serves no zone cannot be told when the zones or
    // the zones each service serves could not be read.
    let zonesAreKnown = !log.isUnreadable("service_zones.csv") && !log.isUnreadable("zones.csv")
    for id in services.keys.sorted() where zonesAreKnown && result[id] == nil {
      if let service = services[id] {
        log.warning(service.location, "service '\(id)' serves no zone in service_zones.csv; it is never offered")
      }
    }
    return result
  }
}
