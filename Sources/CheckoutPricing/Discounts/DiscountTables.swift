/// The discount part of a rate book: coupons and automatic discounts, and
/// what the discount stage needs of the rest of the book to apply them.
package struct DiscountTables: Sendable {
  /// Coupons with a code, by matching key (trimmed, uppercased).
  public let coupons: [String: Coupon]
  /// Automatic discounts, in file order.
  public let automatic: [Coupon]
  /// The decimals of the merchant's currency.
  let exponent: Int
  /// The merchant's rounding mode, for percentages.
  let roundingMode: RoundingMode
  /// Whether order discounts are shared out exactly
  /// (``LineAmount/exactNumerator``): only when some tax jurisdiction has a
  /// price threshold with basis `discounted`, which compares a unit's price
  /// after discounts.
  let sharesExactly: Bool

  init(coupons: [String: Coupon], automatic: [Coupon], exponent: Int, roundingMode: RoundingMode, sharesExactly: Bool) {
    self.coupons = coupons
    self.automatic = automatic
    self.exponent = exponent
    self.roundingMode = roundingMode
    self.sharesExactly = sharesExactly
  }
}
