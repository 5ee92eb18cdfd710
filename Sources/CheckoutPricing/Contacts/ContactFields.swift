/// The contact fields Apple Pay JS sends (all optional, redacted or full).
///
/// Before the shopper authorizes, the payment sheet sends a redacted contact:
/// no street, name, phone or email, and a truncated postcode (a US ZIP5, a UK
/// outward code such as `SW1A`, a Canadian FSA such as `K1A`). At
/// authorization the full address arrives. The engine takes either form; a
/// field it cannot use comes back as a ``QuoteError`` naming the field.
///
/// The full contact also has the shopper's names, phone and email; the
/// engine has no field for them: the JSON reader accepts and drops them,
/// and they are never stored, echoed, logged or written.
///
/// ```swift
/// let contact = ContactFields(
///   locality: "Atlanta", administrativeArea: "GA", postalCode: "30303",
///   countryCode: "us")
/// let quote = engine.shippingContactSelected(contact, in: request)
/// ```
public struct ContactFields: Sendable, Hashable {
  /// The street address, one element per line (`addressLines` in Apple Pay
  /// JS, `addressLine` in W3C Payment Request); empty in a redacted
  /// contact.
  public var addressLines: [String]
  /// The city or town (`locality` in Apple Pay JS, `city` in W3C Payment Request).
  public var locality: String?
  /// A neighbourhood or district within the city.
  public var subLocality: String?
  /// The state, province or region (`region` in W3C Payment Request).
  public var administrativeArea: String?
  /// The county or other area between the city and the state.
  public var subAdministrativeArea: String?
  /// The postcode, full or redacted.
  public var postalCode: String?
  /// The country's name, localized for the shopper's device.
  public var country: String?
  /// The ISO 3166-1 alpha-2 country code; may arrive lowercase or empty.
  public var countryCode: String?

  /// Creates a contact from the fields Apple Pay JS sends; every field is optional.
  public init(
    addressLines: [String] = [], locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
    subAdministrativeArea: String? = nil, postalCode: String? = nil, country: String? = nil,
    countryCode: String? = nil
  ) {
    self.addressLines = addressLines
    self.locality = locality
    self.subLocality = subLocality
    self.administrativeArea = administrativeArea
    self.subAdministrativeArea = subAdministrativeArea
    self.postalCode = postalCode
    self.country = country
    self.countryCode = countryCode
  }
}
