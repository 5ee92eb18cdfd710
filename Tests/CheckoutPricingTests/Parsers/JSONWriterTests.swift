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
}
