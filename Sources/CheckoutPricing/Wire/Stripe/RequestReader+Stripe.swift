extension RequestReader {
  /// The request's `stripe` member. (Read with the format.)
  func stripeInput(_ node: Int) throws(Failure) -> WalletInput {
    throw Failure(path: "stripe", message: "not read yet")
  }
}
