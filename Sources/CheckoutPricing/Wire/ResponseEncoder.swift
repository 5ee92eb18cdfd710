/// Writes a ``Quote`` as the JSON response of the contract of the JSON contract article
/// ("The JSON contract"): the engine's own fields, then each format the
/// request asked for, written by that format's ``SheetWriter`` from one
/// ``SheetView`` of the quote: `applePay` (exactly the update object for
/// the request's event), `paymentRequest` (exactly a W3C
/// `PaymentDetailsUpdate`), `googlePay`, `stripe` and `payPal`, each ready
/// to hand to its sheet.
///
/// Members are written in a fixed order straight into one buffer, so the
/// same quote always gives the same bytes, and a response costs one buffer
/// rather than an allocation per JSON node.
package enum ResponseEncoder {
  /// Room for a typical response without the buffer growing: 3 to 5 KB
  /// for one or two formats, and past 6 KB for all five at a ZIP+4 address.
  static let typicalBytes = 8_192

  /// The response to a request, as compact JSON in UTF-8; with the request's `id`, the response
  /// repeats it first, the W3C answer carries `cardTotals` (by default the
  /// quote's own, ``Quote/cardTotals``) as `modifiers`, and `context` says
  /// which formats to write.
  static func encode(
    _ quote: Quote, id: RequestID? = nil, cardTotals: [Quote.CardTotal]? = nil,
    context: ResponseContext = ResponseContext()
  ) -> [UInt8] {
    response(to: quote, id: id, cardTotals: cardTotals, context: context).bytes
  }

  /// The response to a request and its status: a failure, and none of the
  /// quote, when a format asked for cannot answer it
  /// (``refusal(of:currency:)``).
  static func response(
    to quote: Quote, id: RequestID? = nil, cardTotals: [Quote.CardTotal]? = nil,
    context: ResponseContext = ResponseContext()
  ) -> PricingResponse {
    if let refusal = refusal(of: context, currency: quote.currency) {
      return PricingResponse(bytes: encodeFailure([refusal], id: id), status: .failure)
    }
    guard let total = quote.total else {
      // A full address refused before pricing still gets every sheet's
      // refusal.
      if quote.authorization != nil {
        let unpriced = SummaryItem(
          label: "", amount: .zero(exponent: quote.currency.minorUnits), type: .pending, kind: .total)
        var json = JSONWriter(reservingCapacity: 1_024)
        writeRefusal(quote, total: unpriced, id: id, context: context, to: &json)
        return PricingResponse(bytes: json.bytes, status: .failure)
      }
      return PricingResponse(bytes: encodeFailure(quote.errors, id: id), status: .failure)
    }
    var json = JSONWriter(reservingCapacity: typicalBytes)
    write(quote, total: total, id: id, cardTotals: cardTotals, context: context, to: &json)
    return PricingResponse(bytes: json.bytes, status: quote.status)
  }

  /// A request that could not be read.
  static func encodeMalformed(_ error: QuoteError, id: RequestID? = nil) -> [UInt8] {
    encodeFailure([error], id: id)
  }

  /// Why the response cannot be written, if a format it asks for cannot
  /// answer: the first refusal in the order of the request's `formats`,
  /// at the refused format's place there (`formats[i]`), or, for a format
  /// the request did not name (a wallet's input asks for its own), at the
  /// wallet's member. Each format is asked once, before anything is written.
  static func refusal(of context: ResponseContext, currency: Currency) -> QuoteError? {
    var first: (place: Int, format: ResponseFormat, message: String)?
    for format in ResponseFormat.allCases where context.formats.contains(format) {
      guard let message = format.writer.refusal(currency: currency, wallet: context.wallet) else { continue }
      let place = context.named.place(of: format) ?? ResponseFormat.allCases.count
      if let earlier = first, earlier.place <= place { continue }
      first = (place, format, message)
    }
    guard let first else { return nil }
    let path =
      first.place < ResponseFormat.allCases.count ? "formats[\(first.place)]" : first.format.rawValue
    return QuoteError(.invalidRequest, first.message, path: path)
  }

  /// The request's `id`, as it came.
  private static func write(_ id: RequestID?, to json: inout JSONWriter) {
    switch id {
    case .string(let text)?: json.member("id", text)
    case .number(let text)?:
      json.key("id")
      json.number(text)
    case nil: break
    }
  }

  /// A request that could not be read or priced: status and the errors
  /// with their JSON paths, and nothing for the sheet, which has no total
  /// to show.
  private static func encodeFailure(_ errors: [QuoteError], id: RequestID?) -> [UInt8] {
    var json = JSONWriter(reservingCapacity: 256)
    json.object { json in
      write(id, to: &json)
      json.member("status", Quote.Status.failure.rawValue)
      json.key("errors")
      json.array(errors) { json, error in write(error, withPath: true, to: &json) }
    }
    return json.bytes
  }

  /// The engine's own members, in Apple Pay's shapes, then the breakdown,
  /// then each format asked for, in the order of ``ResponseFormat``'s
  /// cases, each written by its ``SheetWriter`` from one ``SheetView``.
  static func write(
    _ quote: Quote, total: SummaryItem, id: RequestID? = nil, cardTotals: [Quote.CardTotal]? = nil,
    context: ResponseContext = ResponseContext(), to json: inout JSONWriter
  ) {
    var view = SheetView(
      quote, total: total, cardTotals: cardTotals, wallet: context.wallet, text: context.text)
    json.object { json in
      writeHead(quote, view, id: id, to: &json)
      json.key("shippingMethods")
      view.written.shippingMethods = json.recordingValue {
        $0.array(view.methods) { ApplePayWriter.writeMethod(&$0, $1, in: view) }
      }
      json.key("selectedShippingMethod")
      json.string(orNull: view.selected?.identifier)
      json.key("lineItems")
      view.written.lineItems = json.recordingValue { $0.array(view.items, ApplePayWriter.writeItem) }
      json.key("total")
      view.written.total = json.recordingValue { ApplePayWriter.writeItem(&$0, total) }
      if !view.laterPayments.isEmpty {
        json.key("laterPayments")
        json.array(view.laterPayments, ApplePayWriter.writeItem)
      }
      json.key("breakdown")
      write(quote.breakdown, to: &json)
      writeAnswers(view, context: context, to: &json)
    }
  }

  /// The members every priced or refused response starts with: the
  /// request's `id`, `status`, `errors` with their paths, `currency`.
  static func writeHead(_ quote: Quote, _ view: SheetView, id: RequestID?, to json: inout JSONWriter) {
    write(id, to: &json)
    json.member("status", quote.status.rawValue)
    json.key("errors")
    json.array(view.problems) { json, problem in write(problem.error, withPath: true, to: &json) }
    json.member("currency", view.currency.code)
  }

  /// The `authorization` member, when the view has a decision, then each
  /// format asked for, in the order of ``ResponseFormat``'s cases, each
  /// written by its ``SheetWriter`` from `view`.
  static func writeAnswers(_ view: SheetView, context: ResponseContext, to json: inout JSONWriter) {
    if let decision = view.authorization {
      json.key("authorization")
      write(decision, to: &json)
    }
    for format in ResponseFormat.allCases where context.formats.contains(format) {
      let writer = format.writer
      json.key(writer.member)
      writer.write(view, to: &json)
    }
  }

  /// An error: Apple's code, the contact field, the message and, `withPath`,
  /// the JSON path of a malformed request's field.
  static func write(_ error: QuoteError, withPath: Bool, to json: inout JSONWriter) {
    json.object { json in
      json.member("code", error.code.rawValue)
      if let field = error.contactField {
        json.member("contactField", field.rawValue)
      }
      json.member("message", error.message)
      if withPath, let path = error.path {
        json.member("path", path)
      }
    }
  }
}
