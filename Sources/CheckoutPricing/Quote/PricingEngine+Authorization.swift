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
      quote.authorization = .refusing(.shippingContactInvalid(problem.field), authorizedTotal: authorizedTotal)
      return quote
    }
    var quote: Quote
    do {
      quote = try completeQuote(
        request, SheetChoices(of: request), from: try stageResults(for: request, explaining: explaining))
    } catch {
      return failed(request, QuoteError(error, in: text))
    }
    // An address the stages could not use is refused at its field, what
    // the shopper corrects, and one no method reaches as unserviceable;
    // another error (a coupon that does not apply) leaves a total to
    // decide on.
    for error in quote.errors {
      if let field = error.contactField {
        quote.authorization = .refusing(.shippingContactInvalid(field), authorizedTotal: authorizedTotal)
        return quote
      }
      if error.reason == .unserviceable {
        quote.authorization = .refusing(.addressUnserviceable, authorizedTotal: authorizedTotal)
        return quote
      }
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
  ///
  /// A full address has a street line that is not blank; a postcode where
  /// the country's postcodes have a redacted form, or the US; a postcode
  /// not in its redacted form (a UK outward code or a Canadian FSA alone);
  /// a postcode inside the redacted one the sheet priced
  /// (``AuthorizationRequest/pricedContact``), in the same country; and
  /// whatever any contact must be (a state that agrees with its postcode).
  /// A US ZIP code without its +4 is full: USPS makes the ZIP+4 optional
  /// in an address.
  func fullAddressProblem(of request: borrowing QuoteRequest) -> ContactProblem? {
    guard let contact = request.shippingContact,
      contact.addressLines.contains(where: { $0.contains { !$0.isWhitespace } })
    else { return .noStreet }
    let destination: Destination
    do {
      destination = try Destination(checking: contact)
    } catch {
      if case .contact(let problem) = error { return problem }
      return .noCountry
    }
    let country = destination.country
    guard let postcode = destination.postcode else {
      let needed = PostcodeGrammar.hasCoveringForms(country)
      return needed ? .missingPostcode(SharedPostcodes.grammarCountry(of: country)) : nil
    }
    if postcode.isPartial { return .redactedPostcode(postcode.country) }
    guard let priced = request.authorization?.pricedContact,
      let place = try? Destination(checking: priced)
    else { return nil }
    guard place.country == country else { return .outsidePricedPlace(field: .countryCode, country) }
    if let pricedPostcode = place.postcode, !postcode.levels.contains(pricedPostcode.levels.last ?? "") {
      return .outsidePricedPlace(field: .postalCode, postcode.country)
    }
    return nil
  }
}
