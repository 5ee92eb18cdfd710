/// The assigned ISO 3166-1 codes with their English names and the names and
/// aliases ``CountryCode/named(_:)`` understands.
struct CountryTable: Sendable {
  /// The English display name of every assigned code.
  let englishNames: [String: String]
  /// Codes by ``ContactText/nameKey(_:)`` of every name, alias and alpha-3 code.
  let codesByNameKey: [String: String]

  /// The table, parsed once from the rows in `CountryTable+ISO3166.swift`.
  static let iso3166 = CountryTable(isoRows: isoRows, aliasRows: aliasRows)

  /// Every assigned code by its two letters, `(first - A) * 26 + (second - A)`,
  /// so reading a contact's code is two byte checks and one array read.
  ///
  /// It is read from the first two bytes of each ISO row, apart from
  /// ``iso3166``: building it there would make the first contact of a
  /// process also key every country name and alias, which a contact with a
  /// country code never uses.
  static let codesByLetters: [String?] = {
    var byLetters = [String?](repeating: nil, count: 26 * 26)
    for row in isoRows.utf8.split(separator: UInt8(ascii: "\n")) {
      let letters = Array(row.prefix(3))
      precondition(
        letters.count == 3 && letters[2] == UInt8(ascii: ",")
          && letters[..<2].allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) },
        "malformed ISO 3166 row")
      byLetters[Int(letters[0] - UInt8(ascii: "A")) * 26 + Int(letters[1] - UInt8(ascii: "A"))] = String(
        decoding: letters[..<2], as: UTF8.self)
    }
    return byLetters
  }()

  /// Parses `alpha2,alpha3,name;name...` rows, the first name being the
  /// display name, and `alpha2,alias;alias...` rows. The rows are literals in
  /// this module, so a malformed row or a name claimed by two countries is a
  /// programmer error, caught by the tests.
  init(isoRows: String, aliasRows: String) {
    var names: [String: String] = [:]
    var codes: [String: String] = [:]
    func add(_ name: some StringProtocol, for code: String) {
      let key = ContactText.nameKey(name)
      precondition(!key.isEmpty, "empty country name for \(code)")
      precondition(codes[key, default: code] == code, "country name '\(name)' claimed twice")
      codes[key] = code
    }
    for row in isoRows.split(separator: "\n") {
      let fields = row.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
      precondition(fields.count == 3 && fields[0].utf8.count == 2, "malformed ISO 3166 row '\(row)'")
      let code = String(fields[0])
      let rowNames = fields[2].split(separator: ";")
      names[code] = rowNames.first.map(String.init) ?? code
      add(fields[1], for: code)
      for name in rowNames { add(name, for: code) }
    }
    for row in aliasRows.split(separator: "\n") {
      let fields = row.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
      precondition(fields.count == 2 && names[String(fields[0])] != nil, "malformed alias row '\(row)'")
      for alias in fields[1].split(separator: ";") { add(alias, for: String(fields[0])) }
    }
    englishNames = names
    codesByNameKey = codes
  }
}
