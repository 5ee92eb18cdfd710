extension PricingEngine {
  /// The quote of a `paymentAuthorized` request: the full address priced
  /// as any other, and the decision on the authorized total
  /// (``AuthorizationDecision``), or, for an address that is not full, the
  /// refusal at its field and nothing priced (<doc:AuthorizingThePayment>).
  func authorizedQuote(_ request: borrowing QuoteRequest, explaining: Bool) -> Quote {
    let request = copy request
    let authorizedTotal: Amount
    do {
      try checkFields(of: request)
      authorizedTotal = try checkAuthorization(of: request)
    } catch {
      return failed(request, QuoteError(error, in: text))
    }
    if let problem = fullAddressProblem(of: request) {
      var quote = failed(request, QuoteError(.contact(problem), in: text))
      quote.authorization = .refusing(problem.field, authorizedTotal: authorizedTotal)
      return quote
    }
    var quote: Quote
    do {
      quote = try completeQuote(request, from: try stageResults(for: request, explaining: explaining))
    } catch {
      return failed(request, QuoteError(error, in: text))
    }
    // An address the stages could not use is refused at its field: it is
    // what the shopper corrects.
    if let field = quote.errors.lazy.compactMap(\.contactField).first {
      quote.authorization = .refusing(field, authorizedTotal: authorizedTotal)
      return quote
    }
    guard let total = quote.total, total.type == .final else { return quote }
    do {
      quote.authorization = try AuthorizationDecision.deciding(
        finalTotal: total.amount, authorizedTotal: authorizedTotal, tolerance: book.merchant.authorizationTolerance)
    } catch {
      return failed(request, QuoteError(QuoteFailure(error, at: .path("authorizedTotal")), in: text))
    }
    return quote
  }

  /// The request's authorized total, checked: present, in the merchant's
  /// currency at its decimals, not negative.
  ///
  /// - Throws: ``QuoteFailure/invalidRequest(_:_:)`` or
  ///   ``QuoteFailure/currencyMismatch(_:_:)`` at `authorizedTotal`.
  func checkAuthorization(of request: borrowing QuoteRequest) throws(QuoteFailure) -> Amount {
    guard let authorization = request.authorization else {
      throw .invalidRequest(.path("authorizedTotal"), "a paymentAuthorized request needs the authorizedTotal")
    }
    let total = authorization.authorizedTotal
    try QuoteFailure.check(total, in: book.merchant.currency, what: "authorizedTotal", at: .path("authorizedTotal"))
    return total
  }

  /// What keeps the request's contact from being a full address, if
  /// anything: the address is then refused, never priced as a redacted one.
  func fullAddressProblem(of request: borrowing QuoteRequest) -> ContactProblem? {
    guard let contact = request.shippingContact else { return .noStreet }
    if !contact.addressLines.contains(where: { $0.contains { !$0.isWhitespace } }) { return .noStreet }
    return nil
  }
}
