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
  package init?(_ text: String) {
    guard !text.isEmpty, text.utf8.count <= Self.maximumLength else { return nil }
    var subtags: [Substring] = []
    for subtag in text.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap({ $0.split(separator: "_", omittingEmptySubsequences: false) })
    {
      guard (1...8).contains(subtag.utf8.count), subtag.utf8.allSatisfy(Self.isAlphanumeric) else { return nil }
      subtags.append(subtag)
    }
    let first = subtags[0].lowercased()
    if first == "x" || first == "i" {
      // Private use, or a grandfathered `i-` tag: well-formed when each
      // subtag after the singleton is.
      guard subtags.count > 1 else { return nil }
      (language, script, region) = (first, nil, nil)
      return
    }
    guard [2, 3, 5, 6, 7, 8].contains(first.utf8.count), first.utf8.allSatisfy(Self.isLetter) else { return nil }
    var script: String?
    var region: String?
    var index = 1
    // Up to three extended language subtags of three letters (`zh-yue`).
    while index < subtags.count, index <= 3, subtags[index].utf8.count == 3,
      subtags[index].utf8.allSatisfy(Self.isLetter)
    {
      index += 1
    }
    if index < subtags.count, subtags[index].utf8.count == 4, subtags[index].utf8.allSatisfy(Self.isLetter) {
      script = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst().lowercased()
      index += 1
    }
    if index < subtags.count {
      let subtag = subtags[index]
      if subtag.utf8.count == 2 && subtag.utf8.allSatisfy(Self.isLetter)
        || subtag.utf8.count == 3 && subtag.utf8.allSatisfy(Self.isDigit)
      {
        region = subtag.uppercased()
        index += 1
      }
    }
    // Variants: 5 to 8 characters, or 4 beginning with a digit.
    while index < subtags.count, subtags[index].utf8.count > 1 {
      let variant = subtags[index].utf8
      guard variant.count >= 5 || variant.count == 4 && variant.first.map(Self.isDigit) == true else { return nil }
      index += 1
    }
    // Extensions, then private use: each a singleton and at least one
    // subtag, of 2 to 8 characters after an extension's singleton.
    while index < subtags.count {
      let isPrivateUse = subtags[index].lowercased() == "x"
      index += 1
      let start = index
      while index < subtags.count, isPrivateUse || subtags[index].utf8.count > 1 { index += 1 }
      guard index > start else { return nil }
    }
    (language, self.script, self.region) = (first, script, region)
  }

  /// The tag as the engine names it: language, script and region with their
  /// conventional case (`zh-Hant-TW`), without variants or extensions.
  package var identifier: String {
    [language, script, region].compactMap { $0 }.joined(separator: "-")
  }

  private static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
}
