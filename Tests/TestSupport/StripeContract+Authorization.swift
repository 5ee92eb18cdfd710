package import CheckoutPricing

extension StripeContract {
  /// The `confirm` event's context: Stripe's input carries none.
  package static let authorizationContext: WalletContext? = .stripe

  /// stripe-js `paymentFailed`'s reasons (Stripe.js reference, "Confirm
  /// event").
  static let failureReasons: Set<String> = [
    "fail", "invalid_shipping_address", "invalid_billing_address", "invalid_payment_data", "address_unserviceable",
  ]

  /// The `stripe` answer to the `confirm` event, from Stripe's sources
  /// rather than the writer:
  ///
  /// - Accepted: `paymentIntent`, the parameters of "Create a
  ///   PaymentIntent" (`amount`, an integer in the smallest unit, for the
  ///   amount the shopper authorized; `currency`, "three-letter ISO
  ///   currency code, in lowercase"; `capture_method` `manual`, a hold),
  ///   and `capture`, those of "Capture a PaymentIntent": an
  ///   `amount_to_capture` that "must be less than or equal to the
  ///   original amount", the engine's capture amount.
  /// - Refused: `paymentFailed`, the payload of the event's
  ///   `paymentFailed`: a `reason` of stripe-js's five and a `message`; an
  ///   address refusal is one of the address reasons, any other `fail`,
  ///   since no other reason is about a total.
  static func authorizationProblems(in answer: JSONValue, for quote: Quote) -> [String] {
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    let decision = quote.authorization
    guard decision?.isAccepted == true, let decision, let capture = decision.captureAmount else {
      check(keys(answer) == ["paymentFailed"], "a refusal has members \(keys(answer).sorted())")
      let failed = answer["paymentFailed"]
      check(keys(failed) == ["reason", "message"], "paymentFailed has members \(keys(failed).sorted())")
      let reason = failed?["reason"]?.stringValue ?? ""
      check(failureReasons.contains(reason), "paymentFailed.reason '\(reason)' is not one of stripe-js's")
      check(failed?["message"]?.stringValue.map { !$0.isEmpty } == true, "paymentFailed.message is empty")
      let aboutAddress =
        decision?.contactField != nil || decision?.refusal == .addressUnserviceable
        || (decision == nil
          && quote.errors.first.map { $0.reason == .unserviceable || $0.reason.contactField != nil } == true)
      check(
        aboutAddress ? ["invalid_shipping_address", "address_unserviceable"].contains(reason) : reason == "fail",
        "\(reason) for a refusal \(aboutAddress ? "of the address" : "that is not about the address")")
      return problems
    }
    guard let factor = factor(for: quote.currency) else { return ["an answer in a currency Stripe cannot take"] }
    check(keys(answer) == ["paymentIntent", "capture"], "an acceptance has members \(keys(answer).sorted())")
    let intent = answer["paymentIntent"]
    check(
      keys(intent) == ["amount", "currency", "capture_method"], "paymentIntent has members \(keys(intent).sorted())")
    let amount = integer(intent?["amount"])
    check(amount == decision.authorizedTotal.minorUnits * factor, "paymentIntent.amount is not the authorized total")
    check(
      intent?["currency"] == .string(quote.currency.code.lowercased()),
      "paymentIntent.currency is not the lowercase ISO code")
    check(intent?["capture_method"] == .string("manual"), "paymentIntent.capture_method is not manual")
    let captured = integer(answer["capture"]?["amount_to_capture"])
    check(keys(answer["capture"]) == ["amount_to_capture"], "capture has members \(keys(answer["capture"]).sorted())")
    check(captured == capture.minorUnits * factor, "amount_to_capture is not the capture amount")
    check((captured ?? .max) <= (amount ?? .min), "amount_to_capture is above the PaymentIntent's amount")
    return problems
  }
}
