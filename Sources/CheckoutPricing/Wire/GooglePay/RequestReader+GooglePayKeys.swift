// The keys of a request's `googlePay` member and of the parts of Google's
// `IntermediatePaymentData` the engine reads (Google Pay API, "Response
// objects"; DefinitelyTyped `types/googlepay/index.d.ts`,
// `IntermediatePaymentData`, `IntermediateAddress`, `SelectionOptionData`,
// `OfferData`, `IntermediatePaymentMethodData`, `IntermediateCardInfo`).
// Google's objects are read with `ignoringOthers`: Google owns and grows them.
extension RequestReader {
  /// The request's own wrapper: Google's data and the page's intents.
  enum GooglePayKey: Int, ObjectKey {
    case intermediatePaymentData, callbackIntents
    static var names: [StaticString] { ["intermediatePaymentData", "callbackIntents"] }
  }

  enum IntermediatePaymentDataKey: Int, ObjectKey {
    case callbackTrigger, shippingAddress, shippingOptionData, offerData, paymentMethodData
    static var names: [StaticString] {
      ["callbackTrigger", "shippingAddress", "shippingOptionData", "offerData", "paymentMethodData"]
    }
  }

  /// `IntermediateAddress`: the redacted address, all four members.
  enum IntermediateAddressKey: Int, ObjectKey {
    case administrativeArea, countryCode, postalCode, locality
    static var names: [StaticString] { ["administrativeArea", "countryCode", "postalCode", "locality"] }
  }

  enum SelectionOptionDataKey: Int, ObjectKey {
    case id
    static var names: [StaticString] { ["id"] }
  }

  enum OfferDataKey: Int, ObjectKey {
    case redemptionCodes
    static var names: [StaticString] { ["redemptionCodes"] }
  }

  enum IntermediatePaymentMethodDataKey: Int, ObjectKey {
    case type, info
    static var names: [StaticString] { ["type", "info"] }
  }

  enum IntermediateCardInfoKey: Int, ObjectKey {
    case cardNetwork
    static var names: [StaticString] { ["cardNetwork"] }
  }
}
