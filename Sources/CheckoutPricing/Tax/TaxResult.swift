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
package struct TaxResult: Sendable, Hashable {
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
  /// The components' labels to show in place of their own, at the
  /// positions of the jurisdiction's ``TaxJurisdiction/components``; `nil`
  /// shows their own. Set above the stage, for a quote in another language.
  var componentLabels: [String]? = nil

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
  public var components: [ComponentTax] { withParts { components, _ in components.map(component) } }

  /// Per combined rate, higher first: the figures of a qualified invoice.
  public var rates: [RateTax] { withParts { _, rates in rates.map(rate) } }

  /// Calls `body` with the figures of ``components`` and ``rates``, which
  /// the calculation gathers once, on the stack; ``component(_:)`` and
  /// ``rate(_:)`` make each part from its figures. The encoder writes the
  /// parts this way, without an array of them.
  func withParts<Result>(
    _ body: (
      _ components: UnsafeBufferPointer<TaxCalculation.ComponentEntry>,
      _ rates: UnsafeBufferPointer<TaxCalculation.RateEntry>
    ) -> Result
  ) -> Result {
    guard let calculation else {
      return body(UnsafeBufferPointer(start: nil, count: 0), UnsafeBufferPointer(start: nil, count: 0))
    }
    return calculation.withBreakdown(body)
  }

  /// The part of ``components`` with these figures.
  func component(_ figures: TaxCalculation.ComponentEntry) -> ComponentTax {
    guard let calculation else { preconditionFailure("figures come only from a calculation") }
    let component = calculation.jurisdiction.components[figures.component]
    return ComponentTax(
      id: component.id, label: componentLabels?[figures.component] ?? component.label, level: component.level,
      isCompound: component.isCompound,
      rate: figures.rate, base: money(figures.base), tax: money(figures.tax))
  }

  /// The part of ``rates`` with these figures.
  func rate(_ figures: TaxCalculation.RateEntry) -> RateTax {
    guard let calculation else { preconditionFailure("figures come only from a calculation") }
    return RateTax(
      rate: calculation.schedule.sets[figures.set].combinedRate, base: money(figures.base), tax: money(figures.tax))
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
