/// What a wallet's own input says about the sheet event, read by that
/// wallet's reader (`RequestReader+GooglePay.swift`,
/// `RequestReader+Stripe.swift`, `RequestReader+PayPal.swift`) and merged
/// with the request's own members by ``RequestReader``.
///
/// The cart, the currency and `asOf` never come from a wallet: they are the
/// merchant's record, in the request's own members.
struct WalletInput: Sendable {
  /// The wallet whose input it is.
  let format: ResponseFormat
  /// The event the input stands for: Google's `callbackTrigger`; for Stripe
  /// and PayPal, a method choice when a rate or option is sent, else a
  /// contact change.
  var event: QuoteRequest.Event
  /// The shipping address, as the contact fields Apple Pay would send for
  /// the same place; `nil` when the input has none.
  var contact: ContactFields?
  /// The JSON path of the wallet's address member, named when the request
  /// sends a second address form beside it.
  var contactPath: String
  /// The shipping method the wallet says is selected; `nil` for none
  /// (Google's `shipping_option_unselected`).
  var shippingMethod: String?
  /// The coupon code the wallet sends, if any.
  var couponCode: String?
  /// The card the wallet reports, if any.
  var paymentMethod: PaymentMethod?
  /// The total the shopper authorized, when the wallet's input carries one
  /// (PayPal's approved order), and the JSON path it was read at.
  var authorizedTotal: (amount: Amount, path: String)?
  /// What the wallet's writer needs back from its input.
  var context: WalletContext
}

/// What a wallet's writer needs from the wallet's input: the intents a
/// Google Pay page declared, the order a PayPal callback is for.
package enum WalletContext: Sendable, Hashable {
  case googlePay(GooglePayContext)
  case stripe
  case payPal(PayPalContext)
}

/// What a response writes beside the quote: the formats asked for, and the
/// wallet's context when the request came in a wallet's form.
package struct ResponseContext: Sendable, Hashable {
  /// The formats to write.
  package var formats: ResponseFormats = ResponseFormat.sheets
  /// The wallet's context, when the request carried a wallet's input.
  package var wallet: WalletContext?
  /// Where the request's `formats` named each format, for a refusal's path.
  package var named = NamedFormats()
  /// The words of what the writers add themselves.
  package var text = ShopperText.english
}

/// A request as the JSON contract reads it: what to price, and what to write.
struct WireRequest: Sendable {
  /// What to price.
  var quote: QuoteRequest
  /// What to write.
  var response: ResponseContext
}
