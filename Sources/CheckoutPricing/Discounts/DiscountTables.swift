/// The discount part of a rate book: coupons and automatic discounts.
public struct DiscountTables: Sendable {
  /// Coupons with a code, by matching key (trimmed, uppercased).
  public let coupons: [String: Coupon]
  /// Automatic discounts, in file order.
  public let automatic: [Coupon]
}
