/// Countries whose postcodes belong to another country's system, and the
/// country a postcode places an address in.
///
/// - The US territories (PR, GU, VI, AS, MP) and the freely associated
///   states (FM, MH, PW) use USPS ZIP codes: a ZIP code given under one of
///   them must be one of its ZIP codes (by ZIP3, ``ZIP3Table``), so a New
///   York ZIP sent as Puerto Rico is an error, not Puerto Rico's tax.
/// - Guernsey (GG), Jersey (JE) and the Isle of Man (IM) use Royal Mail
///   postcodes, in the areas GY, JE and IM. A GY or JE postcode places the
///   address in GG or JE whichever of GB, GG or JE the sheet sends: the
///   Channel Islands are outside the UK VAT area (HMRC VAT Place of Supply
///   of Goods manual, VATPOSG2300), so they are never priced as GB. The Isle
///   of Man is treated as part of the UK for VAT (same manual), so an IM
///   postcode sent as GB stays GB; sent as IM, it is priced as IM.
enum SharedPostcodes {
  /// The country whose postcode grammar `country` uses: the US, the UK, or
  /// itself.
  static func grammarCountry(of country: CountryCode) -> CountryCode {
    // By the code's two letters: every contact asks, and a switch over
    // the text would compare strings one by one.
    switch country.letters {
    case letters("P", "R"), letters("G", "U"), letters("V", "I"), letters("A", "S"), letters("M", "P"),
      letters("F", "M"), letters("M", "H"), letters("P", "W"):
      .unitedStates
    case letters("G", "G"), letters("J", "E"), letters("I", "M"): .unitedKingdom
    default: country
    }
  }

  /// A country code's ``CountryCode/letters``, first letter high.
  private static func letters(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt16 {
    UInt16(UInt8(ascii: first)) << 8 | UInt16(UInt8(ascii: second))
  }

  /// The country `postcode` places an address in when the sheet sends
  /// `country`.
  ///
  /// - Throws: ``QuoteFailure/contact(_:)`` (``ContactProblem/postcodeOfAnotherPlace(_:postcodeCountry:country:)``) when the
  ///   postcode is another place's: a ZIP code outside the territory, a
  ///   Royal Mail postcode outside the Crown Dependency.
  static func country(of postcode: Postcode, given country: CountryCode) throws(QuoteFailure) -> CountryCode {
    switch postcode.country {
    case .unitedKingdom:
      guard let place = Self.country(ofRoyalMailArea: postcode.levels.first ?? "", given: country) else {
        throw QuoteFailure.contact(
          .postcodeOfAnotherPlace(postcode.text, postcodeCountry: .unitedKingdom, country: country))
      }
      return place
    case .unitedStates where country != .unitedStates:
      guard RegionTable.regions(containing: postcode)?.contains(country.rawValue) == true else {
        throw QuoteFailure.contact(
          .postcodeOfAnotherPlace(postcode.text, postcodeCountry: .unitedStates, country: country))
      }
      return country
    default:
      return country
    }
  }

  /// The country a Royal Mail postcode area is in when the sheet (or a
  /// rule) says `country`: GG or JE for their areas under GB, `country`
  /// itself otherwise; `nil` when a GG, JE or IM country is given an area
  /// that is not its own.
  static func country(ofRoyalMailArea area: String, given country: CountryCode) -> CountryCode? {
    let dependency = crownDependency(ofArea: area)
    guard country == .unitedKingdom else { return dependency == country ? country : nil }
    // The Isle of Man is inside the UK VAT area: sent as GB, it stays GB.
    return dependency.map { $0.rawValue == "IM" ? country : $0 } ?? country
  }

  /// The Crown Dependency of a Royal Mail postcode area, if it is one.
  private static func crownDependency(ofArea area: String) -> CountryCode? {
    switch area {
    case "GY": CountryCode(uncheckedRawValue: "GG")
    case "JE": CountryCode(uncheckedRawValue: "JE")
    case "IM": CountryCode(uncheckedRawValue: "IM")
    default: nil
    }
  }
}
