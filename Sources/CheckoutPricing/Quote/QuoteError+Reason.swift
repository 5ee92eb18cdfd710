extension QuoteError {
  /// Why a quote failed: what a program compares against, where ``code`` is
  /// the coarser one Apple's sheet shows.
  ///
  /// A reason is a value with a fixed set of static members, not an enum, so
  /// the engine can add a reason without breaking a caller's `switch` (the
  /// shape of async-http-client's `HTTPClientError`). Compare with `==`, or
  /// match a member in a `switch` with a `default`, and read a reason's data
  /// from ``contactField``, ``couponReason`` and ``moneyCode``:
  ///
  /// ```swift
  /// switch error.reason {
  /// case .unserviceable: showAddressError()
  /// case .coupon(.expired): showExpiredCoupon()
  /// default: if let field = error.reason.contactField { highlight(field) }
  /// }
  /// ```
  ///
  /// A reason is never a prefix of ``QuoteError/message``.
  public struct Reason: Sendable, Hashable, CustomStringConvertible {
    /// The reasons the engine has today; internal so that it can grow.
    package enum Kind: Sendable, Hashable {
      case invalidRequest
      case invalidLine
      case currencyMismatch
      case amountOutOfRange(MoneyError.Code)
      case invalidContact(ContactField)
      case unserviceable
      case coupon(CouponReason)
      case beyondSheetLimits
    }

    /// Which reason this is, for the package's own exhaustive switches.
    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// A request field that is missing, malformed or beyond a limit
    /// (``QuoteLimits``), an empty cart, or an `asOf` outside the calendar;
    /// ``QuoteError/path`` names it.
    public static let invalidRequest = Reason(.invalidRequest)
    /// A cart line with an empty or repeated id, a quantity below 1 or a
    /// negative price; ``QuoteError/path`` names the line.
    public static let invalidLine = Reason(.invalidLine)
    /// The request, or a line's price, is in another currency than the
    /// merchant's, or has another number of decimals.
    public static let currencyMismatch = Reason(.currencyMismatch)
    /// No shipping method of the sheet's type reaches the address
    /// (Apple's `addressUnserviceable`).
    public static let unserviceable = Reason(.unserviceable)
    /// A quote a payment sheet refuses: a negative total, a total above
    /// ``QuoteLimits/sheetTotalMajorUnits``, or more summary items than a
    /// sheet lists.
    public static let beyondSheetLimits = Reason(.beyondSheetLimits)

    /// A product or sum left the exact range of an ``Amount``, as the
    /// money code says (usually ``MoneyError/Code/overflow``);
    /// ``QuoteError/path`` names the field it arose from, or `lines` for a
    /// sum over the cart.
    public static func amountOutOfRange(_ code: MoneyError.Code) -> Reason { Reason(.amountOutOfRange(code)) }
    /// A field of the shipping contact that cannot be priced
    /// (Apple's `shippingContactInvalid`).
    public static func invalidContact(_ field: ContactField) -> Reason { Reason(.invalidContact(field)) }
    /// The coupon code does not apply, and why; the rest of the quote is
    /// priced without it.
    public static func coupon(_ reason: CouponReason) -> Reason { Reason(.coupon(reason)) }

    /// The contact field of an ``invalidContact(_:)`` reason.
    public var contactField: ContactField? {
      guard case .invalidContact(let field) = kind else { return nil }
      return field
    }

    /// Why the coupon does not apply, for a ``coupon(_:)`` reason.
    public var couponReason: CouponReason? {
      guard case .coupon(let reason) = kind else { return nil }
      return reason
    }

    /// The money code of an ``amountOutOfRange(_:)`` reason.
    public var moneyCode: MoneyError.Code? {
      guard case .amountOutOfRange(let code) = kind else { return nil }
      return code
    }

    /// The reason as a program would write it: `invalidContact(postalCode)`.
    public var description: String {
      switch kind {
      case .invalidRequest: "invalidRequest"
      case .invalidLine: "invalidLine"
      case .currencyMismatch: "currencyMismatch"
      case .amountOutOfRange(let code): "amountOutOfRange(\(code.rawValue))"
      case .invalidContact(let field): "invalidContact(\(field.rawValue))"
      case .unserviceable: "unserviceable"
      case .coupon(let reason): "coupon(\(reason.rawValue))"
      case .beyondSheetLimits: "beyondSheetLimits"
      }
    }
  }
}
