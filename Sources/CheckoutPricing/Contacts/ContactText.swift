/// Text clean-up shared by the contact normalizers: trimming, matching keys
/// for free text, and keys for looking up names.
///
/// Nothing here needs Foundation: whitespace is Unicode's `White_Space`
/// property and case mapping is the standard library's.
package enum ContactText {
  /// The longest city or region accepted, in characters. The longest place
  /// names in use are under 100 characters; the bound keeps hostile input cheap.
  static let maximumFieldLength = 200

  /// `text` without leading and trailing whitespace, or `nil` when nothing is left.
  static func nonEmpty(_ text: String?) -> Substring? {
    // Most fields arrive trimmed: no whitespace at either end, which the
    // first and last bytes tell without decoding characters.
    if let text, let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x80,
      last > 0x20, last < 0x80
    {
      return text[...]
    }
    guard let text,
      let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return nil }
    return text[first...last]
  }

  /// ``nonEmpty(_:)`` as a `String`: `text` itself when its first and last
  /// bytes are ASCII other than white space and controls, which is how
  /// most fields arrive.
  ///
  /// Such a field is returned as it is, rather than sliced into a
  /// `Substring` and copied back into a `String`.
  static func trimmed(_ text: String?) -> String? {
    guard let text else { return nil }
    // The view's `last` is a generic walk back from the end; the
    // contiguous bytes give both ends directly.
    let isTrimmed = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
    }
    if isTrimmed == true { return text }
    return nonEmpty(text).map(String.init)
  }

  /// The matching key for free text such as a city: trimmed, every run of
  /// whitespace collapsed to one space, uppercased. `nil` when the text is
  /// empty, longer than ``maximumFieldLength``, or holds control characters.
  package static func matchingKey(_ text: some StringProtocol) -> String? {
    guard text.utf8.count <= maximumFieldLength * 4 else { return nil }
    switch asciiMatchingKey(text) {
    case .some(.some(let key)): return key.isEmpty ? nil : key
    case .some(.none): return nil
    case .none: break
    }
    for scalar in text.unicodeScalars
    where scalar.properties.generalCategory == .control && !scalar.properties.isWhitespace {
      return nil
    }
    // Words are split on whitespace scalars, not characters: a combining
    // mark after a space forms one character with it, so a character split
    // would keep the mark the first time and drop it when the key, whose
    // joining space the mark now follows, is keyed again. Keys must be
    // their own keys (fuzzing found "A\n\u{317}B").
    let words = text.unicodeScalars.split { $0.properties.isWhitespace }
    guard !words.isEmpty else { return nil }
    let key = words.map { String(String.UnicodeScalarView($0)) }.joined(separator: " ").uppercased()
    guard key.count <= maximumFieldLength else { return nil }
    return key
  }

  /// A key for looking up a country or region name: lowercase, Latin
  /// diacritics folded (`"Québec"` and `"QUEBEC"` give `"quebec"`), `&` read
  /// as "and", and everything but letters and digits dropped, so spacing,
  /// hyphens, dots, commas and apostrophes do not matter.
  /// ``matchingKey(_:)`` for ASCII text in one pass, without the
  /// intermediate words: the common case of every contact. Returns `nil`
  /// when the text is not all ASCII (the general path handles it), and an
  /// empty string when the text has no key.
  private static func asciiMatchingKey(_ text: some StringProtocol) -> String?? {
    let count = text.utf8.count
    guard count <= maximumFieldLength, text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { buffer -> String?? in
      var length = 0
      var pendingSpace = false
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: " "), 0x09...0x0D:
          pendingSpace = length > 0
        case 0x00...0x1F, 0x7F:
          return .some(nil)  // a control character: no key
        default:
          if pendingSpace {
            buffer[length] = UInt8(ascii: " ")
            length += 1
            pendingSpace = false
          }
          buffer[length] = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
          length += 1
        }
      }
      return .some(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self))
    }
  }

  static func nameKey(_ text: some StringProtocol) -> String {
    var key = ""
    key.unicodeScalars.reserveCapacity(text.utf8.count)
    for scalar in String(text).lowercased().unicodeScalars {
      if scalar.isASCII {
        switch scalar {
        case "a"..."z", "0"..."9": key.unicodeScalars.append(scalar)
        case "&": key += "and"
        default: continue
        }
      } else if let folded = latinFolding[scalar] {
        key += folded
      } else {
        switch scalar.properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber:
          key.unicodeScalars.append(scalar)
        default:
          // Combining accents (decomposed input), modifier letters such as
          // the ʻokina in "Hawaiʻi", punctuation and spaces.
          continue
        }
      }
    }
    return key
  }

  /// Lowercase Latin letters with diacritics, and ligatures, mapped to ASCII.
  private static let latinFolding: [Unicode.Scalar: String] = {
    let groups = [
      "a": "àáâãäåāăą", "c": "çćĉċč", "d": "ďđð", "e": "èéêëēĕėęě", "g": "ĝğġģ", "h": "ĥħ",
      "i": "ìíîïĩīĭįı", "j": "ĵ", "k": "ķ", "l": "ĺļľŀł", "n": "ñńņňŉ", "o": "òóôõöøōŏő",
      "r": "ŕŗř", "s": "śŝşšș", "t": "ţťŧț", "u": "ùúûüũūŭůűų", "w": "ŵ", "y": "ýÿŷ", "z": "źżž",
      "ss": "ß", "ae": "æ", "oe": "œ", "th": "þ",
    ]
    var folding: [Unicode.Scalar: String] = [:]
    for (base, letters) in groups {
      for scalar in letters.unicodeScalars { folding[scalar] = base }
    }
    return folding
  }()
}
