extension PricingEngine {
  /// Checks the request's own fields, in the JSON contract's order so that
  /// the first wrong one is named: `asOf` in the engine's calendar, the
  /// merchant's currency, a well-formed `locale`, a cart with at least one
  /// line.
  ///
  /// - Throws: ``QuoteFailure/invalidRequest(_:_:)`` at `asOf`, `locale`
  ///   or `lines`,
  ///   ``QuoteFailure/currencyMismatch(_:_:)`` at `currency`.
  func checkFields(of request: borrowing QuoteRequest) throws(QuoteFailure) {
    guard QuoteLimits.asOf.contains(request.asOf) else {
      throw .invalidRequest(
        .path("asOf"), "asOf \(request.asOf) is outside 2000 to 2099, the years the engine's calendar covers")
    }
    let currency = book.merchant.currency
    if let code = request.currency, code != currency.code {
      // ISO 4217 codes are three upper-case letters; `usd` is most likely
      // typed by hand, and is refused rather than guessed at, as in the
      // manifest.
      if Currency.normalizedCode(code) == currency.code {
        throw .currencyMismatch(
          .path("currency"), "'\(code)' is not an ISO 4217 code: codes are upper case; send '\(currency.code)'")
      }
      throw .currencyMismatch(.path("currency"), "\(book.merchant.name) prices in \(currency.code), not '\(code)'")
    }
    // The tag is not repeated: it may be long, or hold what a terminal or
    // a page would act on.
    if let locale = request.locale, LanguageTag(locale) == nil {
      throw .invalidRequest(
        .path("locale"),
        "not a BCP 47 language tag such as de-DE, ja or pt_BR (at most \(LanguageTag.maximumLength) characters)")
    }
    // Nothing to price: shipping and tax on an empty cart would be a sheet
    // the shopper cannot pay for.
    guard !request.cart.lines.isEmpty else {
      throw .invalidRequest(.path("lines"), "the cart is empty; a quote needs at least one line")
    }
    if !request.tenders.isEmpty { try checkTenders(of: request) }
  }

  /// The schedule of the request's lines paid later, or `nil` when every
  /// line is paid now (``ChargePlan``).
  ///
  /// - Throws: ``QuoteFailure/invalidRequest(_:_:)`` at the path of the
  ///   first wrong member of a payment timing.
  func chargePlan(of request: borrowing QuoteRequest) throws(QuoteFailure) -> ChargePlan? {
    guard request.cart.lines.contains(where: { !$0.paymentTiming.isImmediate }) else { return nil }
    // A gift card is sold for what it is worth now: one paid later would
    // be issued before it is paid for.
    if let index = request.cart.lines.firstIndex(where: {
      !$0.paymentTiming.isImmediate && $0.category == CartLine.giftCardCategory
    }) {
      throw .invalidLine(
        .line(index, field: "paymentTiming"),
        "line '\(request.cart.lines[index].id)' sells a gift card, which is paid now, not later")
    }
    guard let today = book.shipping.localTime(at: request.asOf).flatMap({ CalendarDate(dayNumber: $0.dayNumber) })
    else { throw .invalidRequest(.path("asOf"), "asOf \(request.asOf) has no day in the merchant's calendar") }
    return try ChargePlan(cart: request.cart, today: today, merchant: book.merchant)
  }
}
