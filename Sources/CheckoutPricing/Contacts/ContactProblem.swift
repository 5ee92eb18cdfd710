/// What is wrong with the shipping contact, as data: the field it is about
/// and the values a sentence needs. ``ShopperText`` writes the shopper's
/// sentence ("Enter a 5-digit ZIP code.").
enum ContactProblem: Sendable, Hashable {
  /// Neither a country code nor a country name the engine knows.
  case noCountry
  /// A state, province or region that is not one of the country's.
  case unknownRegion(in: CountryCode)
  /// A city with no letter or digit.
  case invalidCity
  /// A postcode not in the form of the country whose grammar applies
  /// (``SharedPostcodes/grammarCountry(of:)``).
  case malformedPostcode(CountryCode)
  /// No postcode where the country's tax or zones need one, and the region
  /// does not say enough; the country whose grammar applies.
  case missingPostcode(CountryCode)
  /// A well-formed postcode that no region uses, in the country whose
  /// grammar applies.
  case postcodeNotInUse(String, CountryCode)
  /// A postcode outside the region the contact names, by the region's
  /// canonical code.
  case postcodeOutsideRegion(String, region: String, CountryCode)
  /// A postcode of another place: a Royal Mail postcode outside the Crown
  /// Dependency, a US ZIP code outside the territory the contact names.
  case postcodeOfAnotherPlace(String, postcodeCountry: CountryCode, country: CountryCode)
  /// A full address, at authorization, with no street line.
  case noStreet
  /// A full address, at authorization, whose postcode is in its redacted
  /// form (a UK outward code, a Canadian FSA), in the country whose
  /// grammar applies.
  case redactedPostcode(CountryCode)
  /// A full address, at authorization, outside the redacted place the
  /// sheet priced: its postcode or its country, in the country whose
  /// grammar applies.
  case outsidePricedPlace(field: ContactField, CountryCode)

  /// The contact field the problem is about.
  var field: ContactField {
    switch self {
    case .noCountry: .countryCode
    case .noStreet: .addressLines
    case .redactedPostcode: .postalCode
    case .outsidePricedPlace(let field, _): field
    case .unknownRegion: .administrativeArea
    case .invalidCity: .locality
    case .malformedPostcode, .missingPostcode, .postcodeNotInUse, .postcodeOutsideRegion, .postcodeOfAnotherPlace:
      .postalCode
    }
  }
}
