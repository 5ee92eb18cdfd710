/// What the landed-cost stage prices: one consignment, the cart shipped by
/// the selected method to one country other than the merchant's
/// (`RateTables/README.md`, "Landed cost").
struct LandedCostRequest: Sendable {
  /// One line of the consignment.
  struct Line: Sendable {
    /// The goods' value in the merchant's minor units: the line's price
    /// after discounts, without the merchant's own VAT.
    let value: Int64
    /// How many units.
    let quantity: Int64
    /// The weight of one unit, if known, for duties per kilogram.
    let weight: Weight?
    /// The line's category, for its classification and its VAT.
    let category: CategoryID
    /// The line's own HS code, if it has one.
    let hsCode: HSCode?
    /// The line's own origin, if it has one.
    let origin: CountryCode?
    /// Whether the line is goods at all: a gift card sold is not, and
    /// crosses no border.
    let isGoods: Bool
  }

  /// The importing country.
  let destination: CountryCode
  /// The quote's day in the merchant's time zone, as a day number.
  let day: Int
  /// The lines, in the cart's order.
  let lines: [Line]
  /// The selected method's price after shipping discounts, in the
  /// merchant's minor units.
  let shipping: Int64
  /// The selected method's service id, for a carrier's fee.
  let service: String?
  /// The selected method's terms.
  let terms: ImportTerms
  /// The merchant's currency, which every figure is in.
  let currency: Currency
  /// The merchant's rounding mode, applied once to each amount.
  let roundingMode: RoundingMode
  /// Whether the merchant's prices include the tax it charges: the VAT the
  /// seller collects on a low-value sale is then inside the price.
  let pricesIncludeTax: Bool
}
