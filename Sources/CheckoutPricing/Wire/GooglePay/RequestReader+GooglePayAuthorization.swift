extension RequestReader {
  /// The request's `googlePay.paymentData`: Google's `PaymentData` as
  /// `onPaymentAuthorized(paymentData)` receives it when the shopper
  /// authorizes (Google Pay API, "Response objects", `PaymentData`;
  /// DefinitelyTyped `types/googlepay/index.d.ts`, `PaymentData`,
  /// `Address`, `PaymentDataCallbacks.onPaymentAuthorized`), beside the
  /// page's `callbackIntents`. It is a `paymentAuthorized` event.
  ///
  /// - The page must declare `PAYMENT_AUTHORIZATION`: Google calls
  ///   `onPaymentAuthorized` only then (`CallbackIntent`: "Callback occurs
  ///   when user authorized payment and PaymentData will be returned").
  /// - `shippingAddress` is the full `Address`: its lines
  ///   (`address1`...`address3`) are the contact's address lines; the
  ///   recipient's `name` and `phoneNumber`, and the buyer's `email`, are
  ///   checked as strings and dropped.
  /// - `shippingOptionData`, `offerData` and `paymentMethodData` are read
  ///   as in `onPaymentDataChanged` (``googlePayChoices(_:_:)``); the
  ///   payment token and the card's details are not read.
  ///
  /// Google's `PaymentData` carries no total: the total the sheet showed is
  /// the request's own `authorizedTotal`.
  func googlePayAuthorization(
    _ node: Int, beside changed: Int?, intents: Set<GooglePayIntent>
  ) throws(Failure) -> WalletInput {
    let dataPath = "googlePay.paymentData"
    if let changed, tape.nodes[changed] != .null {
      throw Failure(
        path: "googlePay.intermediatePaymentData",
        message:
          "sent beside paymentData; a request carries one callback's data, onPaymentDataChanged's or onPaymentAuthorized's"
      )
    }
    guard intents.contains(.paymentAuthorization) else {
      throw Failure(
        path: "googlePay.callbackIntents",
        message:
          "does not declare PAYMENT_AUTHORIZATION; Google calls onPaymentAuthorized with PaymentData only for a page that declares it"
      )
    }
    let data = try object(node, dataPath, IntermediatePaymentDataKey.self, ignoringOthers: true)
    if data[.callbackTrigger] != nil {
      throw Failure(
        path: "\(dataPath).callbackTrigger",
        message:
          "PaymentData has no callbackTrigger: this is onPaymentDataChanged's IntermediatePaymentData; send it as intermediatePaymentData"
      )
    }
    _ = try string(data[.email], "\(dataPath).email", required: false)
    return try googlePayWalletInput(data, at: dataPath, intents: intents, trigger: nil)
  }
}
