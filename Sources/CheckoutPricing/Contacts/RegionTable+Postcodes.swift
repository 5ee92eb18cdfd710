extension RegionTable {
  /// The regions a postcode can lie in, main one first, or `nil` when the
  /// library does not tie postcodes to regions in that country.
  ///
  /// - US: the states of the ZIP3 (``ZIP3Table``); empty when no ZIP code
  ///   in use starts with those three digits.
  /// - CA: the province of the FSA's first letter (Canada Post); for X,
  ///   shared by the Northwest Territories and Nunavut, the territory of the
  ///   FSA itself.
  static func regions(containing postcode: Postcode) -> [String]? {
    // Matched by text, as in subdivisions(of:), not by the constants.
    switch postcode.country.rawValue {
    case "US":
      guard let zip3 = zip3(of: postcode.text) else { return [] }
      return ZIP3Table.states(forZIP3: zip3)
    case "CA":
      guard let letter = postcode.text.first else { return [] }
      // X is shared by the Northwest Territories and Nunavut, so its FSAs
      // are told apart one by one.
      guard letter != "X" else { return territoriesByXFSA[String(postcode.text.prefix(3))] ?? [] }
      return provincesByFirstLetter[letter] ?? []
    default:
      return nil
    }
  }

  /// The value of the first three characters of a US postcode's text,
  /// which the grammar makes five ASCII digits, as `Int(text.prefix(3))`
  /// gives it, where that walks characters. The bytes are read from
  /// contiguous storage rather than through the view's iterator, which
  /// checks each step.
  private static func zip3(of text: String) -> Int? {
    let value = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      guard !bytes.isEmpty else { return nil }
      var value = 0
      for byte in bytes.prefix(3) {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    return value ?? Int(text.prefix(3))
  }

  /// Canada Post: the first letter of a postal code fixes the province or territory.
  static let provincesByFirstLetter: [Character: [String]] = [
    "A": ["NL"], "B": ["NS"], "C": ["PE"], "E": ["NB"], "G": ["QC"], "H": ["QC"], "J": ["QC"],
    "K": ["ON"], "L": ["ON"], "M": ["ON"], "N": ["ON"], "P": ["ON"], "R": ["MB"], "S": ["SK"],
    "T": ["AB"], "V": ["BC"], "Y": ["YT"],
  ]

  /// Canada Post's FSAs under X: Nunavut's X0A, X0B and X0C, the Northwest
  /// Territories' X0E, X0G and X1A; no other is in use.
  static let territoriesByXFSA: [String: [String]] = [
    "X0A": ["NU"], "X0B": ["NU"], "X0C": ["NU"], "X0E": ["NT"], "X0G": ["NT"], "X1A": ["NT"],
  ]
}
