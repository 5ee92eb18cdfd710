import Testing

@testable import CheckoutPricing

/// Expects `result` to be a parser's failure with `code` at `line` and
/// `column`: the check every row of the CSV and JSON edge-case tables that
/// must fail makes, as both parsers throw a ``SyntaxError``.
func expectFailure<Success, Code>(
  _ result: Result<Success, SyntaxError<Code>>, _ code: Code, line: Int, column: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard case .failure(let error) = result else {
    Issue.record("read without an error; expected \(code) at \(line):\(column)", sourceLocation: sourceLocation)
    return
  }
  #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
  #expect(error.line == line && error.column == column, "\(error)", sourceLocation: sourceLocation)
}
