/// Everything rating one service needs, gathered when the tables load so a
/// request does no per-service dictionary lookups. A class, immutable, so
/// that walking the plans per request retains one reference each instead of
/// copying every field.
final class ServicePlan: Sendable {
  /// Whether and how the service serves one zone, decided at load. A
  /// class, so that a request reading each service's offer retains one
  /// reference where copying the terms out of the table retained the
  /// listing and the rate rows, and released them again.
  final class ZoneOffer: Sendable {
    enum Terms: Sendable {
      /// It serves the zone with this transit time and these rate rows.
      case serves(ServiceZone, [ShippingRate])
      /// It does not; the reason is written once, at load.
      case notServed(String)
    }

    let terms: Terms

    init(_ terms: Terms) { self.terms = terms }
  }

  /// The service.
  let service: ShippingService
  /// Its exclusions, in file order.
  let exclusions: [ShippingExclusion]
  /// The places it is limited to, if any.
  let areas: [LocationRule]?
  /// Its pickup locations, by identifier.
  let stores: [PickupLocation]
  /// The surcharges for it or for every service, in file order.
  let surcharges: [ShippingSurcharge]

  init(
    service: ShippingService, exclusions: [ShippingExclusion], areas: [LocationRule]?, stores: [PickupLocation],
    surcharges: [ShippingSurcharge]
  ) {
    self.service = service
    self.exclusions = exclusions
    self.areas = areas
    self.stores = stores
    self.surcharges = surcharges
  }

  /// The reason a service does not serve a zone.
  static func notServedReason(_ service: ShippingService, zone: String) -> String {
    "\(service.label) does not serve zone '\(zone)'"
  }
}
