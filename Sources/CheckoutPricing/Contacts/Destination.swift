/// Where a contact is, normalized for matching.
///
/// Zone rules match a destination by country, region, city and postcode
/// levels. Build one from the payment sheet's fields with
/// ``init(contact:)``, which validates and normalizes them:
///
/// ```swift
/// let destination = try Destination(contact: ContactFields(
///   locality: " atlanta ", administrativeArea: "Georgia", postalCode: "30303-1234", countryCode: "us"))
/// destination.country   // US
/// destination.region    // "GA"
/// destination.city      // "ATLANTA"
/// destination.postcode  // 30303
/// ```
public struct Destination: Sendable, Hashable {
  /// The country.
  public let country: CountryCode
  /// The canonical subdivision code in its country: US `"GA"` (also `"DC"`,
  /// territories `"PR"`, `"VI"`, `"GU"`, `"AS"`, `"MP"`, military `"AA"`,
  /// `"AE"`, `"AP"`), CA `"ON"`, AU `"NSW"`; for other countries the
  /// administrative area as a matching key (trimmed, whitespace collapsed,
  /// uppercased). `nil` when not given and not implied by the postcode.
  public let region: String?
  /// The city as a matching key: trimmed, internal whitespace collapsed to
  /// one space, uppercased; `nil` when not given.
  public let city: String?
  /// The postcode in canonical form, full or partial; `nil` when not given.
  public let postcode: Postcode?

  /// Creates a destination from parts that are already normalized, for tests
  /// and callers that build destinations themselves. It does no validation.
  public init(country: CountryCode, region: String? = nil, city: String? = nil, postcode: Postcode? = nil) {
    self.country = country
    self.region = region
    self.city = city
    self.postcode = postcode
  }
}
