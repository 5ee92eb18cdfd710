/// What the discount stage gives the rest of the quote: each line's
/// merchandise amount after every merchandise discount, the discounts as
/// summary items, free shipping to apply later, and the coupon errors to
/// show.
///
/// The amounts satisfy, exactly:
/// - ``subtotal`` minus the sum of ``items``' amounts is ``merchandise``;
/// - ``merchandise`` is the sum of ``discountedLines``;
/// - each item's ``DiscountItem/allocations`` add up to its amount, and each
///   line's allocations add up to what the line lost;
/// - no line and no total is negative.
package struct DiscountResult: Sendable, Hashable {
  /// The merchandise subtotal before any discount: the sum of the lines'
  /// extended prices.
  public let subtotal: Amount
  /// Each line's merchandise amount after every merchandise discount, in
  /// cart order: what tax is computed on.
  public let discountedLines: [LineAmount]
  /// The sum of ``discountedLines``.
  public let merchandise: Amount
  /// One item per discount that took something off, in the order they
  /// applied.
  public let items: [DiscountItem]
  /// Free shipping won, if any, for
  /// ``RateBook/shippingDiscount(_:shippingAmount:service:)``.
  public let freeShipping: FreeShippingGrant?
  /// The code of the coupon that applied, as written in `coupons.csv`, or
  /// `nil` when no code applied.
  public let appliedCouponCode: String?
  /// Why the code the shopper typed does not apply, if it does not: each a
  /// ``QuoteFailure/coupon(_:code:_:)``.
  let errors: [QuoteFailure]

  /// Why the code the shopper typed does not apply, if it does not, as a
  /// quote reports it (``QuoteError/Reason/coupon(_:)``).
  public var couponErrors: [QuoteError] { errors.map(QuoteError.init) }

  /// The total taken off the merchandise: ``subtotal`` minus
  /// ``merchandise``.
  public var discountTotal: Amount {
    Amount(uncheckedMinorUnits: subtotal.minorUnits - merchandise.minorUnits, exponent: subtotal.exponent)
  }
}
