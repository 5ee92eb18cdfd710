/// A country's first-level subdivisions (states, provinces, territories),
/// looked up by code or name.
struct SubdivisionList: Sendable {
  /// The English name of every code, for messages: `"GA"` → `"Georgia"`.
  let englishNames: [String: String]
  /// Codes by ``ContactText/nameKey(_:)`` of every code, name and alias.
  private let codesByKey: [String: String]

  /// Parses `code,name;alias;...` rows; the first name is the English name.
  /// The rows are literals in this module, so a malformed row or a key
  /// claimed by two codes is a programmer error, caught by the tests.
  init(rows: String) {
    var names: [String: String] = [:]
    var codes: [String: String] = [:]
    for row in rows.split(separator: "\n") {
      let fields = row.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
      precondition(fields.count == 2, "malformed subdivision row '\(row)'")
      let code = String(fields[0])
      let rowNames = fields[1].split(separator: ";")
      precondition(!rowNames.isEmpty, "subdivision \(code) has no name")
      names[code] = rowNames.first.map(String.init) ?? code
      for name in [fields[0]] + rowNames {
        let key = ContactText.nameKey(name)
        precondition(!key.isEmpty && codes[key, default: code] == code, "subdivision key '\(name)' claimed twice")
        codes[key] = code
      }
    }
    englishNames = names
    codesByKey = codes
  }

  /// Every code in the list, sorted.
  var codes: [String] { englishNames.keys.sorted() }

  /// The code for a code or name in any case, spacing or accents.
  func code(for text: some StringProtocol) -> String? {
    guard text.utf8.count <= ContactText.maximumFieldLength else { return nil }
    // A code as the sheet sends it ("GA", "ON"): no folding needed.
    if text.utf8.count <= 3, englishNames[String(text)] != nil { return String(text) }
    return codesByKey[ContactText.nameKey(text)]
  }
}
