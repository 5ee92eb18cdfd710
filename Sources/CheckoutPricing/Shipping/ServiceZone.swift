/// A zone a service serves, with its transit time: one row of
/// `service_zones.csv`.
struct ServiceZone: Sendable, Hashable {
  /// The service.
  let service: String
  /// The zone.
  let zone: String
  /// The fewest business days in transit.
  let transitMin: Int
  /// The most business days in transit.
  let transitMax: Int
  /// The row it came from.
  let location: TableLocation
}
