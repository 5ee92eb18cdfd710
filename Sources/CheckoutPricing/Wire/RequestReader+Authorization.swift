extension RequestReader {
  /// The authorization's own members, `authorizedTotal` and
  /// `pricedContact`, read on a `paymentAuthorized` request, where the
  /// total is required, and refused on any other event.
  ///
  /// `authorizedTotal` is an amount as a line's price is (a string or a
  /// number, read from its text, in the merchant's decimals, not
  /// negative), or a W3C `PaymentCurrencyAmount`, `{"currency", "value"}`,
  /// as a page has its sheet's total: a currency that is not the
  /// merchant's is refused, never converted.
  func authorization(
    _ root: Fields<RequestKey>, event: QuoteRequest.Event?
  ) throws(Failure) -> AuthorizationRequest? {
    guard event == .paymentAuthorized else {
      for key in [RequestKey.authorizedTotal, .pricedContact] {
        if let node = root[key], tape.nodes[node] != .null {
          throw Failure(path: "\(key)", message: "is read only on a paymentAuthorized event")
        }
      }
      return nil
    }
    guard let node = root[.authorizedTotal], tape.nodes[node] != .null else {
      throw Failure(
        path: "authorizedTotal", message: "missing; a paymentAuthorized request sends the total the sheet showed")
    }
    let total: Amount
    if case .object = tape.nodes[node] {
      let fields = try object(node, "authorizedTotal", CurrencyAmountKey.self)
      let code = try string(fields[.currency], "authorizedTotal.currency", required: true) ?? ""
      guard code == currency.code else {
        throw .currencyMismatch(
          .path("authorizedTotal.currency"), "a total in '\(code)'; the merchant prices in \(currency.code)")
      }
      total = try amount(fields[.value], "authorizedTotal.value")
    } else {
      total = try amount(node, "authorizedTotal")
    }
    let priced = try root[.pricedContact].flatMap { node throws(Failure) in
      tape.nodes[node] == .null ? nil : try contact(node, at: "pricedContact")
    }
    return AuthorizationRequest(authorizedTotal: total.tagged(currency.tag), pricedContact: priced)
  }
}
