/// The canonical codes of states, provinces and territories, for the
/// countries whose shipping zones are written with them: the United States,
/// Canada and Australia.
///
/// ```swift
/// RegionTable.canonicalRegion("georgia", country: us)  // "GA"
/// RegionTable.canonicalRegion("Québec", country: ca)   // "QC"
/// RegionTable.canonicalRegion("nsw", country: au)      // "NSW"
/// RegionTable.canonicalRegion("Bavaria", country: de)  // "BAVARIA"
/// ```
package enum RegionTable {
  /// The canonical code for a region given by code or English name, in any
  /// case and spacing.
  ///
  /// - For US, CA and AU: the USPS, Canada Post or ISO 3166-2 code (`"GA"`,
  ///   `"QC"`, `"NSW"`), or `nil` when the text names no region of the
  ///   country. US codes include DC, the territories (PR, VI, GU, AS, MP, and
  ///   the freely associated FM, MH, PW that share US ZIP codes) and the
  ///   military codes AA, AE, AP.
  /// - For any other country: the text as a matching key (trimmed,
  ///   whitespace collapsed, uppercased), or `nil` when it is empty or holds
  ///   control characters.
  package static func canonicalRegion(_ text: String, country: CountryCode) -> String? {
    if let subdivisions = subdivisions(of: country), let code = subdivisions.code(forTwoLetters: text) { return code }
    guard let key = ContactText.matchingKey(text) else { return nil }
    if let subdivisions = subdivisions(of: country) { return subdivisions.code(for: key) }
    return key
  }

  /// The subdivisions the library knows for a country, or `nil` when regions
  /// of that country are free text.
  static func subdivisions(of country: CountryCode) -> SubdivisionList? {
    // Matching the code's text rather than the CountryCode constants skips
    // a lazy-global check and an == per case.
    switch country.rawValue {
    case "US": unitedStates
    case "CA": canada
    case "AU": australia
    default: nil
    }
  }

  /// The English name of a canonical region, for messages to the shopper.
  static func englishName(of region: String, in country: CountryCode) -> String {
    subdivisions(of: country)?.englishNames[region] ?? region
  }

  package static let unitedStates = SubdivisionList(rows: unitedStatesRows)
  static let canada = SubdivisionList(rows: canadaRows)
  static let australia = SubdivisionList(rows: australiaRows)
}
