/// The shipping part of a rate book: services, the zones they serve, and
/// their rates.
public struct ShippingTables: Sendable {
  /// Services by identifier.
  public let services: [String: ShippingService]
  /// The zones each service serves, with transit times, by service then zone.
  public let serviceZones: [String: [String: ServiceZone]]
  /// Rate rows by service then zone, in file order.
  public let rates: [String: [String: [ShippingRate]]]
}
