/// Everything rating one service needs, gathered when the tables load so a
/// request does no per-service lookups.
final class ServicePlan: Sendable {
  /// The service.
  let service: ShippingService
  /// Its exclusions, in file order.
  let exclusions: [ShippingExclusion]
  /// The places it is limited to, if any.
  let areas: [LocationRule]?
  /// Its pickup locations as methods, by store identifier.
  let stores: [StoreOffer]
  /// The surcharges for it or for every service, in file order.
  let surcharges: [ShippingSurcharge]

  init(
    service: ShippingService, exclusions: [ShippingExclusion], areas: [LocationRule]?, stores: [PickupLocation],
    surcharges: [ShippingSurcharge]
  ) {
    self.service = service
    self.exclusions = exclusions
    self.areas = areas
    self.stores = stores.map(StoreOffer.init)
    self.surcharges = surcharges
  }
}

extension ServicePlan: Hashable {
  /// Plans are equal when their services are.
  static func == (lhs: ServicePlan, rhs: ServicePlan) -> Bool { lhs === rhs || lhs.service == rhs.service }

  func hash(into hasher: inout Hasher) { hasher.combine(service.id) }
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
