/// How an order reaches the shopper, as Apple Pay's `shippingType` names it.
public enum ShippingType: String, Sendable, Hashable, CaseIterable {
  /// A carrier delivers to the address (the default).
  case shipping
  /// The merchant's own vehicles deliver.
  case delivery
  /// The shopper collects from a store.
  case storePickup
  /// The shopper collects from a carrier's service point.
  case servicePickup
}
