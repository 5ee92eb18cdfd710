/// Country grammars for postcodes and the rule keys zone tables use.
///
/// Every function trims, uppercases and respaces its input first, and never
/// traps: text a grammar does not accept is an error or `nil`.
///
/// | country | full | partial (redacted) |
/// | --- | --- | --- |
/// | US | `30303`, ZIP+4 `30303-1234` (a ZIP5 covers its ZIP+4 codes) | none |
/// | GB | `SW1A 1AA` | `SW1A` (outward code) |
/// | CA | `K1A 0B1` | `K1A` (FSA) |
/// | IE | `D02 X285` | `D02` (routing key) |
/// | NL | `1234 AB` | `1234` |
/// | DE, FR | `10115`, `75008` | none |
/// | AU | `2000` | none |
/// | JP | `100-0001` | none |
/// | others | 1-12 letters, digits, spaces, hyphens | none |
enum PostcodeGrammar {
  /// Whether the country's postcodes have a form that stands for many
  /// postcodes (the UK outward code, the Canadian FSA, the Dutch four
  /// digits, the Irish routing key, the US ZIP5 over its ZIP+4 codes).
  static func hasCoveringForms(_ country: CountryCode) -> Bool {
    let grammar = SharedPostcodes.grammarCountry(of: country)
    guard grammar != .unitedKingdom, let shape = PostcodeShape.forCountry(grammar) else {
      return grammar == .unitedKingdom
    }
    return shape.partialLength != nil || shape.extendedLength != nil
  }

  /// The shortest postcode of the country that can cover finer ones: a
  /// rule key shorter than it never has a destination's postcode end there.
  static func shortestCoveringLength(_ country: CountryCode) -> Int {
    let grammar = SharedPostcodes.grammarCountry(of: country)
    guard let shape = PostcodeShape.forCountry(grammar) else { return 0 }
    return shape.partialLength ?? (shape.extendedLength != nil ? shape.fullLength : 0)
  }

  /// Checks a postcode against its country's grammar and returns its
  /// canonical form.
  ///
  /// ```swift
  /// try PostcodeGrammar.normalize(" sw1a1aa ", country: gb).text  // "SW1A 1AA"
  /// try PostcodeGrammar.normalize("303031234", country: us).text  // "30303-1234"
  /// try PostcodeGrammar.normalize("k1a", country: ca).isPartial    // true
  /// ```
  ///
  /// - Throws: ``QuoteFailure/contact(_:)``
  ///   (``ContactProblem/malformedPostcode(_:)``), whose sentence names the
  ///   expected form ("Enter a 5-digit ZIP code.").
  static func normalize(_ raw: String, country: CountryCode) throws(QuoteFailure) -> Postcode {
    let country = SharedPostcodes.grammarCountry(of: country)
    if let shape = PostcodeShape.forCountry(country), let postcode = shape.parse(asciiText: raw, country: country) {
      return postcode
    }
    guard let input = PostcodeInput(raw), let postcode = parse(input, country: country) else {
      throw QuoteFailure.contact(.malformedPostcode(country))
    }
    return postcode
  }

  /// The level key of the postcode `raw` spells, whole or redacted: the
  /// last of the ``Postcode/levels`` of ``normalize(_:country:)``, without
  /// making the others, and `nil` where that throws. A rule naming one
  /// postcode is filed under this key.
  static func levelKey(_ raw: String, country: CountryCode) -> String? {
    let country = SharedPostcodes.grammarCountry(of: country)
    guard let input = PostcodeInput(raw) else { return nil }
    if country == .unitedKingdom { return BritishPostcode.parse(input)?.levels.last }
    if let shape = PostcodeShape.forCountry(country) { return shape.levelKey(input) }
    return generic(input, country: country)?.levels.last
  }

  /// The level key a zone rule's postcode prefix denotes, or `nil` when the
  /// text is not a valid prefix in the country's grammar. The key equals an
  /// element of ``Postcode/levels`` of every postcode the prefix covers, and
  /// of no other.
  ///
  /// - UK: an area (`"BN"`), an outward code (`"BN1"`: district BN1 only, not
  ///   BN11), a sector written with its space (`"BN1 1"`) or a full postcode.
  /// - Other countries: the compact form (no spaces or hyphens) of any prefix
  ///   that can start a postcode of the grammar, up to a full postcode's
  ///   length (`"303"`, `"K1A"`, `"K1A0"`, `"100"`). `"3A"` is not a US
  ///   prefix and `"1AB"` not a UK one.
  ///
  /// ```swift
  /// PostcodeGrammar.prefixKey("bn1 1", country: gb)  // "BN1 1"
  /// PostcodeGrammar.prefixKey("100-0", country: jp)  // "1000"
  /// ```
  static func prefixKey(_ rulePrefix: String, country: CountryCode) -> String? {
    let country = SharedPostcodes.grammarCountry(of: country)
    guard let input = PostcodeInput(rulePrefix) else { return nil }
    if country == .unitedKingdom { return BritishPostcode.prefixKey(input) }
    if let pattern = PostcodeShape.forCountry(country) { return pattern.prefixKey(input) }
    return generic(input, country: country)?.levels.last
  }

  /// A sortable key for a postcode range endpoint, or `nil` if the text is
  /// not a valid endpoint. Keys of one country compare correctly with `<` on
  /// `String`; compare them with ``rangeSpan(of:)``.
  ///
  /// - US: the compact ZIP5 or ZIP+4 (`"30303-1234"` → `"303031234"`); a
  ///   ZIP5 sorts before its ZIP+4 codes, and an upper bound's ZIP5 is
  ///   followed by a mark that sorts after them
  ///   (``rangeKey(_:country:upper:)`` with `upper`).
  /// - GB: outward codes only, with the district number padded to two digits
  ///   so that `KW15...KW17` holds KW16 and `BN1...BN9` leaves out BN10-BN19
  ///   (`"KW2"` → `"KW02"`, `"EC1A"` → `"EC01A"`).
  /// - CA, NL and IE: full postcodes only, compact (`"K1A0B1"`, `"1000AA"`,
  ///   `"D02X285"`). A partial endpoint (`"K1A"`, `"1000"`) is rejected
  ///   rather than guessed at, since it would mean its lowest postcode as a
  ///   lower bound and its highest as an upper one: write `1000AA...1999ZZ`.
  /// - Other countries: the compact form.
  static func rangeKey(_ endpoint: String, country: CountryCode, upper: Bool = false) -> String? {
    let country = SharedPostcodes.grammarCountry(of: country)
    guard let input = PostcodeInput(endpoint) else { return nil }
    if country == .unitedKingdom { return BritishPostcode.rangeKey(input) }
    guard let postcode = parse(input, country: country), !postcode.isPartial,
      let key = postcode.extendedKey ?? postcode.levels.last
    else {
      return nil
    }
    guard upper, let shape = PostcodeShape.forCountry(country) else { return key }
    return shape.rangeUpperKey(key)
  }

  /// The lowest and highest range keys a postcode covers: equal for a full
  /// postcode, the span of all postcodes under a partial one.
  ///
  /// A postcode lies in a range rule when its whole span does; a partial
  /// one that straddles a range's bound lies in neither side.
  ///
  /// ```swift
  /// PostcodeGrammar.rangeSpan(of: try PostcodeGrammar.normalize("K1A", country: ca))
  /// // "K1A0A0"..."K1A9Z9"
  /// PostcodeGrammar.rangeSpan(of: try PostcodeGrammar.normalize("KW15 1AB", country: gb))
  /// // "KW15"..."KW15"
  /// ```
  static func rangeSpan(of postcode: Postcode) -> ClosedRange<String> {
    if postcode.country == .unitedKingdom {
      let outwardText = postcode.text.split(separator: " ").first ?? Substring(postcode.text)
      let key = BritishPostcode.outward(outwardText.utf8)?.rangeKey ?? postcode.text
      return key...key
    }
    if let pattern = PostcodeShape.forCountry(postcode.country) { return pattern.rangeSpan(of: postcode) }
    let compact = postcode.levels.last ?? postcode.text
    return compact...compact
  }

  /// The range a rule cell finer than a whole postcode's level names: a
  /// ZIP+4 (`30303-1234`) or, with `isPrefix`, a ZIP+4 prefix (`30303-12`);
  /// `nil` for any other text
  /// (``PostcodeShape/extendedRange(_:isPrefix:)``).
  static func extendedRange(_ cell: String, country: CountryCode, isPrefix: Bool) -> ClosedRange<String>? {
    let country = SharedPostcodes.grammarCountry(of: country)
    // Only text longer than a ZIP5 can be finer: a ZIP5 cell is read once,
    // by the level key.
    guard let shape = PostcodeShape.forCountry(country), shape.extendedLength != nil,
      cell.utf8.count > shape.fullLength, let input = PostcodeInput(cell)
    else { return nil }
    return shape.extendedRange(input, isPrefix: isPrefix)
  }

  /// The level key a range of extended postcodes lies within: the ZIP5 of
  /// a range whose bounds are ZIP+4 codes of one ZIP5; `nil` for any other
  /// range.
  static func extendedStem(of range: ClosedRange<String>, country: CountryCode) -> String? {
    guard let shape = PostcodeShape.forCountry(SharedPostcodes.grammarCountry(of: country)),
      let extendedLength = shape.extendedLength, range.lowerBound.utf8.count == extendedLength,
      range.upperBound.utf8.count == extendedLength
    else { return nil }
    let stem = range.lowerBound.prefix(shape.fullLength)
    return range.upperBound.hasPrefix(stem) ? String(stem) : nil
  }

  /// The postcode `input` spells in the country's grammar, or `nil`.
  static func parse(_ input: PostcodeInput, country: CountryCode) -> Postcode? {
    if country == .unitedKingdom { return BritishPostcode.parse(input) }
    if let pattern = PostcodeShape.forCountry(country) { return pattern.parse(input, country: country) }
    return generic(input, country: country)
  }

  /// The longest postcode accepted for a country without a grammar here, in
  /// characters after respacing.
  static let maximumGenericLength = 12

  /// A postcode of a country without a grammar here: 1-12 letters, digits,
  /// spaces and hyphens with at least one letter or digit; never partial.
  private static func generic(_ input: PostcodeInput, country: CountryCode) -> Postcode? {
    let compact = input.compact
    guard input.bytes.count <= maximumGenericLength, !compact.isEmpty else { return nil }
    return Postcode(
      country: country, text: input.text, isPartial: false, levels: PostcodeInput.prefixes(of: compact))
  }
}
