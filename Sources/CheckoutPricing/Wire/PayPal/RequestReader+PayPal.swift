extension RequestReader {
  /// The request's `payPal` member. (Read with the format.)
  func payPalInput(_ node: Int) throws(Failure) -> WalletInput {
    throw Failure(path: "payPal", message: "not read yet")
  }
}
