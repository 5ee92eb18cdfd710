/// The tax on a quote: its total, per line, on shipping, per component and
/// per rate.
///
/// The parts add up exactly:
/// - ``lines``' taxes plus ``shipping``'s tax is ``total``;
/// - ``components``' taxes add up to ``total``, and so do ``rates``' taxes;
/// - for each line, `net + tax` is what was taxed when prices include tax,
///   and `net` is that amount when they do not.
///
/// With prices inclusive of tax (``pricesIncludeTax``) the tax is the
/// portion already inside the prices: show it, but do not add it to the
/// total again (use ``amountToAdd``).
@_spi(Reference) public struct TaxResult: Sendable, Hashable {
  /// The jurisdiction, or `nil` when no row of `tax_areas.csv` covers the
  /// destination: then no tax is charged and every figure is zero.
  public let jurisdiction: TaxJurisdiction?
  /// Whether a redacted postcode left the jurisdiction open; price again
  /// with the full address.
  public let dependsOnFullPostcode: Bool
  /// Whether the amounts taxed include the tax (`manifest.json`'s
  /// `pricesIncludeTax`).
  public let pricesIncludeTax: Bool
  /// Where the tax was rounded.
  public let roundingLevel: TaxRoundingLevel
  /// How it was rounded.
  public let roundingMode: RoundingMode
  /// The tax on the whole quote.
  public let total: Amount
  /// Per line, in request order.
  public let lines: [LineTax]
  /// On shipping.
  public let shipping: ShippingTax
  /// Per component and component rate, components in `tax_rates.csv` order,
  /// then higher rates first.
  public let components: [ComponentTax]
  /// Per combined rate, higher first: the figures of a qualified invoice.
  public let rates: [RateTax]

  /// What the quote adds to the total for tax: ``total`` when prices exclude
  /// tax, zero when they include it.
  public var amountToAdd: Amount { pricesIncludeTax ? .zero(exponent: total.exponent) : total }
}
