/// A coupon code the shopper typed that does not apply, with a message for
/// the sheet. The rest of the quote is priced without it.
///
/// ``code`` is Apple Pay's error code (`ApplePayError.code`); ``reason``
/// tells the cases apart for programs.
///
/// ```swift
/// let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "summer25", asOf: now))
/// result.errors.first?.code     // .couponCodeExpired
/// result.errors.first?.message  // "The code SUMMER25 expired on 2025-09-01."
/// ```
@_spi(Reference) public struct CouponError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Apple Pay's coupon error codes.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The code does not exist or cannot be used with this cart.
    case couponCodeInvalid
    /// The code's last valid day has passed.
    case couponCodeExpired
  }

  /// Why the code does not apply.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// No coupon has this code.
    case unknown
    /// The code's last valid day has passed (``Code/couponCodeExpired``).
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

  /// Apple Pay's code: ``Code/couponCodeExpired`` for ``Reason/expired``,
  /// ``Code/couponCodeInvalid`` for every other reason.
  public var code: Code { reason == .expired ? .couponCodeExpired : .couponCodeInvalid }
  /// Why the code does not apply.
  public let reason: Reason
  /// The code as the shopper typed it, trimmed.
  public let couponCode: String
  /// One sentence for the shopper.
  public let message: String

  /// Creates an error.
  public init(_ reason: Reason, couponCode: String, _ message: String) {
    self.reason = reason
    self.couponCode = couponCode
    self.message = message
  }

  /// `couponCodeExpired (expired) SUMMER25: The code SUMMER25 expired on 2025-09-01.`
  public var description: String { "\(code.rawValue) (\(reason.rawValue)) \(couponCode): \(message)" }
}
