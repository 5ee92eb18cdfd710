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
      // The grammar makes a US postcode's text five ASCII digits; the
      // first three are read as bytes, where `Int(text.prefix(3))` walked
      // characters (about 400 instructions a contact).
      var zip3 = 0
      var digits = 0
      for byte in postcode.text.utf8.prefix(3) {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return [] }
        zip3 = zip3 * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
      }
      return digits > 0 ? ZIP3Table.states(forZIP3: zip3) : []
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
