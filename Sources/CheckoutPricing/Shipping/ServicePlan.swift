/// Everything rating one service needs, gathered when the tables load so a
/// request does no per-service dictionary lookups. A class, immutable, so
/// that walking the plans per request retains one reference each instead of
/// copying every field.
final class ServicePlan: Sendable {
  /// Whether and how the service serves one zone, decided at load. A
  /// class, so that a request reading each service's offer retains one
  /// reference where copying it out of the table retained the listing and
  /// the rate rows, and released them again. Its fields are plain, not an
  /// enum: reading a case's payload copied the whole listing, names and
  /// all, on every quote.
  final class ZoneOffer: Sendable {
    /// Whether the service serves the zone: `listing != nil`, kept apart
    /// because reading the optional listing copies it.
    let serves: Bool
    /// The service's row of `service_zones.csv` for the zone, when it
    /// serves the zone, for explanations.
    let listing: ServiceZone?
    /// The listing's business days in transit, read by every quote.
    let transitMin: Int
    let transitMax: Int
    /// The rate rows for the zone; empty when the zone is not served.
    let rates: [ShippingRate]
    /// Why the zone is not served, written once at load; empty when it is.
    let notServedReason: String

    /// The offer of a service that serves the zone.
    init(serving listing: ServiceZone, rates: [ShippingRate]) {
      serves = true
      self.listing = listing
      transitMin = listing.transitMin
      transitMax = listing.transitMax
      self.rates = rates
      notServedReason = ""
    }

    /// The offer of a service that does not serve the zone.
    init(notServing reason: String) {
      serves = false
      listing = nil
      transitMin = 0
      transitMax = 0
      rates = []
      notServedReason = reason
    }
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
