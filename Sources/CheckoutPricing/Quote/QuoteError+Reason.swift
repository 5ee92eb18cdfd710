extension QuoteError {
  /// Why a quote failed: the kind a program switches on, where ``code`` is
  /// the coarser one Apple's sheet shows.
  ///
  /// A kind is a case, never a prefix of ``QuoteError/message``.
  public enum Reason: Sendable, Hashable {
    /// A request field that is missing, malformed or beyond a limit
    /// (``QuoteLimits``), an empty cart, or an `asOf` outside the calendar;
    /// ``QuoteError/path`` names it.
    case invalidRequest
    /// A cart line with an empty or repeated id, a quantity below 1 or a
    /// negative price; ``QuoteError/path`` names the line.
    case invalidLine
    /// The request, or a line's price, is in another currency than the
    /// merchant's, or has another number of decimals.
    case currencyMismatch
    /// A product or sum left the exact range of an ``Amount``, as the
    /// money code says (usually ``MoneyError/Code/overflow``);
    /// ``QuoteError/path`` names the field it arose from, or `lines` for a
    /// sum over the cart.
    case amountOutOfRange(MoneyError.Code)
    /// A field of the shipping contact that cannot be priced
    /// (Apple's `shippingContactInvalid`).
    case invalidContact(ContactField)
    /// No shipping method of the sheet's type reaches the address
    /// (Apple's `addressUnserviceable`).
    case unserviceable
    /// The coupon code does not apply, and why; the rest of the quote is
    /// priced without it.
    case coupon(CouponReason)
    /// A quote a payment sheet refuses: a negative total, a total above
    /// ``QuoteLimits/sheetTotalMajorUnits``, or more summary items than a
    /// sheet lists.
    case beyondSheetLimits
  }
}
