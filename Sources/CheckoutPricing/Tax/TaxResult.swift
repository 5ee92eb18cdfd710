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
///
/// The per-line, per-component and per-rate parts are kept as figures and
/// made when read, at the edge that writes them.
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
  /// On shipping.
  public let shipping: ShippingTax
  /// The lines taxed, in request order.
  let taxedLines: [LineAmount]
  /// The calculation that taxed them, whose figures the parts below are
  /// made from; `nil` when nothing was taxed.
  let calculation: TaxCalculation?

  /// Per line, in request order.
  public var lines: [LineTax] {
    taxedLines.indices.map { index in
      let line = taxedLines[index]
      let item = calculation?.items[index]
      let tax = item?.tax ?? 0
      return LineTax(
        id: line.id, category: line.category, amount: line.amount,
        net: money(pricesIncludeTax ? line.amount.minorUnits - tax : line.amount.minorUnits), tax: money(tax),
        isExempt: (item?.slot ?? 0) < 0)
    }
  }

  /// Per component and component rate, components in `tax_rates.csv` order,
  /// then higher rates first.
  public var components: [ComponentTax] { parts.components }

  /// Per combined rate, higher first: the figures of a qualified invoice.
  public var rates: [RateTax] { parts.rates }

  /// ``components`` and ``rates`` together, gathered from the calculation
  /// once for both.
  var parts: (components: [ComponentTax], rates: [RateTax]) {
    guard let jurisdiction, let calculation else { return ([], []) }
    let figures = calculation.breakdown()
    let components = figures.components.map { figure in
      let component = jurisdiction.components[figure.component]
      return ComponentTax(
        id: component.id, label: component.label, level: component.level, isCompound: component.isCompound,
        rate: figure.rate, base: money(figure.base), tax: money(figure.tax))
    }
    return (components, figures.rates.map { RateTax(rate: $0.rate, base: money($0.base), tax: money($0.tax)) })
  }

  private func money(_ minorUnits: Int64) -> Amount {
    Amount(uncheckedMinorUnits: minorUnits, exponent: total.exponent)
  }

  /// What the quote adds to the total for tax: ``total`` when prices exclude
  /// tax, zero when they include it.
  public var amountToAdd: Amount { pricesIncludeTax ? .zero(exponent: total.exponent) : total }
}

extension TaxResult {
  public static func == (lhs: TaxResult, rhs: TaxResult) -> Bool {
    lhs.jurisdiction == rhs.jurisdiction && lhs.dependsOnFullPostcode == rhs.dependsOnFullPostcode
      && lhs.pricesIncludeTax == rhs.pricesIncludeTax && lhs.roundingLevel == rhs.roundingLevel
      && lhs.roundingMode == rhs.roundingMode && lhs.total == rhs.total && lhs.shipping == rhs.shipping
      && lhs.lines == rhs.lines && lhs.components == rhs.components && lhs.rates == rhs.rates
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(jurisdiction)
    hasher.combine(total)
    hasher.combine(shipping)
  }
}
