extension RegionTable {
  /// The regions a postcode can lie in, main one first, or `nil` when the
  /// library does not tie postcodes to regions in that country.
  ///
  /// - US: the states of the ZIP3 (``ZIP3Table``); empty when no ZIP code
  ///   in use starts with those three digits.
  /// - CA: the provinces of the FSA's first letter (Canada Post); X is shared
  ///   by the Northwest Territories and Nunavut.
  static func regions(containing postcode: Postcode) -> [String]? {
    switch postcode.country {
    case .unitedStates:
      guard let zip3 = Int(postcode.text.prefix(3)) else { return [] }
      return ZIP3Table.states(forZIP3: zip3)
    case .canada:
      guard let letter = postcode.text.first else { return [] }
      return provincesByFirstLetter[letter] ?? []
    default:
      return nil
    }
  }

  /// Canada Post: the first letter of a postal code fixes the province or territory.
  private static let provincesByFirstLetter: [Character: [String]] = [
    "A": ["NL"], "B": ["NS"], "C": ["PE"], "E": ["NB"], "G": ["QC"], "H": ["QC"], "J": ["QC"],
    "K": ["ON"], "L": ["ON"], "M": ["ON"], "N": ["ON"], "P": ["ON"], "R": ["MB"], "S": ["SK"],
    "T": ["AB"], "V": ["BC"], "X": ["NT", "NU"], "Y": ["YT"],
  ]
}
