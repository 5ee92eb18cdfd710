/// The discount part of a rate book: coupons, automatic discounts and the
/// payment-method adjustments.
@_spi(Reference) public struct DiscountTables: Sendable {
  /// Coupons with a code, by matching key (trimmed, uppercased).
  public let coupons: [String: Coupon]
  /// Automatic discounts, in file order.
  public let automatic: [Coupon]
  /// Payment-method adjustments, in file order (`payment_adjustments.csv`).
  public let paymentAdjustments: [PaymentAdjustmentRule]
  /// Where adjustments limited to places apply (`payment_areas.csv`).
  let paymentAreas: PaymentAreaIndex

  init(
    coupons: [String: Coupon], automatic: [Coupon], paymentAdjustments: [PaymentAdjustmentRule],
    paymentAreas: PaymentAreaIndex
  ) {
    self.coupons = coupons
    self.automatic = automatic
    self.paymentAdjustments = paymentAdjustments
    self.paymentAreas = paymentAreas
  }
}
