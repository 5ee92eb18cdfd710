import Foundation

extension ContactFields {
  /// The fields of the shipping contact's `CNPostalAddress`
  /// (`PKContact.postalAddress`), redacted or full, under the names the
  /// engine reads: `city` is the locality, `state` the administrative
  /// area (a code or a name: `"NY"`, `"New York"`), `isoCountryCode` the
  /// country code (PassKit may send it in lower case: `"us"`), and
  /// `postalCode`, `country`, `subLocality` and `subAdministrativeArea`
  /// themselves, and `street`, one address line per line of it (empty in
  /// a redacted contact; an authorization refuses a full address without
  /// it). The empty strings PassKit sends for what it does not know count
  /// as absent.
  ///
  /// ```swift
  /// let contact = ContactFields(shippingContact.postalAddress!)
  /// let quote = engine.shippingContactSelected(contact, in: request)
  /// ```
  public init(_ address: CNPostalAddress) {
    self.init(
      addressLines: address.street.split(whereSeparator: \.isNewline).map(String.init), locality: address.city, subLocality: address.subLocality, administrativeArea: address.state,
      subAdministrativeArea: address.subAdministrativeArea, postalCode: address.postalCode,
      country: address.country, countryCode: address.isoCountryCode)
  }
}
