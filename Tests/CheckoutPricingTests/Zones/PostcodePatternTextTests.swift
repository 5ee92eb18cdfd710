import TestSupport
import Testing

@testable import CheckoutPricing

/// The byte-level text helpers the loader runs on every cell, checked
/// against plain character-level definitions.
@Suite("Cell text")
struct PostcodePatternTextTests {
  /// What trimming means, written the slow way: drop spaces, tabs, carriage
  /// returns and line feeds at both ends, scalar by scalar.
  static func reference(_ text: String) -> String {
    let blank: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n"]
    var scalars = Array(text.unicodeScalars)
    while let first = scalars.first, blank.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, blank.contains(last) { scalars.removeLast() }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  @Test("Trimming agrees with the scalar definition, for strings and substrings")
  func trimmingAgrees() throws {
    let alphabet: [Unicode.Scalar] = [
      " ", "\t", "\r", "\n", "a", "Z", "3", "*", ".", "\u{A0}", "\u{301}", "\u{E9}", "\u{1F1EC}", "\u{1F1E7}",
    ]
    forAllSeededCases { rng in
      var text = ""
      for _ in 0..<Int.random(in: 0...8, using: &rng) {
        text.unicodeScalars.append(alphabet.randomElement(using: &rng)!)
      }
      let expected = Self.reference(text)
      try #require(text.trimmingWhitespace == expected, "\(Array(text.unicodeScalars))")
      // The same text as a substring: bounds one byte in from each end, so a
      // leading combining mark stays in the text rather than joining the "x".
      let padded = "x" + text + "y"
      let inner = padded[padded.utf8.index(after: padded.startIndex)..<padded.utf8.index(before: padded.endIndex)]
      try #require(inner.trimmingWhitespace == expected, "substring \(Array(text.unicodeScalars))")
    }
    #expect(" \t30303\r\n".trimmingWhitespace == "30303")
    #expect(" \u{A0}x\u{A0} ".trimmingWhitespace == "\u{A0}x\u{A0}")
    #expect("   ".trimmingWhitespace.isEmpty)
  }

  @Test("Ranges split at the first three dots, with blanks around the bounds")
  func rangeSeparator() {
    let us = CountryCode(rawValue: "US")!
    // A ZIP5 upper bound is stored with the mark that puts its ZIP+4 codes below it.
    #expect(PostcodePattern("30000...30399", country: us) == .range("30000"..."30399~"))
    #expect(PostcodePattern(" 30000 ... 30399 ", country: us) == .range("30000"..."30399~"))
    #expect(PostcodePattern(" 30000 ... 30399 ", country: us)?.description == "30000...30399")
    #expect(PostcodePattern("30000..30399", country: us) == nil)
    #expect(PostcodePattern("30399...30000", country: us) == nil)
    #expect(PostcodePattern("30000....30399", country: us) == nil)
    #expect(PostcodePattern("303*", country: us) == .level("303"))
  }
}
