extension PostcodeShape {
  /// The fixed-position grammar of a country, or `nil` for the UK (see
  /// ``BritishPostcode``) and for countries without a grammar here.
  static func forCountry(_ country: CountryCode) -> PostcodeShape? {
    switch country.rawValue {
    case "US": unitedStates
    case "CA": canada
    case "IE": ireland
    case "NL": netherlands
    case "DE": germany
    case "FR": france
    case "AU": australia
    case "JP": japan
    default: nil
    }
  }

  private static let digits = ByteClass("0123456789".utf8)
  private static let letters = ByteClass("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

  private static func digitPositions(_ count: Int) -> [ByteClass] { Array(repeating: digits, count: count) }

  /// USPS ZIP code: five digits, or ZIP+4 (nine digits, written
  /// `30303-1234`). Both are full; a ZIP5 holds the ZIP+4 codes under it,
  /// which rules may name (``Postcode/coversFinerPostcodes``).
  static let unitedStates = PostcodeShape(
    positions: digitPositions(9), fullLength: 5, extendedLength: 9, partialLength: nil,
    separatorPositions: [5], canonicalSeparator: (UInt8(ascii: "-"), 5), partialCompletion: nil, wholeCheck: nil)

  /// Canada Post: `ANA NAN`. D, F, I, O, Q and U are never used; W and Z
  /// never start a postal code. The FSA alone (`K1A`) is the redacted form.
  static let canada: PostcodeShape = {
    let first = ByteClass("ABCEGHJKLMNPRSTVXY".utf8)
    let letter = ByteClass("ABCEGHJKLMNPRSTVWXYZ".utf8)
    return PostcodeShape(
      positions: [first, digits, letter, digits, letter, digits], fullLength: 6, extendedLength: nil,
      partialLength: 3, separatorPositions: [3], canonicalSeparator: (UInt8(ascii: " "), 3),
      partialCompletion: ("0A0", "9Z9"), wholeCheck: nil)
  }()

  /// Eircode: a routing key (a letter and two digits, or `D6W`) and a
  /// four-character unique identifier, both from the letters A C D E F H K
  /// N P R T V W X Y and digits. The routing key alone is partial.
  static let ireland: PostcodeShape = {
    let letter = ByteClass("ACDEFHKNPRTVWXY".utf8)
    let identifier = letter.union(digits)
    return PostcodeShape(
      positions: [letter, digits, digits.union(ByteClass("W".utf8))] + Array(repeating: identifier, count: 4),
      fullLength: 7, extendedLength: nil, partialLength: 3, separatorPositions: [3],
      canonicalSeparator: (UInt8(ascii: " "), 3), partialCompletion: ("0000", "YYYY"),
      wholeCheck: { compact in
        // D6W is the one routing key with a letter.
        compact.count < 3 || compact[2] != UInt8(ascii: "W") || compact.starts(with: "D6".utf8)
      })
  }()

  /// PostNL: four digits, the first not 0, then two letters (`1234 AB`). The
  /// four digits alone are partial.
  static let netherlands = PostcodeShape(
    positions: [ByteClass("123456789".utf8), digits, digits, digits, letters, letters], fullLength: 6,
    extendedLength: nil, partialLength: 4, separatorPositions: [4],
    canonicalSeparator: (UInt8(ascii: " "), 4), partialCompletion: ("AA", "ZZ"), wholeCheck: nil)

  /// Deutsche Post Postleitzahl: five digits.
  static let germany = PostcodeShape(
    positions: digitPositions(5), fullLength: 5, extendedLength: nil, partialLength: nil, separatorPositions: [],
    canonicalSeparator: nil, partialCompletion: nil, wholeCheck: nil)

  /// La Poste code postal: five digits (20xxx Corsica, 97xxx overseas).
  static let france = PostcodeShape(
    positions: digitPositions(5), fullLength: 5, extendedLength: nil, partialLength: nil, separatorPositions: [],
    canonicalSeparator: nil, partialCompletion: nil, wholeCheck: nil)

  /// Australia Post: four digits.
  static let australia = PostcodeShape(
    positions: digitPositions(4), fullLength: 4, extendedLength: nil, partialLength: nil, separatorPositions: [],
    canonicalSeparator: nil, partialCompletion: nil, wholeCheck: nil)

  /// Japan Post: seven digits, written `NNN-NNNN`.
  static let japan = PostcodeShape(
    positions: digitPositions(7), fullLength: 7, extendedLength: nil, partialLength: nil, separatorPositions: [3],
    canonicalSeparator: (UInt8(ascii: "-"), 3), partialCompletion: nil, wholeCheck: nil)
}
