extension PricingEngine {
  /// Prices one JSON request and returns the JSON response: the contract
  /// the command-line tool and any non-Swift checkout server use.
  ///
  /// A request that cannot be read is answered, never thrown: status
  /// `failure` and an error naming the JSON path.
  ///
  /// ```swift
  /// let response = engine.respond(toJSON: Array(body.utf8))
  /// response.text    // {"status":"success","errors":[],...}
  /// ```
  public func respond(toJSON bytes: [UInt8]) -> PricingResponse {
    let (decoded, id) = RequestReader.read(currency: book.merchant.currency, bytes)
    var request: WireRequest
    // Consumed: the request is moved out of the result, not copied with
    // every string and array it holds.
    switch consume decoded {
    case .success(let read): request = read
    case .failure(let failure):
      let error = QuoteError(failure, in: text)
      return PricingResponse(bytes: ResponseEncoder.encodeMalformed(error, id: id), status: .failure)
    }
    // The request's language is read once, here: the engine of its words
    // and labels prices and writes the answer. Before a card is picked,
    // each card type's total for a W3C sheet is priced with the quote.
    let engine = engine(for: request.quote.locale) ?? self
    let quote = engine.wordedQuote(
      request.quote, explaining: false, pricingCardTypes: request.response.formats.contains(.paymentRequest))
    request.response.text = engine.text
    return ResponseEncoder.response(to: quote, id: id, context: request.response)
  }

  /// The response to a request that could not be read at all, such as a
  /// line too long to read: status `failure` and the error at `path`.
  public static func malformedResponse(_ message: String, path: String) -> String {
    String(decoding: ResponseEncoder.encodeMalformed(QuoteError(.invalidRequest, message, path: path)), as: UTF8.self)
  }

  /// Explains a JSON request: for every service, why it was excluded or how
  /// its price was built, then the tax components; one line each.
  ///
  /// Control characters in the text, which may come from a table or the
  /// request (a label, a code, a city), are escaped as `\u{1B}`, so that
  /// neither can forge a line or send a terminal its codes.
  public func explain(json bytes: [UInt8]) -> PricingResponse {
    let request: QuoteRequest
    do {
      request = try RequestReader.readQuoteRequest(currency: book.merchant.currency, bytes)
    } catch {
      let error = QuoteError(error)
      return PricingResponse(
        text: ExplainWriter.text(lines: ["error: \(error.path ?? "$"): \(error.message)"]), status: .failure)
    }
    return explain(request)
  }

  /// Explains a request: the zone, each service's price or exclusion, the
  /// discounts, the tax components, and the summary, with control
  /// characters escaped as ``explain(json:)`` does.
  ///
  /// An operator's tool, it is written in English whatever the request's
  /// or the merchant's language.
  public func explain(_ request: QuoteRequest) -> PricingResponse {
    let quote = PricingEngine(book: book, text: .english).wordedQuote(request, explaining: true)
    return PricingResponse(text: ExplainWriter.text(of: quote, zonesFile: book.zones.file), status: quote.status)
  }
}
