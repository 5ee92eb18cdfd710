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
public struct TaxResult: Sendable, Hashable {
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

/// The tax of one line.
public struct LineTax: Sendable, Hashable {
  /// The cart line's id.
  public let id: String
  /// Its tax category.
  public let category: String
  /// The amount taxed, as given (inclusive of tax when prices are).
  public let amount: Amount
  /// The amount without tax: ``amount`` minus ``tax`` when prices include
  /// tax, else ``amount``.
  public let net: Amount
  /// The tax on the line; with invoice rounding, its share of the invoice's
  /// rounded tax.
  public let tax: Amount
  /// Whether the category is `exempt`: outside every tax base.
  public let isExempt: Bool
}

/// The tax on shipping.
public struct ShippingTax: Sendable, Hashable {
  /// The shipping taxed, after shipping discounts (inclusive of tax when
  /// prices are).
  public let amount: Amount
  /// How the jurisdiction taxes shipping.
  public let taxability: ShippingTaxability
  /// The shipping without tax.
  public let net: Amount
  /// The tax on shipping.
  public let tax: Amount
}

/// One component's tax at one of its rates: "New York City local, 4.5% of
/// 120.00: 5.40".
public struct ComponentTax: Sendable, Hashable {
  /// The component's identifier in `tax_rates.csv`.
  public let id: String
  /// Its label.
  public let label: String
  /// Where it is levied.
  public let level: TaxComponent.Level
  /// Whether it is charged on the price plus the non-compound components.
  public let isCompound: Bool
  /// The component's rate for these lines.
  public let rate: Rate
  /// The net amount it was charged on (for a compound component, before the
  /// other components' tax is added).
  public let base: Amount
  /// The tax.
  public let tax: Amount
}

/// The tax at one combined rate: all lines whose components add up to
/// ``rate``.
public struct RateTax: Sendable, Hashable {
  /// The combined rate of the lines (compound components included at their
  /// effective rate).
  public let rate: Rate
  /// Their net amount.
  public let base: Amount
  /// Their tax.
  public let tax: Amount
}
