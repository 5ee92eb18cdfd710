/// The postcode condition of an area rule: one postcode or a prefix of the
/// country's grammar, or a range.
package enum PostcodePattern: Sendable, Hashable, CustomStringConvertible {
  /// Postcodes with this level key: an exact postcode (`30303`,
  /// `SW1A 1AA`) or a grammar-aware prefix (`303*`, `BN1*`, which is the
  /// district BN1 and never BN11).
  case level(String)
  /// Postcodes whose range key lies within the bounds (`30000...30399`,
  /// `1000AA...1999ZZ`, `KW15...KW17`).
  case range(ClosedRange<String>)

  /// Reads a rule's postcode cell: `30303`, `303*`, `30000...30399`, and
  /// at a full address's precision `30303-1234`, `30303-12*`,
  /// `30303-0001...30303-4999`, `IV2 3`, `IV2 3XX`, `K1A 0B1`.
  ///
  /// - Returns: `nil` when the text is not a postcode, prefix or range of
  ///   the country's grammar, or a range runs backwards.
  package init?(_ text: String, country: CountryCode) {
    if let separator = Self.rangeSeparator(in: text) {
      let low = text[..<separator.lowerBound].trimmingWhitespace
      let high = text[separator.upperBound...].trimmingWhitespace
      guard let lowKey = PostcodeGrammar.rangeKey(low, country: country),
        let highKey = PostcodeGrammar.rangeKey(high, country: country, upper: true), lowKey <= highKey
      else { return nil }
      self = .range(lowKey...highKey)
    } else if text.hasSuffix("*") {
      let prefix = String(text.dropLast()).trimmingWhitespace
      if let range = PostcodeGrammar.extendedRange(prefix, country: country, isPrefix: true) {
        self = .range(range)
        return
      }
      guard let key = PostcodeGrammar.prefixKey(prefix, country: country) else { return nil }
      self = .level(key)
    } else if let range = PostcodeGrammar.extendedRange(text, country: country, isPrefix: false) {
      // A ZIP+4 is the range of one postcode (``Postcode/extendedKey``).
      self = .range(range)
    } else {
      // A UK sector (`IV2 3`) names its postcodes as a full one does, with
      // or without the `*`.
      let sector = PostcodeGrammar.prefixKey(text, country: country).flatMap {
        SharedPostcodes.grammarCountry(of: country) == .unitedKingdom && $0.contains(" ") ? $0 : nil
      }
      guard let key = PostcodeGrammar.levelKey(text, country: country) ?? sector else { return nil }
      self = .level(key)
    }
  }

  /// The Royal Mail postcode area (`GY`, `BN`) every postcode of the
  /// pattern is in, for a country that uses Royal Mail postcodes; `nil`
  /// elsewhere, or for a range across areas.
  func royalMailArea(country: CountryCode) -> String? {
    guard SharedPostcodes.grammarCountry(of: country) == .unitedKingdom else { return nil }
    func area(_ key: String) -> Substring { key.prefix { $0.isLetter } }
    switch self {
    case .level(let key): return String(area(key))
    case .range(let bounds):
      return area(bounds.lowerBound) == area(bounds.upperBound) ? String(area(bounds.lowerBound)) : nil
    }
  }

  /// Where `...` first occurs in `text`, found on its bytes (a generic
  /// substring search costs more than the rest of reading a rule).
  private static func rangeSeparator(in text: String) -> Range<String.Index>? {
    let bytes = text.utf8
    var run = 0
    for index in bytes.indices {
      run = bytes[index] == UInt8(ascii: ".") ? run + 1 : 0
      if run == 3 { return bytes.index(index, offsetBy: -2)..<bytes.index(after: index) }
    }
    return nil
  }

  package var description: String {
    switch self {
    case .level(let key): key
    case .range(let bounds):
      // A ZIP5 upper bound is stored with the mark that puts its ZIP+4
      // codes below it; the cell was written without.
      "\(bounds.lowerBound)...\(bounds.upperBound.hasSuffix(PostcodeShape.upperMark) ? String(bounds.upperBound.dropLast()) : bounds.upperBound)"
    }
  }

  /// Whether the pattern can cover part of a postcode of `country` that
  /// covers finer ones: a key finer than a redacted UK outward code, a
  /// Canadian FSA, a US ZIP5 (`IV2 3`, `K1A0B1`, `303031234`), or a range in
  /// a country whose ranges are written with such keys.
  func canCoverPart(country: CountryCode) -> Bool {
    let grammar = SharedPostcodes.grammarCountry(of: country)
    guard grammar != .unitedKingdom else {
      if case .level(let key) = self { return key.contains(" ") }
      return false
    }
    guard PostcodeGrammar.hasCoveringForms(grammar) else { return false }
    switch self {
    case .level(let key): return key.utf8.count > PostcodeGrammar.shortestCoveringLength(grammar)
    case .range: return true
    }
  }

  /// How much of `postcode` the pattern covers.
  func coverage(of postcode: Postcode) -> Coverage {
    switch self {
    case .level(let key): PostcodePattern.coverage(ofLevel: key, over: postcode)
    case .range(let bounds): PostcodePattern.coverage(ofRange: bounds, over: postcode)
    }
  }

  /// How much of `postcode` the level key `key` covers.
  static func coverage(ofLevel key: String, over postcode: Postcode) -> Coverage {
    if postcode.levels.contains(key) { return .whole }
    // A rule finer than what a redacted postcode tells can hold for some of
    // the postcodes under it and not for others.
    if postcode.coversFinerPostcodes, let known = postcode.levels.last,
      PostcodePattern.isLevel(key, under: known, country: postcode.country)
    {
      return .part
    }
    return .none
  }

  /// How much of `postcode` the range `bounds` covers.
  static func coverage(ofRange bounds: ClosedRange<String>, over postcode: Postcode) -> Coverage {
    let span = PostcodeGrammar.rangeSpan(of: postcode)
    if bounds.contains(span.lowerBound) && bounds.contains(span.upperBound) { return .whole }
    return bounds.overlaps(span) ? .part : .none
  }

  /// Whether level key `key` names a strictly finer level below `ancestor`.
  ///
  /// Level keys are prefixes of each other along the grammar's chain, except
  /// that UK outward codes have variable length: `BN11` starts with `BN1`
  /// but is another district. The levels below a UK outward code continue
  /// after a space (`BN1 1`, `BN1 1AA`), and those below an area after a
  /// digit (`BN` to `BN1`).
  package static func isLevel(_ key: String, under ancestor: String, country: CountryCode) -> Bool {
    guard key.count > ancestor.count, key.hasPrefix(ancestor) else { return false }
    guard SharedPostcodes.grammarCountry(of: country) == .unitedKingdom else { return true }
    let next = key[key.index(key.startIndex, offsetBy: ancestor.count)]
    if ancestor.allSatisfy(\.isLetter) { return next.isNumber }
    return next == " " || ancestor.contains(" ")
  }

  /// Every level key strictly above `key` in its grammar's chain.
  static func ancestors(of key: String, country: CountryCode) -> [String] {
    (1..<max(1, key.count)).map { String(key.prefix($0)) }.filter {
      isLevel(key, under: $0, country: country)
    }
  }
}

/// How much of a destination a rule covers.
enum Coverage: Sendable, Hashable {
  /// The rule holds for every postcode the destination could be.
  case whole
  /// The rule holds for some of the postcodes a redacted destination could be.
  case part
  /// The rule does not hold.
  case none
}

extension StringProtocol where UTF8View: BidirectionalCollection {
  /// The text without leading and trailing spaces, tabs, carriage returns
  /// and line feeds.
  package var trimmingWhitespace: String {
    // Bytes, not characters: every table cell passes through here, and
    // decoding characters (grapheme breaking, Unicode properties) would be
    // a large share of loading a large book.
    let bytes = utf8
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return "" }
    if first == bytes.startIndex, bytes.index(after: last) == bytes.endIndex { return String(self) }
    return String(self[first...last])
  }
}
