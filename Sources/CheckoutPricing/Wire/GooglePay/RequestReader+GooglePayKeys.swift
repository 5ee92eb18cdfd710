// The keys of a request's `googlePay` member and of the parts of Google's
// `IntermediatePaymentData` and `PaymentData` the engine reads (Google Pay
// API, "Response objects"; DefinitelyTyped `types/googlepay/index.d.ts`,
// `IntermediatePaymentData`, `PaymentData`, `IntermediateAddress`,
// `Address`, `SelectionOptionData`, `OfferData`,
// `IntermediatePaymentMethodData`, `IntermediateCardInfo`).
// Google's objects are read with `ignoringOthers`: Google owns and grows them.
extension RequestReader {
  /// The request's own wrapper: Google's data (`onPaymentDataChanged`'s
  /// `IntermediatePaymentData`, or `onPaymentAuthorized`'s `PaymentData`)
  /// and the page's intents.
  enum GooglePayKey: Int, ObjectKey {
    case intermediatePaymentData, callbackIntents, paymentData
    static var names: [StaticString] { ["intermediatePaymentData", "callbackIntents", "paymentData"] }
  }

  /// `IntermediatePaymentData`, and `PaymentData`, which has the same
  /// choices, no trigger, and the buyer's `email`.
  enum IntermediatePaymentDataKey: Int, ObjectKey {
    case callbackTrigger, shippingAddress, shippingOptionData, offerData, paymentMethodData, email
    static var names: [StaticString] {
      ["callbackTrigger", "shippingAddress", "shippingOptionData", "offerData", "paymentMethodData", "email"]
    }
  }

  /// `IntermediateAddress`, the redacted address (its four members), and
  /// `Address`, the full one, which adds the lines, the sorting code, the
  /// recipient's name and phone.
  enum GoogleAddressKey: Int, ObjectKey {
    case administrativeArea, countryCode, postalCode, locality, address1, address2, address3, sortingCode, name
    case phoneNumber
    static var names: [StaticString] {
      [
        "administrativeArea", "countryCode", "postalCode", "locality", "address1", "address2", "address3",
        "sortingCode", "name", "phoneNumber",
      ]
    }
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
