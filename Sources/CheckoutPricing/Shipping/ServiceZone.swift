/// A zone a service serves, with its transit time: one row of
/// `service_zones.csv`. Its service and zone are where the compiled tables
/// file it (``ShippingTables/zoneOffers``), not text it carries.
struct ServiceZone: Sendable, Hashable {
  /// The fewest business days in transit.
  let transitMin: Int
  /// The most business days in transit.
  let transitMax: Int
  /// The row it came from.
  let location: TableLocation
}
