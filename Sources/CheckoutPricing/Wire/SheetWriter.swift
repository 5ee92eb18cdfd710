/// The writer of one ``ResponseFormat``: whether the format can answer a
/// request at all, and its answer, written from a ``SheetView``.
///
/// One small protocol per wire format, as swift-nio's
/// `MessageToByteEncoder` is: ``ResponseEncoder`` asks every format a
/// request names whether it can answer (``refusal(currency:wallet:)``)
/// before it writes anything, once, then loops over the formats and hands
/// each the same view. A writer turns figures the view already holds into
/// its format's shape; it reads nothing below the view (not the quote's
/// breakdown, not a stage's tables) and does no pricing.
package protocol SheetWriter {
  /// The response member the answer is written under, the format's name in
  /// a request's `formats`.
  static var member: StaticString { get }

  /// Why this format cannot answer a request of a merchant pricing in
  /// `currency`, which carried `wallet`'s input, if it cannot: the
  /// format's own rule, asked once per response before anything is
  /// written. A price is never rounded to fit a sheet, and an answer that
  /// must repeat what only a wallet's input holds is refused without it.
  static func refusal(currency: Currency, wallet: WalletContext?) -> String?

  /// Writes the answer for `view` as one JSON value. Called only when
  /// ``refusal(currency:wallet:)`` found nothing to refuse.
  static func write(_ view: SheetView, to json: inout JSONWriter)
}

extension ResponseFormat {
  /// The writer of the format: the one place a format is tied to its code.
  var writer: any SheetWriter.Type {
    switch self {
    case .applePay: ApplePayWriter.self
    case .paymentRequest: PaymentRequestWriter.self
    case .googlePay: GooglePayWriter.self
    case .stripe: StripeWriter.self
    case .payPal: PayPalWriter.self
    }
  }
}
