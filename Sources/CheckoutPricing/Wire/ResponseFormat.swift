/// An answer a request can ask for by name in its `formats` member: each is
/// written by its own writer from the same ``Quote``.
///
/// A response writes the formats in the order of the cases, whatever order
/// the request named them in, so the same request always gives the same
/// bytes.
package enum ResponseFormat: String, CaseIterable, Sendable, Hashable {
  /// Apple Pay JS: the update dictionary for the event.
  case applePay
  /// The W3C Payment Request API: a `PaymentDetailsUpdate`.
  case paymentRequest
  /// Google Pay: a `PaymentDataRequestUpdate` for `onPaymentDataChanged`.
  case googlePay
  /// Stripe's Express Checkout Element: `elements.update` and `resolve`.
  case stripe
  /// PayPal's server-side shipping callback: the HTTP answer.
  case payPal

  /// The formats a request answers when it names none: the two sheets the
  /// engine has always answered.
  package static let sheets: ResponseFormats = [.applePay, .paymentRequest]

  /// Why this format cannot carry the merchant's amounts exactly, if it
  /// cannot: a price is never rounded to fit a sheet.
  func refusal(of currency: Currency) -> String? {
    switch self {
    // Google Pay API, `TransactionInfo.totalPrice` and `DisplayItem.price`:
    // "a decimal with up to two decimal places".
    case .googlePay where currency.minorUnits > 2:
      "Google Pay prices have at most two decimals and \(currency.code) has \(currency.minorUnits); no price is rounded to fit a sheet"
    // Stripe, "Supported currencies": integers in Stripe's smallest unit,
    // three-decimal ones ending in 0 (StripeMinorUnits).
    case .stripe: StripeMinorUnits.refusal(of: currency)
    // PayPal REST API, "Currency codes": HUF and TWD "do not support
    // decimals" at PayPal, which refuses a decimal amount, while ISO 4217
    // gives them two. (JPY has none in either.)
    case .payPal where ResponseFormat.payPalWholeUnitCurrencies.contains(currency.code) && currency.minorUnits > 0:
      "PayPal takes \(currency.code) amounts in whole units and \(currency.code) has \(currency.minorUnits) decimals here; no price is rounded to fit PayPal"
    default: nil
    }
  }

  /// The currencies PayPal takes in whole units only, whatever ISO 4217
  /// says (PayPal REST API, "Currency codes").
  static let payPalWholeUnitCurrencies: Set<String> = ["HUF", "JPY", "TWD"]
}

/// A set of ``ResponseFormat``s, in one byte.
package struct ResponseFormats: OptionSet, Sendable, Hashable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) { self.rawValue = rawValue }

  package init(_ format: ResponseFormat) {
    rawValue = 1 << UInt8(ResponseFormat.allCases.firstIndex(of: format)!)
  }

  package static let applePay = ResponseFormats(.applePay)
  package static let paymentRequest = ResponseFormats(.paymentRequest)
  package static let googlePay = ResponseFormats(.googlePay)
  package static let stripe = ResponseFormats(.stripe)
  package static let payPal = ResponseFormats(.payPal)

  /// Whether `format` is in the set.
  package func contains(_ format: ResponseFormat) -> Bool { contains(ResponseFormats(format)) }
}
