package import CheckoutPricing

extension PayPalContract {
  /// An approved order's context: its id and its purchase unit.
  package static let authorizationContext: WalletContext? = .payPal(
    PayPalContext(orderID: "5O190127TN364715T", referenceID: "d9f80740-38f0-11e8-b467-0ed5f89f718b"))

  /// The `payPal` answer for an approved order, from PayPal's sources
  /// rather than the writer:
  ///
  /// - Accepted: `{"id", "capture": true, "patch"}`, `patch` the body of
  ///   Orders v2 "Update order", one JSON Patch `replace` of
  ///   `/purchase_units/@reference_id=='…'/amount` (a path PayPal lets an
  ///   `APPROVED` order replace), whose value is an
  ///   `amount_with_breakdown` of the capture amount that keeps PayPal's
  ///   identity and states the quote's figures, what the merchant absorbs
  ///   in `discount`; and never above the amount the buyer approved: a
  ///   capture beyond it is an overage PayPal limits (Payments v2,
  ///   `MAX_CAPTURE_AMOUNT_EXCEEDED`: 115% by default, none where local
  ///   rules forbid it).
  /// - Refused: `{"id", "capture": false, "message"}`.
  static func authorizationProblems(in answer: JSONValue, for quote: Quote, context: ResponseContext) -> [String] {
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    let payPal: PayPalContext? = if case .payPal(let payPal)? = context.wallet { payPal } else { nil }
    if let payPal { check(answer["id"] == .string(payPal.orderID), "the answer's id is not the order's") }
    let decision = quote.authorization
    guard decision?.isAccepted == true, let decision, let capture = decision.captureAmount else {
      check(keys(answer) == ["id", "capture", "message"], "a refusal has members \(keys(answer).sorted())")
      check(answer["capture"] == .bool(false), "a refusal that does not say capture: false")
      check(answer["message"]?.stringValue.map { !$0.isEmpty } == true, "a refusal without a message")
      return problems
    }
    check(keys(answer) == ["id", "capture", "patch"], "an acceptance has members \(keys(answer).sorted())")
    check(answer["capture"] == .bool(true), "an acceptance that does not say capture: true")
    guard case .array(let operations)? = answer["patch"], operations.count == 1 else {
      return problems + ["patch is not one operation"]
    }
    let operation = operations[0]
    check(keys(operation) == ["op", "path", "value"], "the operation has members \(keys(operation).sorted())")
    check(operation["op"] == .string("replace"), "the operation is not a replace")
    check(
      operation["path"] == .string("/purchase_units/@reference_id=='\(payPal?.referenceID ?? "default")'/amount"),
      "the operation's path is not the purchase unit's amount")
    problems += amountProblems(
      operation["value"], total: capture.minorUnits, absorbed: decision.absorbedAmount?.minorUnits ?? 0, quote: quote)
    check(capture <= decision.authorizedTotal, "a capture above the amount the buyer approved")
    return problems
  }
}
