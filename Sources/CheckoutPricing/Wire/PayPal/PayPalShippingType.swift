/// PayPal's `shipping_type`: how a shipping option reaches the buyer
/// (PayPal Orders v2, `shipping_type`; the enumeration of
/// `checkout_orders_v2.json`).
enum PayPalShippingType: String, CaseIterable, Sendable, Hashable {
  /// The payee ships the items.
  case shipping = "SHIPPING"
  /// The buyer picks the items up.
  case pickup = "PICKUP"
  /// The buyer picks the items up in the payee's store.
  case pickupInStore = "PICKUP_IN_STORE"
  /// The buyer picks the items up from a person.
  case pickupFromPerson = "PICKUP_FROM_PERSON"

  /// The PayPal type of an option of ours: a carrier's or the merchant's
  /// delivery is `SHIPPING`, a store pickup `PICKUP_IN_STORE`, and a
  /// carrier's service point, which is neither the merchant's store nor a
  /// person, the generic `PICKUP`.
  init(_ type: ShippingType) {
    switch type {
    case .shipping, .delivery: self = .shipping
    case .storePickup: self = .pickupInStore
    case .servicePickup: self = .pickup
    }
  }

  /// Whether the buyer collects the order.
  var isPickup: Bool { self != .shipping }
}
