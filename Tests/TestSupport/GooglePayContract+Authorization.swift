package import CheckoutPricing

extension GooglePayContract {
  /// The page that answers `onPaymentAuthorized`: it declared
  /// `PAYMENT_AUTHORIZATION`, without which Google never calls it.
  package static let authorizationContext: WalletContext? = .googlePay(
    GooglePayContext(intents: [.shippingAddress, .shippingOption, .paymentAuthorization], trigger: nil))

  /// The `googlePay` answer to a `paymentAuthorized` request: Google's
  /// `PaymentAuthorizationResult` as DefinitelyTyped
  /// `types/googlepay/index.d.ts` declares it (`error?: PaymentDataError;
  /// transactionState: TransactionState`, `"SUCCESS" | "ERROR"`), written
  /// from the sources rather than the writer:
  ///
  /// - `SUCCESS` "indicates the transaction was successful and the payment
  ///   sheet should be dismissed": exactly when the engine accepted the
  ///   authorized total, and then without an `error`.
  /// - `ERROR` carries the `PaymentDataError` Google shows ("will show the
  ///   merchant error message and allow user to retry"): `reason`,
  ///   `intent` and `message`, the intent `PAYMENT_AUTHORIZATION`, the
  ///   callback's own as in Google's sample (google-pay/google-pay-button,
  ///   `PaymentAuthorizationErrorExample`), declared by the page.
  /// - The reason says what the refusal is about: an address the engine
  ///   could not price or ship to is one of `ErrorReason`'s address
  ///   reasons ("an invalid address", "cannot be served"); a total, which
  ///   no specific reason names, is the "catch all" `OTHER_ERROR`.
  static func authorizationProblems(in answer: JSONValue, for quote: Quote, context: ResponseContext) -> [String] {
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    let accepted = quote.authorization?.isAccepted == true
    check(
      keys(answer).isSubset(of: ["transactionState", "error"]) && keys(answer).contains("transactionState"),
      "a PaymentAuthorizationResult has members \(keys(answer).sorted())")
    let state = answer["transactionState"]?.stringValue ?? ""
    check(["SUCCESS", "ERROR"].contains(state), "transactionState '\(state)' is not a TransactionState")
    check((state == "SUCCESS") == accepted, "transactionState \(state) for an authorization \(accepted ? "accepted" : "refused")")
    guard let error = answer["error"] else {
      check(accepted, "a refusal without an error for Google to show")
      return problems
    }
    check(!accepted, "an error beside an accepted authorization")
    check(keys(error) == ["reason", "intent", "message"], "error has members \(keys(error).sorted())")
    check(error["intent"] == .string("PAYMENT_AUTHORIZATION"), "error.intent is not PAYMENT_AUTHORIZATION")
    if case .googlePay(let google)? = context.wallet {
      check(google.intents.contains(.paymentAuthorization), "an answer to a page that did not declare PAYMENT_AUTHORIZATION")
    }
    let reason = error["reason"]?.stringValue ?? ""
    check(errorReasons.keys.contains(reason), "error.reason '\(reason)' is not an ErrorReason")
    check(error["message"]?.stringValue.map { !$0.isEmpty } == true, "error.message is not a non-empty string")
    let aboutAddress =
      quote.authorization?.contactField != nil || quote.authorization?.refusal == .addressUnserviceable
      || (quote.authorization == nil
        && quote.errors.first.map { $0.reason == .unserviceable || $0.reason.contactField != nil } == true)
    if aboutAddress {
      check(reason.hasPrefix("SHIPPING_ADDRESS_"), "\(reason) for a refused address")
    } else {
      check(reason == "OTHER_ERROR", "\(reason) for a refusal that is not about the address")
    }
    return problems
  }
}
