/// An error a quote reports to the sheet, in Apple's codes and contact
/// fields (`PKPaymentError`, `ApplePayError`), with a typed ``reason`` for
/// programs.
///
/// The kind of failure is ``reason``; ``code`` is Apple's code for it, which
/// is coarser (every malformed request and every amount out of range is
/// ``Code/unknown``). ``message`` is for the shopper: read ``reason``, never
/// the message, to tell failures apart.
///
/// ```swift
/// let quote = engine.quote(request)
/// if let code = quote.errors.first?.reason.moneyCode {
///   print(code, quote.errors[0].path ?? "")  // overflow lines[3].quantity
/// }
/// ```
public struct QuoteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Apple's error codes (`ApplePayErrorCode`).
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// A field of the shipping contact cannot be priced: named by
    /// ``QuoteError/contactField``.
    case shippingContactInvalid
    /// A field of the billing contact is wrong; the engine does not read
    /// billing contacts, so it never reports this code.
    case billingContactInvalid
    /// No shipping method can take the order to the address.
    case addressUnserviceable
    /// The coupon code is not one the merchant offers, or does not apply.
    case couponCodeInvalid
    /// The coupon code has expired, or is not valid yet.
    case couponCodeExpired
    /// Anything else: a malformed request, an amount out of range.
    case unknown
  }

  /// Why the quote failed, finer than ``code``.
  public let reason: Reason
  /// A sentence for the shopper.
  public let message: String
  /// For a malformed request, the JSON path of the offending value
  /// (`lines[2].unitPrice`); for an address unserviceable because a cart
  /// line lacks the customs classification its country needs, the line's
  /// field (`lines[2].hsCode`); `nil` otherwise.
  public let path: String?

  /// Creates an error for `reason`, with a message for the shopper and, for
  /// a malformed request, the JSON path of the offending value.
  ///
  /// Control characters, line separators and bidirectional formatting
  /// characters in `message` and `path`, which quote the request's text,
  /// are written as `\u{1B}`: they never reach the shopper's page.
  public init(_ reason: Reason, _ message: String, path: String? = nil) {
    self.reason = reason
    self.message = Diagnostic.escapingControlCharacters(message)
    self.path = path.map(Diagnostic.escapingControlCharacters)
  }

  /// Apple's code for ``reason``: ``Code/shippingContactInvalid`` for a
  /// contact, ``Code/addressUnserviceable``, ``Code/couponCodeExpired`` for
  /// an expired coupon and ``Code/couponCodeInvalid`` for any other coupon
  /// reason; ``Code/unknown`` for the rest.
  public var code: Code {
    switch reason.kind {
    case .invalidContact: .shippingContactInvalid
    case .unserviceable: .addressUnserviceable
    case .coupon(.expired): .couponCodeExpired
    case .coupon: .couponCodeInvalid
    case .invalidRequest, .invalidLine, .currencyMismatch, .amountOutOfRange, .beyondSheetLimits: .unknown
    }
  }

  /// The contact field the error is about, if any.
  public var contactField: ContactField? {
    reason.contactField
  }

  /// The code, the contact field, the path and the message:
  /// `unknown at lines[0].quantity: quantity 0 is below 1`.
  public var description: String {
    "\(code.rawValue)\(contactField.map { " (\($0.rawValue))" } ?? "")\(path.map { " at \($0)" } ?? ""): \(message)"
  }
}
