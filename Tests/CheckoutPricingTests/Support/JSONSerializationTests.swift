import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("JSON serialization")
struct JSONSerializationTests {
  @Test(
    "Values serialize compactly, escaping only what RFC 8259 requires",
    arguments: [
      (JSONValue.null, "null"), (.bool(true), "true"), (.bool(false), "false"),
      (.number("12.50"), "12.50"), (.number("-0"), "-0"), (.number("1e400"), "1e400"),
      (.string(""), #""""#),
      (.string("a\"b\\c/d"), #""a\"b\\c/d""#),
      (.string("\n\r\t\u{8}\u{C}\u{0}\u{1F}"), #""\n\r\t\u0008\u000c\u0000\u001f""#),
      (.string("é€👍🏽\u{7F}\u{2028}"), "\"é€👍🏽\u{7F}\u{2028}\""),
      (.array([]), "[]"), (.object([]), "{}"),
      (.array([.number("1"), .null, .array([.string("x")])]), #"[1,null,["x"]]"#),
      (
        .object([
          JSONMember(key: "z", value: .number("1")), JSONMember(key: "a\n", value: .object([])),
          JSONMember(key: "m", value: .array([.bool(false)])),
        ]), #"{"z":1,"a\n":{},"m":[false]}"#
      ),
    ])
  func serialize(value: JSONValue, expected: String) throws {
    #expect(value.serialized() == expected)
    #expect(try JSONParser().parse(expected) == value)
  }

  @Test("Random values serialize deterministically and parse back equal")
  func roundTrip() {
    let parser = JSONParser()
    forAllSeededCases { rng in
      let value = rng.jsonValue(depth: 4)
      let text = value.serialized()
      try #require(value.serialized() == text, "\(text)")
      let parsed = try parser.parse(text)
      try #require(parsed == value, "\(text)")
      // The same value, rebuilt, writes the same bytes.
      try #require(parsed.serialized() == text, "\(text)")
      try #require(try parser.parse(Array(text.utf8)) == value, "\(text)")
      // Compact: outside strings there is no whitespace.
      try #require(text.isCompactJSON, "\(text)")
    }
  }

  @Test("Any RFC 8259 spelling of a string, escaped or raw, parses back to it")
  func escapeSpellings() {
    forAllSeededCases { rng in
      let string = rng.jsonString()
      let spelled = rng.anySpelling(of: string)
      try #require(try JSONParser().parse(spelled) == .string(string), "\(spelled)")
    }
  }

  @Test("Strings agree with Foundation's JSONEncoder and JSONDecoder")
  func agreesWithFoundation() {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    forAllSeededCases { rng in
      let strings = (0..<3).map { _ in rng.jsonString() }
      let ours = JSONValue.array(strings.map(JSONValue.string)).serialized()
      try #require(try decoder.decode([String].self, from: Data(ours.utf8)) == strings, "\(ours)")
      let theirs = try encoder.encode(strings)
      try #require(try JSONParser().parse(Array(theirs)) == .array(strings.map(JSONValue.string)), "\(strings)")
    }
  }

  @Test("Mutated documents never trap: they parse to a value that round-trips, or fail inside the input")
  func mutatedDocuments() {
    let noise =
      Array(#"[]{}",:\-+.0123456789eEtrufalsn /*'"#.utf8) + [0x00, 0x0A, 0x0D, 0x09, 0xC3, 0xA9, 0xFF, 0xED, 0xA0]
    forAllSeededCases { rng in
      var bytes = Array(rng.jsonValue(depth: 3).serialized().utf8)
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let position = Int.random(in: 0...bytes.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: bytes.insert(noise.randomElement(using: &rng)!, at: position)
        case 1 where position < bytes.count: bytes.remove(at: position)
        default: if position < bytes.count { bytes[position] = noise.randomElement(using: &rng)! }
        }
      }
      do {
        let value = try JSONParser().parse(bytes)
        try #require(try JSONParser().parse(value.serialized()) == value, "\(bytes)")
      } catch let error as JSONError {
        let lines = CSVTestWriter.lineCount(of: bytes)
        try #require((1...lines).contains(error.line) && error.column >= 1, "\(error) for \(bytes)")
        try #require(error.column <= bytes.count + 1, "\(error) for \(bytes)")
      }
    }
  }
}

extension String {
  /// Whether the JSON text has no whitespace outside its strings.
  fileprivate var isCompactJSON: Bool {
    var inString = false
    var escaped = false
    for byte in utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
        return false
      }
    }
    return true
  }
}
