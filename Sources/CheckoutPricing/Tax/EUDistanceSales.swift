/// Which member state's VAT an EU merchant charges on a distance sale of
/// goods to a consumer in another member state (the manifest's
/// `euDistanceSales`).
///
/// The place of supply of an intra-Community distance sale of goods is
/// where the goods arrive (Council Directive 2006/112/EC, Article 33(a)),
/// unless the merchant's cross-border sales to consumers stay below the
/// EU-wide EUR 10,000 a year and it has not opted in to the destination's
/// VAT: then it charges its own country's (Article 59c). A merchant above
/// the threshold declares the destinations' VAT through the One-Stop Shop
/// (OSS, Articles 369a to 369k).
enum EUDistanceSales: String, Sendable, Hashable, CaseIterable {
  /// Below the threshold: the VAT of the merchant's origin.
  case origin
  /// Above the threshold, or opted in: the VAT of the member state the
  /// goods are sent to.
  case destination

  /// The 27 member states, by their ISO 3166-1 codes (Greece is `GR`,
  /// though the EU writes `EL`). Northern Ireland's goods rules and the
  /// special territories outside the VAT area (Article 6) are left to the
  /// tables' areas.
  static let memberStates: Set<String> = [
    "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV",
    "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
  ]

  /// Whether `country` is a member state.
  static func isMemberState(_ country: CountryCode) -> Bool { memberStates.contains(country.rawValue) }
}
