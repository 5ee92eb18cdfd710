extension Destination {
  /// Normalizes Apple Pay JS fields.
  ///
  /// - Country: `countryCode` (trimmed, any case); when it is missing, empty
  ///   or not an assigned ISO 3166-1 code, the `country` name (English names
  ///   and common aliases, see ``CountryCode/named(_:)``).
  /// - Region: `administrativeArea`. For US, CA and AU it must be a known
  ///   state, province or territory, by code or name; it becomes its code
  ///   (`"Georgia"` → `"GA"`). Elsewhere it is kept as a matching key.
  /// - City: `locality`, as a matching key.
  /// - Postcode: `postalCode` in the country's grammar, full or redacted
  ///   (``PostcodeGrammar/normalize(_:country:)``).
  /// - A US ZIP code must lie in the given state (by its ZIP3; ZIP3s that
  ///   serve several states or territories accept each of them), and a
  ///   Canadian postal code's first letter must match the province (for X,
  ///   the FSA: X0A-X0C are Nunavut, X0E, X0G and X1A the Northwest
  ///   Territories).
  /// - A ZIP code sent under a US territory must be the territory's, and a
  ///   Guernsey or Jersey postcode makes the country GG or JE
  ///   (``SharedPostcodes``).
  /// - When the region is missing and the postcode implies exactly one, the
  ///   region is filled in from it (ZIP 30303 gives `"GA"`, FSA `K1A` gives
  ///   `"ON"`); a postcode shared by several regions (ZIP3 969, FSA `X0A`)
  ///   leaves it `nil`.
  /// - Missing or empty fields are allowed and give `nil`; `subLocality` and
  ///   `subAdministrativeArea` are not used.
  ///
  /// Normalizing is idempotent: a contact made of a destination's own
  /// country code, region, city and postcode text gives the same destination.
  ///
  /// ```swift
  /// let redacted = ContactFields(locality: "London", postalCode: "SW1A", countryCode: "GB")
  /// let destination = try Destination(contact: redacted)
  /// destination.postcode?.isPartial  // true
  /// ```
  ///
  /// - Throws: ``QuoteError`` with reason
  ///   ``QuoteError/Reason/invalidContact(_:)`` on ``ContactField/countryCode`` (no usable country),
  ///   ``ContactField/administrativeArea`` (unknown US, CA or AU region),
  ///   ``ContactField/locality`` (a city with control characters or longer
  ///   than 200 characters) or ``ContactField/postalCode`` (malformed, not in
  ///   use, or not in the given region), each with a message for the shopper.
  public init(contact: borrowing ContactFields) throws(QuoteError) {
    do {
      try self.init(checking: contact)
    } catch {
      throw QuoteError(error)
    }
  }

  /// The destination of `contact`, as ``init(contact:)``, throwing the
  /// engine's failure: what a quote runs.
  init(checking contact: borrowing ContactFields) throws(QuoteFailure) {
    var country = try Self.country(of: contact)
    var region = try Self.region(of: contact, in: country)
    let city = try Self.city(of: contact)
    var postcode: Postcode?
    if let raw = ContactText.trimmed(contact.postalCode) {
      let normalized = try PostcodeGrammar.normalize(raw, country: country)
      if normalized.country == country { region = try Self.region(region, checkedAgainst: normalized) }
      // A territory's ZIP code or a Crown Dependency's postcode must be the
      // place's own, and a Channel Islands postcode sent as GB is priced as
      // the island it is in.
      country = try SharedPostcodes.country(of: normalized, given: country)
      postcode = normalized
    }
    self.init(country: country, region: region, city: city, postcode: postcode)
  }

  private static func country(of contact: ContactFields) throws(QuoteFailure) -> CountryCode {
    if let code = ContactText.trimmed(contact.countryCode), let country = CountryCode(rawValue: code) {
      return country
    }
    if let name = ContactText.trimmed(contact.country), let country = CountryCode.named(name) {
      return country
    }
    throw QuoteFailure.contact(.noCountry)
  }

  private static func region(of contact: ContactFields, in country: CountryCode) throws(QuoteFailure) -> String? {
    guard let text = ContactText.trimmed(contact.administrativeArea) else { return nil }
    if let region = RegionTable.canonicalRegion(text, country: country) { return region }
    throw QuoteFailure.contact(.unknownRegion(in: country))
  }

  private static func city(of contact: ContactFields) throws(QuoteFailure) -> String? {
    guard let text = ContactText.nonEmpty(contact.locality) else { return nil }
    guard let city = ContactText.matchingKey(text) else {
      throw QuoteFailure.contact(.invalidCity)
    }
    return city
  }

  /// The region, checked against the postcode where the library ties
  /// postcodes to regions, or filled in from an unambiguous postcode.
  private static func region(_ region: String?, checkedAgainst postcode: Postcode) throws(QuoteFailure)
    -> String?
  {
    guard let possible = RegionTable.regions(containing: postcode) else { return region }
    guard !possible.isEmpty else {
      throw QuoteFailure.contact(.postcodeNotInUse(postcode.text, postcode.country))
    }
    guard let region else { return possible.count == 1 ? possible.first : nil }
    guard possible.contains(region) else {
      throw QuoteFailure.contact(.postcodeOutsideRegion(postcode.text, region: region, postcode.country))
    }
    return region
  }
}
