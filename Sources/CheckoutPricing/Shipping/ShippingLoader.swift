/// Reads a merchant folder's shipping tables (`zones.csv`, `services.csv`,
/// `service_zones.csv`, `rates.csv` and the optional tables that adjust
/// them) into the ``ShippingTables`` the shipping stage prices from,
/// logging every problem.
struct ShippingLoader {
  let source: TableSource
  let log: DiagnosticLog

  /// The reader of the places the shipping tables write (a surcharge's, an
  /// exclusion's, a service area's, a store's).
  var places: AreaLoader { AreaLoader(source: source, log: log) }

  /// The service named in a row's `service` cell, logged when unknown.
  func knownService(_ row: TableRow, _ services: [String: ShippingService]) -> ShippingService? {
    guard let id = row.identifier("service", log) else { return nil }
    guard let service = services[id] else {
      log.unknown(.service, id, at: row.location("service"), "unknown service '\(id)'; it is not in services.csv")
      return nil
    }
    return service
  }
}
