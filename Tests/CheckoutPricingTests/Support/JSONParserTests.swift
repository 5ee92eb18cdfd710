import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("JSON parser")
struct JSONParserTests {
  @Test("Valid documents parse to exactly their values", arguments: JSONCase.valid + JSONCase.invalid)
  func document(_ testCase: JSONCase) throws {
    let result = Result { () throws(JSONError) in try JSONParser().parse(testCase.bytes) }
    switch testCase.outcome {
    case .value(let expected):
      #expect(try result.get() == expected)
    case .failure(let code, let line, let column):
      expectFailure(result, code, line: line, column: column)
    }
    if let text = String(validating: testCase.bytes, as: UTF8.self) {
      #expect(Result { () throws(JSONError) in try JSONParser().parse(text) } == result)
    }
  }

  @Test("The table covers at least 40 documents, valid and invalid")
  func tableSize() {
    #expect(JSONCase.valid.count + JSONCase.invalid.count >= 40)
    #expect(
      Set(JSONCase.invalid.compactMap { if case .failure(let code, _, _) = $0.outcome { code } else { nil } })
        .isSuperset(of: JSONErrorCode.allCases.filter { $0 != .tooLarge }))
  }

  @Test("Messages name what was expected and what was found")
  func messages() {
    let cases: [(String, String)] = [
      (#"{"a":1 x}"#, "1:8: expected ',' or '}' after object member, found 'x'"),
      ("[1 2]", "1:4: expected ',' or ']' after array element, found '2'"),
      ("[1,]", "1:4: expected a value after ',' in array, found ']'"),
      (#"{"a":1,}"#, "1:8: expected a string key after ',' in object, found '}'"),
      ("{'a':1}", "1:2: expected a string key or '}' in object, found \"'\""),
      ("[1", "1:3: expected ',' or ']' after array element, found end of input"),
      ("01", "1:2: a number cannot have a leading zero; expected '.', 'e' or its end"),
      ("1.", "1:3: expected a digit after '.' in number, found end of input"),
      (#"{"a":1,"a":2}"#, #"1:8: duplicate key "a" in object"#),
      ("\"\u{1}\"", "1:2: control character U+0001 must be escaped in a string"),
      (#""\q""#, #"1:2: invalid escape: expected one of \" \\ \/ \b \f \n \r \t \u after '\', found 'q'"#),
      ("true false", "1:6: expected end of input after the JSON value, found 'f'"),
    ]
    for (document, description) in cases {
      #expect {
        try JSONParser().parse(document)
      } throws: { error in
        (error as? JSONError)?.description == description
      }
    }
  }

  @Test("The depth limit is configurable and counts arrays and objects alike")
  func depthLimit() throws {
    var parser = JSONParser()
    parser.maximumDepth = 2
    #expect(try parser.parse(#"[{"a":1}]"#) == .array([.object([JSONMember(key: "a", value: .number("1"))])]))
    #expect(throws: JSONError.self) { try parser.parse(#"[{"a":[]}]"#) }
    parser.maximumDepth = 0
    #expect(try parser.parse("\"flat\"") == .string("flat"))
    #expect { try parser.parse("[]") } throws: { ($0 as? JSONError)?.code == .tooDeep }
    // The parser keeps its own stack, so a generous limit is safe.
    parser.maximumDepth = 2_000
    let deep = String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000)
    #expect(throws: Never.self) { try parser.parse(deep) }
  }

  @Test("Documents above the byte limit are too large, at the first byte beyond it")
  func sizeLimit() throws {
    var parser = JSONParser()
    parser.maximumBytes = 10
    #expect(try parser.parse("[1,2,3,44]") == .array(["1", "2", "3", "44"].map(JSONValue.number)))
    for document in ["[1,2,3,4,5]", "[1,2,3,445]"] {
      #expect {
        try parser.parse(document)
      } throws: { error in
        let error = error as? JSONError
        return error?.code == .tooLarge && error?.line == 1 && error?.column == 11
      }
      #expect { try parser.parse(Array(document.utf8)) } throws: { ($0 as? JSONError)?.code == .tooLarge }
    }
    #expect(JSONParser().maximumBytes == 1 << 20)
    #expect(JSONParser().maximumDepth == 64)
  }

  @Test("Lookup by key and type names")
  func lookup() throws {
    let value = try JSONParser().parse(#"{"s":"x","n":-0,"b":false,"z":null,"a":[],"o":{}}"#)
    #expect(value["s"] == .string("x"))
    #expect(value["n"] == .number("-0"))
    #expect(value["missing"] == nil)
    #expect(JSONValue.array([])["s"] == nil)
    // The tape names each node's type for the readers' messages.
    let tape = try JSONParser().tape(Array(#"{"s":"x","n":-0,"b":false,"z":null,"a":[],"o":{}}"#.utf8))
    var names: [String] = []
    var index = 1
    while index < tape.nodes.count {
      names.append(tape.nodes[index + 1].typeName)
      index = tape.end(of: index + 1)
    }
    #expect(names == ["string", "number", "boolean", "null", "array", "object"])
    #expect(tape.nodes[0].typeName == "object")
  }
}
