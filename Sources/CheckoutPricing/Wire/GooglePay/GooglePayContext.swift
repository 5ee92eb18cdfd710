/// What the `googlePay` writer needs from the request's Google Pay input:
/// the intents the page declared, the trigger of the callback, the shipping
/// option it asked for and the offer codes it sent.
///
/// Google Pay API, `PaymentDataError.intent`: "an exception will be thrown
/// if the intent does not fall into one of the provided intents", so the
/// writer names only an intent of ``intents``.
struct GooglePayContext: Sendable, Hashable {
  /// The page's `PaymentDataRequest.callbackIntents`.
  var intents: Set<GooglePayIntent>
  /// `IntermediatePaymentData.callbackTrigger`.
  var trigger: GooglePayTrigger
  /// `shippingOptionData.id`; `nil` when absent or Google's placeholder
  /// `shipping_option_unselected`.
  var shippingOptionID: String?
  /// `offerData.redemptionCodes`, in the order Google sent them.
  var redemptionCodes: [String]

  /// Creates a context.
  init(
    intents: Set<GooglePayIntent>, trigger: GooglePayTrigger, shippingOptionID: String? = nil,
    redemptionCodes: [String] = []
  ) {
    self.intents = intents
    self.trigger = trigger
    self.shippingOptionID = shippingOptionID
    self.redemptionCodes = redemptionCodes
  }

  /// The code the engine prices: the last one Google sent (the one the
  /// shopper entered most recently), since a quote applies one coupon.
  var appliedCode: String? { redemptionCodes.last }
}
