/// Writes what a quote shows in words: the one place a stage's data
/// becomes a shopper's sentence, a summary label or a delivery text, in
/// the words of one ``Wording`` catalog.
///
/// Stages return kinds and values (``ContactProblem``, ``CouponProblem``,
/// ``Unserviceable``, a method's ``MethodDetail``); the renderer chooses no
/// figure and decides nothing, it only words them, as
/// swift-argument-parser's `Usage/` writes the sentences of a `ParserError`
/// that carries data. `explain` is the other renderer of the same data, for
/// the operator (`ExplainWriter`).
///
/// A reference, so an engine and a response hold it as one pointer: the
/// catalog is large, and is read, never copied.
package final class ShopperText: Sendable, Hashable {
  /// The catalog the sentences are written in.
  let words: Wording
  /// The catalog's words for dated details, as UTF-8, compiled once: a
  /// detail is written for every offered method of every response.
  let dates: DateWords

  /// A renderer writing in the words of `words`.
  init(words: Wording) {
    self.words = words
    dates = DateWords(words)
  }

  /// The English renderer: the words every answer uses today.
  package static let english = ShopperText(words: .english)

  package static func == (left: ShopperText, right: ShopperText) -> Bool { left === right }
  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The message of a failure: the shopper's sentence for a contact,
  /// coupon or unserviceable address; otherwise the developer's message
  /// the stage wrote, an amount out of range prefixed `amountOutOfRange: `
  /// as the JSON contract documents (programs read the typed reason).
  func message(for failure: QuoteFailure) -> String {
    switch failure {
    case .invalidRequest(_, let message), .invalidLine(_, let message), .currencyMismatch(_, let message),
      .beyondSheetLimits(_, let message):
      message
    case .amountOutOfRange(_, _, let message): "amountOutOfRange: \(message)"
    case .contact(let problem): words.contact(problem, words.places)
    case .unserviceable(let problem, _, _): words.unserviceable(problem, words.places)
    case .coupon(let problem): words.coupon(problem)
    }
  }

  /// The summary item's label of a gift card or store credit that pays part
  /// of the total: `Gift card ····1234`, `Store credit`.
  func label(of tender: Tender) -> String {
    switch tender {
    case .giftCard(let id, _): words.giftCard(id.suffix(4))
    case .storeCredit: words.storeCredit
    }
  }

  /// A length limit in inches when it is a whole number of them (as US
  /// carriers write limits), else in centimetres: `108 in`, `150 cm`.
  static func length(micrometres: Int64) -> String {
    if micrometres % 25_400 == 0 { return "\(micrometres / 25_400) in" }
    return "\(DecimalText.trimmed(units: micrometres, fractionDigits: 4)) cm"
  }
}
