extension ShippingLoader {
  /// Reads the optional `surcharges.csv`: amounts added to a service's
  /// price (or every service's, `*`) at addresses in a place.
  func loadSurcharges(services: [String: ShippingService], currency: Currency) -> [ShippingSurcharge] {
    guard
      let table = TableFile.read(
        "surcharges.csv", from: source, required: ["service", "country", "amount", "reason"],
        optional: ["region", "postcode"], isRequired: false, log: log)
    else { return [] }
    var result: [ShippingSurcharge] = []
    for row in table.rows {
      var service: String?
      var serviceIsValid = true
      if row.text("service") != "*" {
        service = knownService(row, services)?.id
        serviceIsValid = service != nil
      }
      let place = places.placeRule(row, area: service ?? "*", columns: [.region, .postcode])
      let amount = row.required("amount", log).flatMap { _ in row.amount("amount", currency: currency, log) }
      let reason = row.required("reason", log)
      guard serviceIsValid, let place, let amount, let reason else { continue }
      if let twin = result.first(where: { $0.service == service && $0.place.hasSameConditions(as: place) }) {
        log.error(
          row.location,
          "surcharge for '\(service ?? "*")' has the same place as line \(twin.location.line); the charge would count twice"
        )
        continue
      }
      result.append(
        ShippingSurcharge(service: service, place: place, amount: amount, reason: reason, location: row.location))
    }
    return result
  }
}
