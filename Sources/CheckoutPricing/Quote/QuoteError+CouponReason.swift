extension QuoteError {
  /// Why a coupon code the shopper typed does not apply.
  public enum CouponReason: String, Sendable, Hashable, CaseIterable {
    /// No coupon has this code.
    case unknown
    /// The code's last valid day has passed (Apple's `couponCodeExpired`).
    case expired
    /// The code's first valid day has not come yet.
    case notYetValid
    /// The merchandise subtotal is below the coupon's minimum.
    case belowMinimum
    /// No line has a category or item the coupon applies to.
    case noEligibleItems
    /// Fewer eligible units than a buy-N-get-M offer needs.
    case notEnoughItems
    /// The coupon, or a discount already applied, does not combine with
    /// others.
    case notCombinable
  }
}
