/// The languages a quote looks the merchant's labels up in (`labels.csv`),
/// in order; a row with a label in none of them shows its own table's.
///
/// A request's language tag, then its language alone (`de-AT`, then
/// `de`); when the request names no language, or one without a built-in
/// catalog, then the merchant's (`manifest.json`'s `locale`), as a tag and
/// as a language. The same chain chooses the catalog, so the merchant's
/// words and the engine's are of one language wherever the merchant has
/// them. At most four languages, in one object an engine holds by one
/// reference; a request made only for a book with `labels.csv` and a
/// language the request names.
final class LabelChain: Sendable {
  private let first: MerchantLabels.Words?
  private let second: MerchantLabels.Words?
  private let third: MerchantLabels.Words?
  private let fourth: MerchantLabels.Words?

  /// The chain for a request in `locale` to a merchant whose labels are
  /// `labels` and whose own language is `merchantLocale`; `nil` when no
  /// language of the chain has a label.
  init?(_ labels: MerchantLabels, locale: String?, merchantLocale: String?) {
    let request = locale.flatMap(LanguageTag.init)
    let merchant = merchantLocale.flatMap(LanguageTag.init)
    // The merchant's language when the request's has no catalog: the
    // sentences are then the merchant's language too.
    let fallsBack = request.map { ShopperText.catalogLocale(for: $0) == nil } ?? true
    let fallback = fallsBack ? merchant : nil
    first = request.flatMap { labels.locales[$0.identifier] }
    second = request.flatMap { $0.identifier == $0.language ? nil : labels.locales[$0.language] }
    third = fallback.flatMap { labels.locales[$0.identifier] }
    fourth = fallback.flatMap { $0.identifier == $0.language ? nil : labels.locales[$0.language] }
    if first == nil && second == nil && third == nil && fourth == nil { return nil }
  }

  /// The label of row `id` of `table` in the first language that has one.
  func label(_ table: MerchantLabels.Table, _ id: String) -> String? {
    first?.label(table, id) ?? second?.label(table, id) ?? third?.label(table, id) ?? fourth?.label(table, id)
  }

  /// Whether `left` and `right` look labels up in the same languages.
  static func same(_ left: LabelChain?, _ right: LabelChain?) -> Bool {
    guard let left, let right else { return left == nil && right == nil }
    return left.first === right.first && left.second === right.second && left.third === right.third
      && left.fourth === right.fourth
  }
}
