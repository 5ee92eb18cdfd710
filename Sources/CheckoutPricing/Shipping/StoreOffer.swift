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
