/// The discount part of a rate book: coupons and automatic discounts.
package struct DiscountTables: Sendable {
  /// Coupons with a code, by matching key (trimmed, uppercased).
  public let coupons: [String: Coupon]
  /// Automatic discounts, in file order.
  public let automatic: [Coupon]

  init(coupons: [String: Coupon], automatic: [Coupon]) {
    self.coupons = coupons
    self.automatic = automatic
  }
}
