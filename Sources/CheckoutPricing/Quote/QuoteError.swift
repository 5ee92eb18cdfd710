/// An error a quote reports to the sheet, in Apple's codes and contact
/// fields (`PKPaymentError`, `ApplePayError`).
public struct QuoteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Apple's error codes.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    case shippingContactInvalid, billingContactInvalid, addressUnserviceable
    case couponCodeInvalid, couponCodeExpired, unknown
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
