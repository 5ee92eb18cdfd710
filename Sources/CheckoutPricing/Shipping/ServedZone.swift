/// What a service needs to rate a zone it serves, gathered at load.
final class ServedZone: Sendable {
  /// The service's row of `service_zones.csv` for the zone: its transit
  /// times, and its place in the tables for explanations.
  let listing: ServiceZone
  /// The zone's rate rows, in file order.
  let rates: [ShippingRate]
  /// For a pickup service, its stores that serve the zone, in file order.
  let stores: [StoreOffer]

  init(listing: ServiceZone, rates: [ShippingRate], stores: [StoreOffer]) {
    self.listing = listing
    self.rates = rates
    self.stores = stores
  }
}
