/// Whether and how a service serves one zone, decided when the tables
/// load: served, with what rating needs, or not served.
enum ZoneOffer: Sendable {
  /// The service serves the zone.
  case served(ServedZone)
  /// The service does not serve the zone.
  case notServed
}

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

/// A pickup location as a method, with the texts its options show, made
/// once at load.
final class StoreOffer: Sendable, Hashable {
  /// The location.
  let store: PickupLocation
  /// The method's identifier: `service/store`.
  let methodIdentifier: String
  /// The start of the method's detail: "1400 Wynkoop St, Denver".
  let address: String

  init(_ store: PickupLocation) {
    self.store = store
    methodIdentifier = store.methodIdentifier
    address = "\(store.address), \(store.locality)"
  }

  static func == (lhs: StoreOffer, rhs: StoreOffer) -> Bool { lhs.store == rhs.store }

  func hash(into hasher: inout Hasher) { hasher.combine(store) }
}
