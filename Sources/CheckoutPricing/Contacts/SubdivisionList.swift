/// A country's first-level subdivisions (states, provinces, territories),
/// looked up by code or name.
package struct SubdivisionList: Sendable {
  /// The English name of every code, for messages: `"GA"` → `"Georgia"`.
  package let englishNames: [String: String]
  /// Codes by ``ContactText/nameKey(_:)`` of every code, name and alias.
  private let codesByKey: [String: String]

  /// Parses `code,name;alias;...` rows; the first name is the English name.
  /// The rows are literals in this module, so a malformed row or a key
  /// claimed by two codes is a programmer error, caught by the tests.
  package init(rows: String) {
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
    var byLetters = [String?](repeating: nil, count: 26 * 26)
    for (key, code) in codes {
      let letters = Array(key.utf8)
      guard letters.count == 2, let high = letters[0].asciiLetterIndex, let low = letters[1].asciiLetterIndex
      else { continue }
      byLetters[high * 26 + low] = code
    }
    codesByTwoLetters = byLetters
  }

  /// The codes of the two-letter keys in ``codesByKey`` (codes such as
  /// `"GA"` and aliases such as `"NF"`), by `(first - a) * 26 + (second - a)`.
  private let codesByTwoLetters: [String?]

  /// ``code(for:)`` of the matching key of `text` when `text` is two ASCII
  /// letters in any case, the form a payment sheet sends: `.some(code)`, or
  /// `.some(nil)` when the letters name no subdivision. `nil` for any other
  /// text, which the general path reads.
  ///
  /// For two letters the matching key is their uppercase, and ``code(for:)``
  /// gives either that key (a code, which is also its own key in
  /// ``codesByKey``) or ``codesByKey`` of their lowercase: so one table read
  /// answers, without making a key, hashing it into ``englishNames`` and
  /// copying it on every contact.
  package func code(forTwoLetters text: String) -> String?? {
    var utf8 = text.utf8.makeIterator()
    guard let first = utf8.next(), let second = utf8.next(), utf8.next() == nil,
      let high = first.asciiLetterIndex, let low = second.asciiLetterIndex
    else { return nil }
    return .some(codesByTwoLetters[high * 26 + low])
  }

  /// Every code in the list, sorted.
  package var codes: [String] { englishNames.keys.sorted() }

  /// The code for a code or name in any case, spacing or accents.
  package func code(for text: some StringProtocol) -> String? {
    guard text.utf8.count <= ContactText.maximumFieldLength else { return nil }
    // A code as the sheet sends it ("GA", "ON"): no folding needed.
    if text.utf8.count <= 3, englishNames[String(text)] != nil { return String(text) }
    return codesByKey[ContactText.nameKey(text)]
  }
}
