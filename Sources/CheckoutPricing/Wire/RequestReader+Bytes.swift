extension RequestReader {
  /// Reads a JSON request into a ``QuoteRequest``, checking every field and
  /// naming the JSON path of the first one that is wrong: the request, or
  /// a ``QuoteFailure/invalidRequest(_:_:)`` at that path.
  ///
  /// Amounts, quantities and weights are read from their text: a JSON
  /// string (`"12.50"`, as Apple Pay writes amounts) or a JSON number, whose
  /// source text is kept by the parser and never converted through floating
  /// point. Unknown keys are errors, so a misspelt field is never silently
  /// ignored.
  static func readQuoteRequest(currency: Currency, _ bytes: [UInt8]) throws(QuoteFailure) -> QuoteRequest {
    try read(currency: currency, bytes).request.get().quote
  }

  /// The request, or why it cannot be read, and its `id` whenever the `id`
  /// itself could be read: a response echoes it, a failure's too.
  ///
  /// The document is checked whole before any field is read, so malformed
  /// JSON anywhere is reported first, at its line and column. The fields
  /// are then read from the parser's ``JSONTape``: keys are compared as
  /// bytes and a `String` is made only for a value the request keeps.
  static func read(currency: Currency, _ bytes: [UInt8]) -> (request: Result<WireRequest, QuoteFailure>, id: RequestID?)
  {
    var parser = JSONParser()
    parser.maximumBytes = QuoteLimits.requestBytes
    parser.maximumDepth = QuoteLimits.jsonDepth
    let tape: JSONTape
    do {
      tape = try parser.tape(bytes)
    } catch {
      let message = "line \(error.line), column \(error.column): \(error.message)"
      return (.failure(QuoteFailure(path: "$", message: message)), nil)
    }
    return RequestReader(tape: tape, currency: currency).identifiedRequest()
  }
}

/// A request's `id`: a JSON string or number, which the response repeats as
/// it came, so that a client with several requests in flight on one pipe
/// can match each response to its request. A number is kept as its text.
enum RequestID: Sendable, Hashable {
  case string(String)
  case number(String)
}
