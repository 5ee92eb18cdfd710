import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("JSON tape")
struct JSONTapeTests {
  @Test("Nodes are in document order, and strings and numbers are ranges of the text")
  func layout() throws {
    let document = Array(#"{"a":[1,true],"b":"x\ny","c":{},"d":null}"#.utf8)
    let tape = try JSONParser().tape(document)
    #expect(
      tape.nodes == [
        .object(count: 4, end: 11), .string(2..<3), .array(count: 2, end: 5), .number(6..<7), .bool(true),
        .string(15..<16), .string(41..<44), .string(26..<27), .object(count: 0, end: 9), .string(33..<34), .null,
      ])
    // Only the escaped string is copied, unescaped, after the document.
    #expect(tape.text == document + Array("x\ny".utf8))
    #expect(tape.string(41..<44) == "x\ny")
    #expect([0, 1, 2, 3, 6, 8].map(tape.end(of:)) == [11, 2, 5, 4, 7, 9])
  }

  @Test("A document without escapes is the whole text")
  func noEscapes() throws {
    let document = Array(#"[ "é👍", -1.5e3, [], {"k": false} ]"#.utf8)
    let tape = try JSONParser().tape(document)
    #expect(tape.text == document)
    #expect(tape.nodes.first == .array(count: 4, end: 7))
  }

  @Test(
    "Keys are duplicates exactly when they are equal as Swift strings",
    arguments: [
      (#"{"a":1,"\u0061":2}"#, true),
      (#"{"ab":1,"ba":2}"#, false),
      (#"{"ab":1,"abc":2}"#, false),
      ("{\"\u{E9}\":1,\"e\u{301}\":2}", true),
      (#"{"\u00e9":1,"e\u0301":2}"#, true),
      (#"{"\u00e9":1,"e":2}"#, false),
      (#"{"K":1,"\u212A":2}"#, true),
      (#"{";":1,"\u037E":2}"#, true),
      (#"{"k":1,"\u212A":2}"#, false),
    ])
  func duplicateKeys(document: String, isDuplicate: Bool) {
    // The same pair after 20 other keys, where keys are hashed instead.
    let large = "{" + (0..<20).map { "\"k\($0)\":\($0)," }.joined() + document.dropFirst()
    for document in [document, large] {
      let result = Result { () throws(JSONError) in try JSONParser().parse(document) }
      if isDuplicate {
        #expect(throws: JSONError.self, "\(document)") { try result.get() }
        if case .failure(let error) = result { #expect(error.code == .duplicateKey, "\(error)") }
      } else {
        #expect(throws: Never.self, "\(document)") { try result.get() }
      }
    }
  }

  @Test("Bytes match a name only when they are the name's bytes")
  func bytesEqualName() throws {
    let tape = try JSONParser().tape(Array(#"["event","even","Event","events","evenT","","\u0065vent"]"#.utf8))
    let matches = tape.nodes.dropFirst().map { node in
      guard case .string(let range) = node else { return false }
      return tape.bytes(range, equal: "event")
    }
    #expect(matches == [true, false, false, false, false, false, true])
  }

  @Test("Long names match only when every byte matches, in the first eight or after them")
  func bytesEqualLongName() throws {
    let texts = [
      "shippingContact", "shippingContacT", "ShippingContact", "shippinGContact", "shippingcontact", "shippingContac",
      "shippingContacts", "shippingContaxt", #"\u0073hippingContact"#,
    ]
    let document = "[" + texts.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    let tape = try JSONParser().tape(Array(document.utf8))
    let ranges = tape.nodes.dropFirst().compactMap { node -> Range<Int>? in
      guard case .string(let range) = node else { return nil }
      return range
    }
    #expect(
      ranges.map { tape.bytes($0, equal: "shippingContact") } == [true] + Array(repeating: false, count: 7) + [true])
    #expect(
      ranges.map { tape.bytes($0, equal: "shippingContact" as String) }
        == ranges.map { tape.bytes($0, equal: ranges[0]) })
    #expect(ranges.map { tape.bytes($0, equal: ranges[0]) } == [true] + Array(repeating: false, count: 7) + [true])
  }
}
