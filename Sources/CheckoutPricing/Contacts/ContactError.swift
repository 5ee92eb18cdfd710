/// A contact the engine cannot use; message is written for a shopper ("Enter a ZIP code in Georgia.").
///
/// The three parts map one to one onto Apple Pay's `ApplePayError`
/// (`code`, `contactField`, `message`) and W3C Payment Request's
/// `shippingAddressErrors`, so the sheet can show the message next to the
/// field to fix.
///
/// ```swift
/// do {
///   _ = try Destination(contact: ContactFields(administrativeArea: "TX", postalCode: "30303", countryCode: "US"))
/// } catch {
///   error.field    // .postalCode
///   error.message  // "ZIP code 30303 is not in Texas."
/// }
/// ```
@_spi(Reference) public struct ContactError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Apple Pay's error codes for a shipping contact.
  public enum Code: String, Sendable, Hashable {
    /// A field is malformed or contradicts another (a ZIP code outside the
    /// given state, an unknown country). The shopper can fix it.
    case shippingContactInvalid
    /// The address is valid but the merchant does not ship there.
    case addressUnserviceable
  }

  /// What kind of problem it is.
  public var code: Code
  /// The field the shopper should change.
  public var field: ContactField
  /// One sentence for the shopper, naming what to enter.
  public var message: String

  /// Creates an error for a field with a message for the shopper.
  public init(_ code: Code, field: ContactField, _ message: String) {
    self.code = code
    self.field = field
    self.message = message
  }

  /// The code, the field and the message: `shippingContactInvalid postalCode: Enter a 5-digit ZIP code.`
  public var description: String { "\(code.rawValue) \(field.rawValue): \(message)" }
}
