/// One discount that took money off the merchandise: a negative summary item
/// on the payment sheet.
package struct DiscountItem: Sendable, Hashable {
  /// The summary item's label, from `coupons.csv`.
  public let label: String
  /// The code the shopper typed, as written in `coupons.csv`; `nil` for an
  /// automatic discount.
  public let code: String?
  /// What kind of discount it is.
  public let kind: Coupon.Kind
  /// The amount taken off, zero or more (the summary item shows it negated).
  public let amount: Amount
  /// How much of ``amount`` each cart line gave up, in cart order: the parts
  /// add up to ``amount`` exactly.
  public let allocations: [Amount]
}
