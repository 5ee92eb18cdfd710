/// What the PayPal writer needs from the body PayPal POSTs to the merchant's
/// shipping callback: the order and purchase unit the answer is for, and the
/// option the buyer chose, so that an option no longer offered is answered
/// `METHOD_UNAVAILABLE` or `STORE_UNAVAILABLE` rather than replaced in
/// silence.
package struct PayPalContext: Sendable, Hashable {
  /// The order's `id`, which the answer repeats (PayPal Orders v2, server
  /// callback response: `id`).
  package var orderID: String
  /// The purchase unit's `reference_id`, which the answer's one purchase
  /// unit repeats; `default` when the callback sent none, the id PayPal
  /// gives a lone purchase unit created without one (Orders v2,
  /// `purchase_unit_request.reference_id`).
  package var referenceID: String
  /// The `shipping_option.id` the buyer chose, for a `SHIPPING_OPTIONS`
  /// callback; `nil` for a `SHIPPING_ADDRESS` one.
  package var requestedOptionID: String?
  /// Whether the chosen option is a pickup (`shipping_option.type`
  /// `PICKUP`, `PICKUP_IN_STORE` or `PICKUP_FROM_PERSON`): a pickup no longer
  /// offered is a store that cannot take the order.
  package var requestedPickup: Bool = false

  /// Creates a context.
  package init(orderID: String, referenceID: String, requestedOptionID: String? = nil, requestedPickup: Bool = false) {
    self.orderID = orderID
    self.referenceID = referenceID
    self.requestedOptionID = requestedOptionID
    self.requestedPickup = requestedPickup
  }
}
