/// Apple's contact field names (rawValue is the exact Apple Pay JS string).
///
/// A contact's ``QuoteError`` names one of these so the payment sheet can point the
/// shopper at the field to fix (`ApplePayError.contactField`).
public enum ContactField: String, Sendable, Hashable, CaseIterable {
  /// The street address lines.
  case addressLines
  /// The postcode or ZIP code.
  case postalCode
  /// The state, province or region.
  case administrativeArea
  /// The city or town.
  case locality
  /// A neighbourhood or district within the city.
  case subLocality
  /// The county or other area between the city and the state.
  case subAdministrativeArea
  /// The country's name.
  case country
  /// The ISO 3166-1 alpha-2 country code.
  case countryCode
  /// The address as a whole, when no single field is at fault.
  case postalAddress
}
