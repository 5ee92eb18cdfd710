extension RequestReader {
  /// The request's `googlePay` member. (Read with the format.)
  func googlePayInput(_ node: Int) throws(Failure) -> WalletInput {
    throw Failure(path: "googlePay", message: "not read yet")
  }
}
