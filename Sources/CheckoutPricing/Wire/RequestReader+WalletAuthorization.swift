extension RequestReader {
  /// The authorization of a request in a wallet's form: the request's own
  /// (`authorizedTotal`, `pricedContact`), with the total the wallet's
  /// input carries, when it carries one (PayPal's approved order: the
  /// amount the buyer approved is the authorized total).
  ///
  /// Both may be sent; they must then be the same amount, or the request
  /// is refused at `authorizedTotal`, naming the wallet's path: a request
  /// that states two totals does not say which one the shopper saw.
  func authorization(_ own: AuthorizationRequest?, with wallet: WalletInput) throws(Failure) -> AuthorizationRequest? {
    guard let (total, path) = wallet.authorizedTotal else { return own }
    guard let own else { return AuthorizationRequest(authorizedTotal: total) }
    guard own.authorizedTotal == total else {
      throw Failure(
        path: "authorizedTotal",
        message:
          "\(own.authorizedTotal) does not agree with \(path), \(total), the total the \(wallet.format.rawValue) input says the shopper authorized"
      )
    }
    return own
  }
}
