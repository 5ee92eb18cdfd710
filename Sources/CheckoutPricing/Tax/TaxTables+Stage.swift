extension TaxTables {
  /// The tax on a quote: the tax stage, after discounts, shipping and free
  /// shipping.
  ///
  /// The rule, also in `RateTables/README.md`:
  ///
  /// 1. **Jurisdiction.** The destination's most specific `tax_areas.csv`
  ///    rule picks it; an in-state sale in a jurisdiction marked
  ///    `sourcing: origin` is taxed at the merchant's origin
  ///    (``taxJurisdiction(forSaleTo:)``), and a quote's `storePickup`
  ///    method at its store. When none covers the destination, no tax is charged:
  ///    the result has no ``TaxResult/jurisdiction`` and every figure is zero
  ///    (the shipping stage decides whether the address is served at all).
  /// 2. **What is taxed.** Each line's amount after every discount, at its
  ///    category's rates (a category a component does not list takes its
  ///    `standard` rate; `zero` is always 0%; `exempt` lines are never taxed
  ///    and are in no base). Shipping after shipping discounts, as the
  ///    jurisdiction says: `taxable` like a standard-rated line, `exempt`
  ///    not at all, or `proportional`: split across the lines' tax
  ///    treatments (the rate sets their categories are taxed at; a category
  ///    without rates of its own goes with `standard`) in proportion to
  ///    their amounts (largest remainder), each part taxed like those lines,
  ///    the exempt part not at all (ARSD 64:06:01:70, RCW 82.08.145); when
  ///    every line is zero, like a standard-rated line.
  /// 3. **Exclusive prices**: tax is `round(amount × rate)`, computed once
  ///    from the exact product (SSUTA 324, invariant 9). **Inclusive
  ///    prices**: tax is the portion inside the amount,
  ///    `round(amount × rate / (1 + rate))`, and the net is the amount minus
  ///    it, so `net + tax` is the amount exactly (invariant 8).
  /// 4. **Where it is rounded** (`roundingLevel`, else the manifest's
  ///    `taxLevel`), in the jurisdiction's `roundingMode`, else the
  ///    manifest's `rounding.mode`:
  ///    - `line`: each line's tax, and each shipping part's, is rounded;
  ///      the total is their sum.
  ///    - `invoice`: each tax (see 5) is computed on the whole quote and
  ///      rounded once. With inclusive prices the tax inside a total at two
  ///      rates is not one fraction, so it is rounded once per rate, as
  ///      `invoicePerRate`.
  ///    - `invoicePerRate`: rounded once per rate per quote (Japan's
  ///      qualified invoices).
  ///    - `unit`: each unit's tax is rounded, then multiplied by the
  ///      quantity (PayPal's per-item tax). A line's amount after discounts
  ///      is split across its units by largest remainder, so
  ///      `amount mod quantity` units carry one minor unit more and are
  ///      taxed on that; shipping parts are one unit each.
  ///    An invoice figure wins: its share of each line is allocated by
  ///    largest remainder in proportion to the line's exact tax, so the
  ///    lines add up to it.
  /// 5. **Components.** `combined` (the default): the components' rates add
  ///    up to one rate, applied and rounded once; the rounded tax is split
  ///    across the components by their exact shares. `separate`: each
  ///    component is rounded on its own (exclusive prices only; inclusive
  ///    tax is always extracted once at the combined rate, then split). A
  ///    compound component is charged on the price plus the non-compound
  ///    components' exact tax.
  ///
  /// ```swift
  /// let tax = try book.tax(for: TaxRequest(
  ///   destination: destination, lines: discounts.discountedLines, shipping: shippingAfterDiscount))
  /// tax.total        // the tax line of the sheet
  /// tax.amountToAdd  // zero when prices include tax
  /// ```
  ///
  /// Here, the lines are those the discount stage made from a
  /// ``CheckedCart``, whose `categories` they are, and the jurisdiction has
  /// already been looked up for the destination
  /// (``taxJurisdiction(forSaleTo:)``; `nil` when none covers it): a
  /// ``QuoteSession`` looks it up once, and every shipping method or card
  /// chosen after reuses it.
  ///
  /// - Throws: ``QuoteFailure`` for a shipping amount that is negative or
  ///   not in the merchant's currency, or a result too large for an
  ///   ``Amount``.
  /// - Complexity: O(*n* log *n*) for *n* lines.
  func tax(
    for request: TaxRequest, categories: [CategoryID], in jurisdiction: TaxJurisdiction?,
    dependsOnFullPostcode: Bool
  ) throws(QuoteFailure) -> TaxResult {
    let shipping = request.shipping ?? .zero(exponent: exponent)
    try QuoteFailure.check(shipping, exponent: exponent, what: "shipping", at: .none)

    guard let jurisdiction else {
      return TaxCalculation.untaxed(request, shipping: shipping, tables: self)
    }
    var calculation = TaxCalculation(
      jurisdiction: jurisdiction, lines: request.lines, categories: categories, shipping: shipping, exponent: exponent,
      inclusive: pricesIncludeTax, level: jurisdiction.roundingLevel ?? roundingLevel,
      mode: jurisdiction.roundingMode ?? roundingMode)
    do {
      try calculation.run()
      return try TaxResult(consume calculation, dependsOnFullPostcode: dependsOnFullPostcode)
    } catch {
      throw QuoteFailure(error)
    }
  }
}
