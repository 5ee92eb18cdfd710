extension RequestReader {
  /// The authorization of a request: its own (`authorizedTotal`,
  /// `pricedContact`, ``authorization(_:event:)``), with the total the
  /// wallet's input carries when it carries one (PayPal's approved order:
  /// the amount the buyer approved is the authorized total), so that such
  /// a request needs no `authorizedTotal` of its own.
  ///
  /// When both are sent they must be the same amount, or the request is
  /// refused at `authorizedTotal`, naming the wallet's path: a request that
  /// states two totals does not say which one the shopper saw.
  func authorization(
    _ root: Fields<RequestKey>, event: QuoteRequest.Event?, wallet: WalletInput?
  ) throws(Failure) -> AuthorizationRequest? {
    guard let wallet, let (total, path) = wallet.authorizedTotal else { return try authorization(root, event: event) }
    guard let node = root[.authorizedTotal], tape.nodes[node] != .null else {
      let priced = try root[.pricedContact].flatMap { node throws(Failure) in
        tape.nodes[node] == .null ? nil : try contact(node, at: "pricedContact")
      }
      return AuthorizationRequest(authorizedTotal: total.tagged(currency.tag), pricedContact: priced)
    }
    let own = try authorization(root, event: event)
    guard let own, own.authorizedTotal == total else {
      throw Failure(
        path: "authorizedTotal",
        message:
          "does not agree with \(path), \(total), the total the \(wallet.format.rawValue) input says the shopper authorized"
      )
    }
    return own
  }
}
