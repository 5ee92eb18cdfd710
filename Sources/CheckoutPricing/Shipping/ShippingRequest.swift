/// What to price shipping for: the cart, where it goes, the subtotals the
/// free-shipping threshold may measure, and the instant of the order.
///
/// ```swift
/// let request = ShippingRequest(
///   cart: cart, destination: destination,
///   subtotalBeforeDiscounts: subtotal, subtotalAfterDiscounts: discounted,
///   asOf: now, selectedMethod: "ups-ground")
/// let result = try book.shippingOptions(for: request)
/// ```
package struct ShippingRequest: Sendable {
  /// The cart: units, weights, dimensions and categories.
  public var cart: Cart
  /// Where the order goes.
  public var destination: Destination
  /// The merchandise subtotal before discounts, in the merchant's
  /// currency: the goods alone, without the gift cards sold, which count
  /// toward no threshold (a quote passes this figure).
  public var subtotalBeforeDiscounts: Amount
  /// The merchandise subtotal after discounts, without the gift cards sold.
  public var subtotalAfterDiscounts: Amount
  /// The instant the shopper orders; the library never reads the clock.
  public var asOf: Date
  /// The identifier of the method the shopper had selected, if any.
  public var selectedMethod: String?
  /// Whether to build each service's explanation steps (costs string
  /// formatting); exclusion reasons are given either way.
  public var explain: Bool

  /// Creates a request.
  public init(
    cart: Cart, destination: Destination, subtotalBeforeDiscounts: Amount, subtotalAfterDiscounts: Amount,
    asOf: Date, selectedMethod: String? = nil, explain: Bool = false
  ) {
    self.cart = cart
    self.destination = destination
    self.subtotalBeforeDiscounts = subtotalBeforeDiscounts
    self.subtotalAfterDiscounts = subtotalAfterDiscounts
    self.asOf = asOf
    self.selectedMethod = selectedMethod
    self.explain = explain
  }
}
