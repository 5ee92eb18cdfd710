/// A postcode in its country's canonical form.
///
/// Postcodes come from ``PostcodeGrammar/normalize(_:country:)``, which
/// checks the country's grammar, so every `Postcode` is well formed.
///
/// ```swift
/// let full = try PostcodeGrammar.normalize("sw1a1aa", country: gb)
/// full.text       // "SW1A 1AA"
/// full.levels     // ["SW", "SW1A", "SW1A 1", "SW1A 1AA"]
/// let redacted = try PostcodeGrammar.normalize("SW1A", country: gb)
/// redacted.isPartial  // true
/// redacted.levels     // ["SW", "SW1A"]
/// ```
package struct Postcode: Sendable, Hashable, CustomStringConvertible {
  /// The country whose grammar the postcode follows.
  let country: CountryCode
  /// The canonical display form: `"30303"`, `"SW1A 1AA"`, `"SW1A"`,
  /// `"K1A 0B1"`, `"K1A"`, `"1234 AB"`, `"100-0001"`, `"D02 X285"`.
  package let text: String
  /// Whether this is a redacted form that covers many postcodes: a UK
  /// outward code alone, a Canadian FSA alone, an Irish routing key alone or
  /// a Dutch 4-digit code alone. A US ZIP5 is not partial.
  let isPartial: Bool
  /// Whether finer postcodes lie under this one, so that a rule finer than
  /// it can cover part of it: every partial postcode, and a US ZIP5, which
  /// is a whole address's postcode but holds ZIP+4 codes (`30303-1234`).
  let coversFinerPostcodes: Bool
  /// The keys a zone rule's postcode prefix is matched against, coarsest to
  /// finest known level.
  ///
  /// - UK: area, outward code, sector (outward, space, inward digit), full
  ///   postcode, as far as known: `["SW", "SW1A", "SW1A 1", "SW1A 1AA"]`, or
  ///   `["SW", "SW1A"]` for an outward code alone. `"BN1"` is a level of
  ///   `BN1 1AA` but not of `BN11 1AA`.
  /// - Every other country: each prefix of the compact form (uppercase, no
  ///   spaces or hyphens): `["3", "30", "303", "3030", "30303"]`, for a
  ///   ZIP+4 too (its nine digits are ``extendedKey``).
  ///
  /// ``PostcodeGrammar/prefixKey(_:country:)`` turns a rule's prefix into
  /// one of these keys.
  let levels: [String]

  /// A postcode whose parts the grammar has already checked.
  init(
    country: CountryCode, text: String, isPartial: Bool, levels: [String], coversFinerPostcodes: Bool? = nil
  ) {
    self.country = country
    self.text = text
    self.isPartial = isPartial
    self.levels = levels
    self.coversFinerPostcodes = coversFinerPostcodes ?? isPartial
  }

  /// A ZIP+4's nine digits (`"303031234"`), the key range rules compare it
  /// by; `nil` for every other postcode, whose key is the last of its
  /// ``levels``. A ZIP+4's levels are its ZIP5's: rules finer than a ZIP5
  /// are ranges (``PostcodeShape/extendedRange(_:isPrefix:)``). Made from
  /// the text when asked, which only a range comparison does.
  var extendedKey: String? {
    // Only a ZIP+4's text holds more letters and digits than its last level.
    guard let last = levels.last, text.utf8.count > last.utf8.count + 1 else { return nil }
    return String(decoding: text.utf8.filter { $0 != PostcodeInput.hyphen && $0 != PostcodeInput.space }, as: UTF8.self)
  }

  /// The canonical text.
  package var description: String { text }
}
