extension AreaLoader {
  /// A place written in the columns of `zones.csv` (`country`, `region`,
  /// `city`, `postcode`) in a table that is not an area table: surcharges,
  /// exclusions, service areas. The country is required and `*` is not
  /// allowed; the other cells are read only when `columns` names them.
  func placeRule(
    _ row: TableRow, area: String, isExclusion: Bool = false, columns: PlaceColumns = .all
  ) -> LocationRule? {
    guard let found = row.country("country", allowingRestOfWorld: false, log), let country = found else {
      return nil
    }
    return placeRule(row, area: area, isExclusion: isExclusion, country: country, columns: columns)
  }

  /// The place in a row's `region`, `city` and `postcode` cells (those
  /// `columns` names) within `country`, already read; logs each bad cell.
  /// Area tables and the tables above share this one reader.
  func placeRule(
    _ row: TableRow, area: String, isExclusion: Bool, country: CountryCode,
    columns: PlaceColumns = .all
  ) -> LocationRule? {
    var region: String?
    if columns.contains(.region), let text = row.text("region") {
      region = RegionTable.canonicalRegion(text, country: country)
      if region == nil {
        let example = AreaLoader.exampleRegion[country.rawValue] ?? "the region's code"
        log.error(
          row.location("region"),
          "unknown region '\(text)' in \(country.rawValue); expected a code such as \(example) or its English name")
        return nil
      }
    }
    var city: String?
    if columns.contains(.city), let text = row.text("city") {
      city = ContactText.matchingKey(text)
      if city == nil {
        log.error(row.location("city"), "'\(text)' is not a city name")
        return nil
      }
    }
    var postcode: PostcodePattern?
    if columns.contains(.postcode), let text = row.text("postcode") {
      postcode = PostcodePattern(text, country: country)
      if postcode == nil {
        log.error(
          row.location("postcode"),
          "'\(text)' is not a \(country.rawValue) postcode, prefix ending in * or range low...high")
        return nil
      }
      // Guernsey and Jersey postcodes are priced as GG and JE (and an
      // island's rule covers only its own area): a rule that puts one
      // under another country would never match.
      if let area = postcode?.royalMailArea(country: country),
        SharedPostcodes.country(ofRoyalMailArea: area, given: country) != country
      {
        let place = SharedPostcodes.country(ofRoyalMailArea: area, given: .unitedKingdom) ?? .unitedKingdom
        log.error(
          row.location("postcode"),
          "'\(text)' is in \(place.englishName) (\(place.rawValue)), so a rule under \(country.rawValue) never "
            + "matches it; write the rule under \(place.rawValue)")
        return nil
      }
      // RateTables/README.md's promise for rules that can never match: a region that
      // cannot hold the postcode (a New York ZIP code under CA) is a
      // warning, by the ZIP3 and first-letter tables addresses are checked
      // with.
      if let region, let pattern = postcode,
        let others = RegionTable.otherRegions(holding: pattern, country: country, notIn: region)
      {
        let noun = country.rawValue == "US" ? "ZIP codes" : "postal codes"
        log.warning(
          row.location("postcode"),
          "can never match: postcode '\(text)' is not in region \(region); its \(noun) are in \(Self.listed(others))")
      }
    }
    return LocationRule(
      area: area, isExclusion: isExclusion, country: country, region: region, city: city, postcode: postcode,
      line: row.location.line)
  }

  /// The place cells a table has beyond `country`: a set of flags, since
  /// every rule of an area table passes one (a `Set<String>` would be
  /// built and hashed for each).
  struct PlaceColumns: OptionSet {
    let rawValue: UInt8
    static let region = PlaceColumns(rawValue: 1)
    static let city = PlaceColumns(rawValue: 2)
    static let postcode = PlaceColumns(rawValue: 4)
    static let all: PlaceColumns = [.region, .city, .postcode]
  }

  static let exampleRegion = ["US": "GA", "CA": "ON", "AU": "NSW"]

  /// `NY`, `NY and PA`, or the first five and how many more.
  static func listed(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    let shown = names.prefix(5)
    let rest = names.count - shown.count
    return shown.dropLast().joined(separator: ", ")
      + (rest > 0 ? ", \(shown.last ?? "") and \(rest) more" : " and \(shown.last ?? "")")
  }
}
