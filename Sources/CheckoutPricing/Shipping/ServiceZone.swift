/// A zone a service serves, with its transit time: one row of
/// `service_zones.csv`.
public struct ServiceZone: Sendable, Hashable {
  /// The service.
  public let service: String
  /// The zone.
  public let zone: String
  /// The fewest business days in transit.
  public let transitMin: Int
  /// The most business days in transit.
  public let transitMax: Int
  /// The row it came from.
  public let location: TableLocation
}
