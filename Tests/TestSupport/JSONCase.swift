import Testing

package import CheckoutPricing

/// What parsing one JSON document of the table gives.
package enum JSONOutcome: Sendable {
  case value(JSONValue)
  /// The error's code and position.
  case failure(JSONErrorCode, line: Int, column: Int)
}

/// One row of the JSON document table: a document and what parsing it gives.
package typealias JSONCase = ParserCase<JSONOutcome>

extension ParserCase where Outcome == JSONOutcome {
  private static var fourHundredDigits: String { "-" + String(repeating: "1234567890", count: 40) + ".5e-400" }

  package static var valid: [JSONCase] {
    [
      JSONCase("null", "null", .value(.null)),
      JSONCase("true with whitespace", " \t\r\n true \n", .value(.bool(true))),
      JSONCase("false", "false", .value(.bool(false))),
      JSONCase("Zero", "0", .value(.number("0"))),
      JSONCase("Negative zero stays text", "-0", .value(.number("-0"))),
      JSONCase("Trailing zeros stay", "12.50", .value(.number("12.50"))),
      JSONCase("0.1 is never a binary fraction", "0.1", .value(.number("0.1"))),
      JSONCase("1e400 stays text", "1e400", .value(.number("1e400"))),
      JSONCase(
        "Exponent with sign and capital E", "[-1.5E-10,1E+2]", .value(.array([.number("-1.5E-10"), .number("1E+2")]))),
      JSONCase("A 400-digit number stays exact", fourHundredDigits, .value(.number(fourHundredDigits))),
      JSONCase("Empty string", #""""#, .value(.string(""))),
      JSONCase(
        "Short escapes", #""\" \\ \/ \b \f \n \r \t""#, .value(.string("\" \\ / \u{8} \u{C} \n \r \t"))),
      JSONCase("Unicode escapes in either case", #""\u00e9\u20AC\u0041""#, .value(.string("é€A"))),
      JSONCase("Surrogate pair escape", #""\uD83D\uDC4d""#, .value(.string("👍"))),
      JSONCase("Escaped NUL", #""a\u0000b""#, .value(.string("a\u{0}b"))),
      JSONCase("Raw UTF-8 and DEL", "\"é👍🏽\u{7F}\u{2028}\"", .value(.string("é👍🏽\u{7F}\u{2028}"))),
      JSONCase("Empty array", "[ ]", .value(.array([]))),
      JSONCase("Empty object", "{\n}", .value(.object([]))),
      JSONCase(
        "Nested with every kind of whitespace", "{ \"a\" : [1, {\"b\": null}] ,\r\n\t\"c\":\"d\" }",
        .value(
          .object([
            JSONMember(key: "a", value: .array([.number("1"), .object([JSONMember(key: "b", value: .null)])])),
            JSONMember(key: "c", value: .string("d")),
          ]))),
      JSONCase(
        "Members keep source order", #"{"b":1,"a":2}"#,
        .value(.object([JSONMember(key: "b", value: .number("1")), JSONMember(key: "a", value: .number("2"))]))),
      JSONCase(
        "Keys that differ only in case are different", #"{"a":1,"A":2}"#,
        .value(.object([JSONMember(key: "a", value: .number("1")), JSONMember(key: "A", value: .number("2"))]))),
      JSONCase(
        "Escaped keys are unescaped", #"{"\u0061":1,"b":2}"#,
        .value(.object([JSONMember(key: "a", value: .number("1")), JSONMember(key: "b", value: .number("2"))]))),
      JSONCase(
        "A byte order mark is skipped", bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8), .value(.array([.number("1")]))),
      JSONCase(
        "Nesting exactly at the depth limit",
        String(repeating: "[", count: 64) + String(repeating: "]", count: 64),
        .value((0..<63).reduce(JSONValue.array([])) { inner, _ in .array([inner]) })),
    ]
  }

  package static var invalid: [JSONCase] {
    [
      JSONCase("Empty document", "", .failure(.unexpectedEnd, line: 1, column: 1)),
      JSONCase("Only whitespace", "   \n ", .failure(.unexpectedEnd, line: 2, column: 2)),
      JSONCase("NaN", "NaN", .failure(.unexpectedCharacter, line: 1, column: 1)),
      JSONCase("Infinity", "[Infinity]", .failure(.unexpectedCharacter, line: 1, column: 2)),
      JSONCase("-Infinity", "-Infinity", .failure(.invalidNumber, line: 1, column: 2)),
      JSONCase("Leading zero", "01", .failure(.invalidNumber, line: 1, column: 2)),
      JSONCase("Negative leading zero", "-012", .failure(.invalidNumber, line: 1, column: 3)),
      JSONCase("No digit after the point", "1.", .failure(.invalidNumber, line: 1, column: 3)),
      JSONCase("No digit after the point, before the exponent", "[1.e5]", .failure(.invalidNumber, line: 1, column: 4)),
      JSONCase("No digit before the point", ".5", .failure(.invalidNumber, line: 1, column: 1)),
      JSONCase("Plus sign", "[+1]", .failure(.invalidNumber, line: 1, column: 2)),
      JSONCase("Empty exponent", "1e", .failure(.invalidNumber, line: 1, column: 3)),
      JSONCase("Exponent with only a sign", "1e+", .failure(.invalidNumber, line: 1, column: 4)),
      JSONCase("A lone minus", "-", .failure(.invalidNumber, line: 1, column: 2)),
      JSONCase("Hexadecimal", "0x10", .failure(.trailingCharacters, line: 1, column: 2)),
      JSONCase("Trailing comma in an array", "[1,]", .failure(.unexpectedCharacter, line: 1, column: 4)),
      JSONCase("Trailing comma in an object", #"{"a":1,}"#, .failure(.unexpectedCharacter, line: 1, column: 8)),
      JSONCase("Leading comma in an array", "[,1]", .failure(.unexpectedCharacter, line: 1, column: 2)),
      JSONCase("Line comment", "[1 // one\n]", .failure(.unexpectedCharacter, line: 1, column: 4)),
      JSONCase("Block comment", "/* c */ 1", .failure(.unexpectedCharacter, line: 1, column: 1)),
      JSONCase("Single-quoted string", "'a'", .failure(.unexpectedCharacter, line: 1, column: 1)),
      JSONCase("Single-quoted key", "{'a':1}", .failure(.unexpectedCharacter, line: 1, column: 2)),
      JSONCase("Unquoted key", "{a:1}", .failure(.unexpectedCharacter, line: 1, column: 2)),
      JSONCase("Number as key", "{1:2}", .failure(.unexpectedCharacter, line: 1, column: 2)),
      JSONCase("Missing colon", #"{"a" 1}"#, .failure(.unexpectedCharacter, line: 1, column: 6)),
      JSONCase("Missing comma in an object", #"{"a":1 "b":2}"#, .failure(.unexpectedCharacter, line: 1, column: 8)),
      JSONCase("Missing comma in an array", "[1 2]", .failure(.unexpectedCharacter, line: 1, column: 4)),
      JSONCase("Lone high surrogate", #""\uD800""#, .failure(.invalidEscape, line: 1, column: 2)),
      JSONCase("Lone low surrogate", #"["x","\uDC00"]"#, .failure(.invalidEscape, line: 1, column: 7)),
      JSONCase(
        "High surrogate before a non-surrogate", #""\uD800\u0041""#, .failure(.invalidEscape, line: 1, column: 2)),
      JSONCase("High surrogate at the end of input", #""\uD800"#, .failure(.unexpectedEnd, line: 1, column: 8)),
      JSONCase("Unknown escape", #""a\x""#, .failure(.invalidEscape, line: 1, column: 3)),
      JSONCase("Short unicode escape", #""\u12G4""#, .failure(.invalidEscape, line: 1, column: 2)),
      JSONCase("Raw tab in a string", "\"a\tb\"", .failure(.invalidString, line: 1, column: 3)),
      JSONCase("Raw newline in a string", "[\n\"a\nb\"]", .failure(.invalidString, line: 2, column: 3)),
      JSONCase(
        "Invalid UTF-8 in a string", bytes: [0x22, 0x61, 0xFF, 0x22], .failure(.invalidUTF8, line: 1, column: 3)),
      JSONCase(
        "UTF-8 surrogate in a string", bytes: [0x22, 0xED, 0xB0, 0x80, 0x22], .failure(.invalidUTF8, line: 1, column: 2)
      ),
      JSONCase(
        "Invalid UTF-8 between values", bytes: [0x5B, 0xC3, 0x28, 0x5D], .failure(.invalidUTF8, line: 1, column: 2)),
      JSONCase(
        "10,000 nested arrays are too deep, without a crash", String(repeating: "[", count: 10_000),
        .failure(.tooDeep, line: 1, column: 65)),
      JSONCase(
        "Nested objects are too deep at the 65th brace", String(repeating: #"{"a":"#, count: 100),
        .failure(.tooDeep, line: 1, column: 321)),
      JSONCase("Duplicate key", #"{"a":1,"a":2}"#, .failure(.duplicateKey, line: 1, column: 8)),
      JSONCase(
        "Duplicate key spelled with an escape", #"{"é":1,"\u00e9":2}"#, .failure(.duplicateKey, line: 1, column: 8)),
      JSONCase(
        "Duplicate key in a large object",
        "{" + (0..<20).map { "\"k\($0)\":\($0)," }.joined() + "\n\"k7\":0}",
        .failure(.duplicateKey, line: 2, column: 1)),
      JSONCase("Unclosed array", "[1,2", .failure(.unexpectedEnd, line: 1, column: 5)),
      JSONCase("Unclosed object after a key", #"{"a""#, .failure(.unexpectedEnd, line: 1, column: 5)),
      JSONCase("Unclosed string", #""abc"#, .failure(.unexpectedEnd, line: 1, column: 5)),
      JSONCase("Two values", "1 2", .failure(.trailingCharacters, line: 1, column: 3)),
      JSONCase("Text after the value", "[1]x", .failure(.trailingCharacters, line: 1, column: 4)),
      JSONCase("Truncated literal", "nul", .failure(.unexpectedEnd, line: 1, column: 4)),
      JSONCase("Misspelt literal", "[tru e]", .failure(.unexpectedCharacter, line: 1, column: 5)),
      JSONCase("Capitalised literal", "True", .failure(.unexpectedCharacter, line: 1, column: 1)),
      JSONCase("Error on a later line", "[1,\n  2,\n  x]", .failure(.unexpectedCharacter, line: 3, column: 3)),
      JSONCase("CR LF is one line break", "\r\n  ]", .failure(.unexpectedCharacter, line: 2, column: 3)),
      JSONCase("A lone CR is a line break", "\r\r]", .failure(.unexpectedCharacter, line: 3, column: 1)),
      JSONCase("Columns count characters", "[\"é👍🏽\", x]", .failure(.unexpectedCharacter, line: 1, column: 8)),
      JSONCase("No-break space is not whitespace", "\u{A0}1", .failure(.unexpectedCharacter, line: 1, column: 1)),
      JSONCase("Form feed is not whitespace", "\u{C}1", .failure(.unexpectedCharacter, line: 1, column: 1)),
    ]
  }
}
