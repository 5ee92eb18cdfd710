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
///
/// A destination is passed through every stage of a quote and kept in its
/// breakdown, so its parts live in one immutable object: a copy is one
/// reference, not a retain of each of its strings and arrays.
package struct Destination: Sendable, Hashable, CustomStringConvertible {
  /// The parts, shared by every copy.
  private final class Parts: Sendable {
    let country: CountryCode
    let region: String?
    let city: String?
    let postcode: Postcode?

    init(country: CountryCode, region: String?, city: String?, postcode: Postcode?) {
      self.country = country
      self.region = region
      self.city = city
      self.postcode = postcode
    }
  }

  private let parts: Parts

  /// The country.
  public var country: CountryCode { parts.country }
  /// The canonical subdivision code in its country: US `"GA"` (also `"DC"`,
  /// territories `"PR"`, `"VI"`, `"GU"`, `"AS"`, `"MP"`, military `"AA"`,
  /// `"AE"`, `"AP"`), CA `"ON"`, AU `"NSW"`; for other countries the
  /// administrative area as a matching key (trimmed, whitespace collapsed,
  /// uppercased). `nil` when not given and not implied by the postcode.
  public var region: String? { parts.region }
  /// The city as a matching key: trimmed, internal whitespace collapsed to
  /// one space, uppercased; `nil` when not given.
  public var city: String? { parts.city }
  /// The postcode in canonical form, full or partial; `nil` when not given.
  package var postcode: Postcode? { parts.postcode }

  /// Creates a destination from parts that are already normalized, for tests
  /// and callers that build destinations themselves. It does no validation.
  package init(country: CountryCode, region: String? = nil, city: String? = nil, postcode: Postcode? = nil) {
    parts = Parts(country: country, region: region, city: city, postcode: postcode)
  }

  /// Destinations are equal when their parts are.
  public static func == (lhs: Destination, rhs: Destination) -> Bool {
    lhs.parts === rhs.parts
      || (lhs.country == rhs.country && lhs.region == rhs.region && lhs.city == rhs.city
        && lhs.postcode == rhs.postcode)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(country)
    hasher.combine(region)
    hasher.combine(city)
    hasher.combine(postcode)
  }

  /// The parts in words, for explanations: `US GA ATLANTA 30303`, with
  /// `(partial)` after a redacted postcode.
  public var description: String {
    let postcode = self.postcode.map { $0.isPartial ? "\($0.text) (partial)" : $0.text }
    return [country.rawValue, region, city, postcode].compactMap { $0 }.joined(separator: " ")
  }
}
