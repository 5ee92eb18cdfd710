import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("JSON writer")
struct JSONWriterTests {
  /// What `body` writes, as text.
  private func written(_ body: (inout JSONWriter) -> Void) -> String {
    var json = JSONWriter(reservingCapacity: 0)
    body(&json)
    return json.text
  }

  @Test(
    "Strings escape quote, backslash and control characters, and keep everything else as UTF-8",
    arguments: [
      ("", #""""#),
      ("plain", #""plain""#),
      (#"say "hi""#, #""say \"hi\"""#),
      (#"C:\temp\"#, #""C:\\temp\\""#),
      ("a/b", #""a/b""#),
      ("line\nbreak\rreturn\ttab", #""line\nbreak\rreturn\ttab""#),
      ("\u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F}", #""\u0000\u0001\u0008\u000c\u001b\u001f""#),
      ("\u{20}\u{7F}", "\"\u{20}\u{7F}\""),
      ("Zelt für zwei 🏕️ 中 \u{2028}", "\"Zelt für zwei 🏕️ 中 \u{2028}\""),
      ("\"\"\\\\", #""\"\"\\\\""#),
      ("é\"é\u{1}é", #""é\"é\u0001é""#),
    ])
  func escaping(text: String, expected: String) throws {
    #expect(written { $0.string(text) } == expected)
    #expect(
      written {
        $0.object {
          $0.key(text); $0.null()
        }
      } == "{\(expected):null}")
    #expect(try JSONParser().parse(expected) == .string(text))
  }

  @Test("Members and elements are separated by one comma, and containers nest")
  func commasAndNesting() {
    let text = written { json in
      json.object { json in
        json.key("a")
        json.integer(1)
        json.key("empty")
        json.object { _ in }
        json.key("list")
        json.array { json in
          json.array { _ in }
          json.string("x")
          json.object { json in
            json.key("deep")
            json.array { json in
              json.bool(true)
              json.bool(false)
              json.null()
            }
            json.key("after")
            json.integer(-20)
          }
          json.number("1.5e3")
        }
        json.key("last")
        json.string(Amount(uncheckedMinorUnits: -5, exponent: 2))
      }
    }
    #expect(text == #"{"a":1,"empty":{},"list":[[],"x",{"deep":[true,false,null],"after":-20},1.5e3],"last":"-0.05"}"#)
  }

  @Test("A sequence writes one element per item, commas between")
  func sequence() {
    #expect(written { $0.array([Int]()) { json, item in json.integer(item) } } == "[]")
    #expect(written { $0.array([7]) { json, item in json.integer(item) } } == "[7]")
    #expect(
      written {
        $0.array([1, 2, 3]) { json, item in
          json.object {
            $0.key("n"); $0.integer(item)
          }
        }
      }
        == #"[{"n":1},{"n":2},{"n":3}]"#)
  }

  @Test("Top-level values after one another are separated by commas")
  func siblingsAtTopLevel() {
    #expect(
      written { json in
        json.string(orNull: nil); json.string(orNull: "x")
      } == #"null,"x""#)
  }

  @Test(
    "Amounts are written exactly as formatted()",
    arguments: [
      (Int64(0), 0), (1500, 0), (-1500, 0), (1250, 2), (5, 2), (-5, 2), (0, 2), (1250, 3), (7, 6),
      (.max, 2), (.min, 2), (.min, 0), (.max, 6),
    ])
  func amounts(units: Int64, exponent: Int) {
    let amount = Amount(uncheckedMinorUnits: units, exponent: exponent)
    #expect(written { $0.string(amount) } == "\"\(amount.formatted())\"")
  }

  @Test("Whole numbers are written as their decimal text", arguments: [0, 7, -7, 2026, Int.max, Int.min + 1])
  func integers(value: Int) {
    #expect(written { $0.integer(value) } == String(value))
  }

  @Test("Random value trees are written so that they parse back equal")
  func randomTrees() {
    forAllSeededCases(count: 2_000) { rng in
      let value = rng.jsonValue(depth: 4)
      let text = written { $0.value(value) }
      try #require(try JSONParser().parse(text) == value, "\(text)")
    }
  }

  @Test("A recorded value is written again byte for byte, with its commas, after the buffer has grown")
  func repeatedValue() {
    let text = written { json in
      json.array { json in
        let first = json.recordingValue { json in
          json.object { json in
            json.member("label", "Tent \"2P\"")
            json.key("sizes")
            json.array([1, 2]) { json, size in json.integer(size) }
          }
        }
        let empty = json.recordingValue { $0.array { _ in } }
        // Enough after the recording that a 16-byte buffer has moved.
        json.string(String(repeating: "x", count: 100))
        json.repeatValue(at: first)
        json.repeatValue(at: empty)
        json.repeatValue(at: first)
      }
    }
    let value = #"{"label":"Tent \"2P\"","sizes":[1,2]}"#
    #expect(text == "[\(value),[],\"\(String(repeating: "x", count: 100))\",\(value),[],\(value)]")
  }

  @Test("A word needs an escape exactly when one of its eight bytes does, wherever that byte is")
  func wordsAtOnce() {
    let plain = UInt64(0x6161_6161_6161_6161)  // "aaaaaaaa"
    for byte in UInt8.min...UInt8.max {
      for position in 0..<8 {
        let shift = UInt64(position * 8)
        let word = (plain & ~(0xFF << shift)) | (UInt64(byte) << shift)
        #expect(JSONWriter.needsEscape(word) == JSONWriter.needsEscape(byte), "byte \(byte) at \(position)")
      }
    }
    forAllSeededCases(count: 10_000) { rng in
      let word = rng.next()
      let anyByte = (0..<8).contains { JSONWriter.needsEscape(UInt8(truncatingIfNeeded: word >> UInt64($0 * 8))) }
      try #require(JSONWriter.needsEscape(word) == anyByte, "\(String(word, radix: 16))")
    }
  }

  @Test("The first byte to escape is found past whole words and in the tail, from any start")
  func firstEscape() {
    let alphabet: [UInt8] = Array("ab~ é\"\\\n\u{1}\u{7F}".utf8) + [0x20, 0x1F, 0x80, 0xFF]
    forAllSeededCases(count: 10_000) { rng in
      let count = Int.random(in: 0...40, using: &rng)
      // Mostly plain bytes, so runs of several words need no escape.
      let bytes = (0..<count).map { _ in
        Int.random(in: 0..<8, using: &rng) == 0
          ? alphabet[Int.random(in: alphabet.indices, using: &rng)] : UInt8(ascii: "x")
      }
      let start = Int.random(in: 0...count, using: &rng)
      let expected = bytes[start...].firstIndex(where: JSONWriter.needsEscape) ?? count
      let found = bytes.withUnsafeBufferPointer { JSONWriter.firstEscape(in: $0, from: start) }
      try #require(found == expected, "\(bytes) from \(start)")
    }
  }
}
