/// What the `googlePay` writer needs from the request's Google Pay input:
/// the intents the page declared, the trigger of the callback (none when
/// the shopper authorized), the shipping
/// option it asked for and the offer codes it sent.
///
/// Google Pay API, `PaymentDataError.intent`: "an exception will be thrown
/// if the intent does not fall into one of the provided intents", so the
/// writer names only an intent of ``intents``.
package struct GooglePayContext: Sendable, Hashable {
  /// The page's `PaymentDataRequest.callbackIntents`.
  package var intents: Set<GooglePayIntent>
  /// `IntermediatePaymentData.callbackTrigger`; `nil` for
  /// `onPaymentAuthorized`, whose `PaymentData` has none.
  package var trigger: GooglePayTrigger?
  /// `shippingOptionData.id`; `nil` when absent or Google's placeholder
  /// `shipping_option_unselected`.
  package var shippingOptionID: String?
  /// `offerData.redemptionCodes`, in the order Google sent them.
  package var redemptionCodes: [String]

  /// Creates a context.
  package init(
    intents: Set<GooglePayIntent>, trigger: GooglePayTrigger?, shippingOptionID: String? = nil,
    redemptionCodes: [String] = []
  ) {
    self.intents = intents
    self.trigger = trigger
    self.shippingOptionID = shippingOptionID
    self.redemptionCodes = redemptionCodes
  }

  /// The code the engine prices: the last one Google sent (the one the
  /// shopper entered most recently), since a quote applies one coupon.
  package var appliedCode: String? { redemptionCodes.last }
}
