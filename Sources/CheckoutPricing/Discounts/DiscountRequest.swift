/// What the discount stage prices: the cart, the code the shopper typed, if
/// any, and the instant that decides which coupons are valid.
package struct DiscountRequest: Sendable, Hashable {
  /// The cart, every line in the merchant's currency.
  public var cart: Cart
  /// The code as the shopper typed it; surrounding spaces and case are
  /// ignored, and an empty code is no code.
  public var couponCode: String?
  /// The instant to price at. Validity dates are whole days in the
  /// merchant's time zone (``Merchant/timeZone``); the library never reads
  /// the clock.
  public var asOf: Date

  /// Creates a request.
  public init(cart: Cart, couponCode: String? = nil, asOf: Date) {
    self.cart = cart
    self.couponCode = couponCode
    self.asOf = asOf
  }
}
