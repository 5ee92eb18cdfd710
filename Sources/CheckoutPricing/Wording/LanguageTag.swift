/// A BCP 47 language tag, as a page or an app names the shopper's language
/// (`navigator.language`, `Locale.current.identifier`, Google Pay's and
/// PayPal's `locale`): `de-DE`, `zh-Hant-TW`, `pt_BR`.
///
/// The tag is checked for the syntax of RFC 5646, section 2.1, subtag by
/// subtag: a language of 2 to 3 or 5 to 8 letters, then subtags of 1 to 8
/// letters and digits (a script of 4 letters, a region of 2 letters or 3
/// digits, variants, and extensions after a one-character singleton). A
/// tag of private use alone (`x-…`) is well-formed too, and names no
/// language the engine knows. An underscore separates subtags as a hyphen
/// does, as Apple's and Java's locale identifiers write them. Letters are
/// compared without case (RFC 5646, section 2.1.1); the tag keeps the
/// conventional case: `de-DE`, `zh-Hant`.
package struct LanguageTag: Sendable, Hashable {
  /// The longest tag read. RFC 5646 (section 4.4.1) asks that 35
  /// characters be enough for any language, script and region; a longer
  /// tag is refused rather than scanned.
  package static let maximumLength = 64

  /// The language subtag, lower case: `de`, `zh`; `x` for a private use
  /// tag.
  package let language: String
  /// The script subtag, title case (`Hant`), if the tag names one.
  package let script: String?
  /// The region subtag, upper case (`DE`, `419`), if the tag names one.
  package let region: String?

  /// Reads `text` as a language tag; `nil` when it is not well-formed.
  ///
  /// One pass over the bytes, subtag by subtag, with no array of subtags:
  /// a request that names its language is read on every sheet event.
  package init?(_ text: String) {
    var text = text
    guard let parts = text.withUTF8({ Self.parse($0) }) else { return nil }
    (language, script, region) = parts
  }

  /// Where a subtag may stand: each stage admits the subtags of the later
  /// ones too, in RFC 5646's order.
  fileprivate enum Stage {
    /// After the language, with `count` extended language subtags (or a
    /// script) still admitted.
    case extendedLanguage(count: Int)
    case region, variant
    /// After a singleton: `subtags` read since it, of `minimum` to 8 characters.
    case singleton(privateUse: Bool, subtags: Int)
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, String?, String?)? {
    guard !bytes.isEmpty, bytes.count <= maximumLength else { return nil }
    var language: String?
    var script: String?
    var region: String?
    var stage = Stage.extendedLanguage(count: 0)
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "-"), bytes[end] != UInt8(ascii: "_") { end += 1 }
      let subtag = UnsafeBufferPointer(rebasing: bytes[start..<end])
      guard (1...8).contains(subtag.count), subtag.allSatisfy(isAlphanumeric) else { return nil }
      let letters = subtag.allSatisfy(isLetter)
      if language == nil {
        guard letters, subtag.count != 4 else { return nil }
        language = text(subtag, .lower)
        // Private use (`x-…`), or a grandfathered `i-` tag.
        if subtag.count == 1 {
          guard ["x", "i"].contains(language) else { return nil }
          stage = .singleton(privateUse: true, subtags: 0)
        }
      } else if case .singleton(let privateUse, let count) = stage {
        if subtag.count == 1 && !privateUse {
          guard count > 0 else { return nil }
          stage = .singleton(privateUse: subtag[0] | 0x20 == UInt8(ascii: "x"), subtags: 0)
        } else {
          guard privateUse || subtag.count > 1 else { return nil }
          stage = .singleton(privateUse: privateUse, subtags: count + 1)
        }
      } else if subtag.count == 1 {
        stage = .singleton(privateUse: subtag[0] | 0x20 == UInt8(ascii: "x"), subtags: 0)
      } else if case .extendedLanguage(let count) = stage, count < 3, subtag.count == 3, letters {
        stage = .extendedLanguage(count: count + 1)
      } else if case .extendedLanguage = stage, subtag.count == 4, letters {
        script = text(subtag, .title)
        stage = .region
      } else if stage.admitsRegion,
        subtag.count == 2 && letters || subtag.count == 3 && subtag.allSatisfy(isDigit)
      {
        region = text(subtag, .upper)
        stage = .variant
      } else if subtag.count >= 5 || subtag.count == 4 && isDigit(subtag[0]) {
        stage = .variant
      } else {
        return nil
      }
      start = end + 1
    }
    // A singleton must be followed by a subtag; the text must not end in a
    // separator (an empty subtag is refused above).
    if case .singleton(_, let count) = stage, count == 0 { return nil }
    guard let language else { return nil }
    return (language, script, region)
  }

  private enum Case { case lower, upper, title }

  /// `bytes`, ASCII letters and digits, in `style`'s case.
  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ style: Case) -> String {
    String(
      unsafeUninitializedCapacity: bytes.count,
      initializingUTF8With: { buffer in
        for (index, byte) in bytes.enumerated() {
          let upper = style == .upper || style == .title && index == 0
          buffer[index] = isLetter(byte) ? (upper ? byte & ~0x20 : byte | 0x20) : byte
        }
        return bytes.count
      })
  }

  /// The tag as the engine names it: language, script and region with their
  /// conventional case (`zh-Hant-TW`), without variants or extensions.
  package var identifier: String {
    [language, script, region].compactMap { $0 }.joined(separator: "-")
  }

  fileprivate static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
}

extension LanguageTag.Stage {
  /// Whether a region may still come: after the language, its extended
  /// language subtags or its script.
  fileprivate var admitsRegion: Bool {
    switch self {
    case .extendedLanguage, .region: true
    case .variant, .singleton: false
    }
  }
}
