/// An error a quote reports to the sheet, in Apple's codes and contact
/// fields (`PKPaymentError`, `ApplePayError`).
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

  /// The code.
  public let code: Code
  /// The contact field the error is about, if any.
  public let contactField: ContactField?
  /// A sentence for the shopper.
  public let message: String
  /// For a malformed request, the JSON path of the offending value
  /// (`lines[2].unitPrice`); `nil` otherwise.
  public let path: String?

  /// Creates an error.
  public init(_ code: Code, contactField: ContactField? = nil, _ message: String, path: String? = nil) {
    self.code = code
    self.contactField = contactField
    self.message = message
    self.path = path
  }

  /// A contact the engine cannot use.
  init(_ error: ContactError) {
    let code: Code = error.code == .addressUnserviceable ? .addressUnserviceable : .shippingContactInvalid
    self.init(code, contactField: error.field, error.message)
  }

  public var description: String {
    "\(code.rawValue)\(contactField.map { " (\($0.rawValue))" } ?? "")\(path.map { " at \($0)" } ?? ""): \(message)"
  }
}
