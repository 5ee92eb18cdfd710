extension ShippingLoader {
  /// Reads the optional `stores.csv`: the stores and service points of
  /// `storePickup` and `servicePickup` services, and the zones each serves.
  func loadStores(
    services: [String: ShippingService], serviceZones: [String: [String: ServiceZone]], currency: Currency
  ) -> [String: [PickupLocation]] {
    guard
      let table = TableFile.read(
        "stores.csv", from: source, required: ["store", "service", "label", "address", "locality", "country", "zones"],
        optional: ["region", "postcode", "price"], isRequired: false, log: log)
    else { return [:] }
    var result: [String: [PickupLocation]] = [:]
    var seen: [String: TableLocation] = [:]
    for row in table.rows {
      let id = row.identifier("store", log)
      let service = knownService(row, services)
      let label = row.label("label", log)
      let address = row.label("address", log)
      let locality = row.label("locality", log)
      let country = row.country("country", allowingRestOfWorld: false, log) ?? nil
      let price = row.text("price") == nil ? .some(nil) : row.amount("price", currency: currency, log).map { $0 }
      var zones: [String] = []
      var zonesAreValid = row.required("zones", log) != nil
      for zone in (row.text("zones") ?? "").split(separator: " ").map(String.init) {
        if let service, serviceZones[service.id]?[zone] == nil {
          log.unknown(
            .serviceZone, "\(service.id) \(zone)", at: row.location("zones"),
            "service '\(service.id)' does not list zone '\(zone)' in service_zones.csv")
          zonesAreValid = false
        }
        zones.append(zone)
      }
      if let service, service.type != .storePickup && service.type != .servicePickup {
        log.error(
          row.location("service"),
          "service '\(service.id)' is of type \(service.type.rawValue); only storePickup and servicePickup services have stores"
        )
        continue
      }
      guard let id else { continue }
      if let earlier = seen[id] {
        log.error(row.location("store"), "store '\(id)' is already defined on line \(earlier.line)")
        continue
      }
      seen[id] = row.location
      guard let service, let label, let address, let locality, let country, let price, zonesAreValid else { continue }
      // A store pickup is taxed where the store is, so its address must be
      // a place the tax areas can match.
      let place: Destination
      do {
        place = try Destination(
          contact: ContactFields(
            locality: locality, administrativeArea: row.text("region"), postalCode: row.text("postcode"),
            countryCode: country.rawValue))
      } catch {
        let column =
          error.contactField == .administrativeArea
          ? "region" : error.contactField == .postalCode ? "postcode" : "locality"
        log.error(row.location(column), "the store's address cannot be placed for tax: \(error.message)")
        continue
      }
      result[service.id, default: []].append(
        PickupLocation(
          id: id, service: service.id, label: label, address: address, locality: locality,
          postcode: row.text("postcode"), country: country, zones: zones.sorted(), price: price,
          location: row.location, place: place))
    }
    for key in result.keys { result[key]?.sort { $0.id < $1.id } }
    return result
  }

  /// Reads the optional `service_areas.csv`: the places a service (usually
  /// `delivery` or `servicePickup`) is limited to, in the `zones.csv` syntax.
  func loadServiceAreas(services: [String: ShippingService]) -> [String: [LocationRule]] {
    guard
      let table = TableFile.read(
        "service_areas.csv", from: source, required: ["service", "country"],
        optional: ["rule", "region", "city", "postcode"], isRequired: false, log: log)
    else { return [:] }
    var result: [String: [LocationRule]] = [:]
    // Each service's places, by their conditions, so that a repeat is found
    // by lookup however long the table.
    var places: [String: [LocationRule.Conditions: Int]] = [:]
    for row in table.rows {
      let service = knownService(row, services)
      var isExclusion = false
      if let kind = row.text("rule") {
        guard kind == "include" || kind == "exclude" else {
          log.error(row.location("rule"), "'\(kind)' is not 'include' or 'exclude'")
          continue
        }
        isExclusion = kind == "exclude"
      }
      guard let rule = self.places.placeRule(row, area: service?.id ?? "", isExclusion: isExclusion), let service
      else { continue }
      let key = rule.conditions
      if let line = places[service.id]?[key] {
        log.error(row.location, "service '\(service.id)' already lists this place on line \(line)")
        continue
      }
      places[service.id, default: [:]][key] = row.line
      result[service.id, default: []].append(rule)
    }
    for (id, rules) in result.sorted(by: { $0.key < $1.key }) where !rules.contains(where: { !$0.isExclusion }) {
      if let first = rules.first {
        log.warning(
          TableLocation(file: table.name, line: first.line),
          "service '\(id)' has only exclude rules in service_areas.csv; it reaches nowhere")
      }
    }
    return result
  }
}
