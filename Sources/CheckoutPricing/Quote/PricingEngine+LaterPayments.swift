extension PricingEngine {
  /// The later charges of a quote's ``ChargePlan``, each the line's
  /// price at that charge times its quantity, less the percentage of each
  /// of the plan's `discounts` (the chosen discounts whose row says
  /// `laterCharges`) that applies to the line, in the order they applied,
  /// each rounded once in the merchant's rounding mode; then taxed as the
  /// quote is: in `jurisdiction`, at the line's category, rounded by the
  /// jurisdiction's rules (the JSON contract article, "Payments later").
  ///
  /// With prices exclusive of tax the tax is added, and before an address
  /// the charge is `pending`, as the quote's own tax is. With prices
  /// inclusive of tax the price is the charge. A buyer's exemption
  /// (``TaxExemption``) charges no tax later either.
  func laterPayments(
    _ plan: ChargePlan, of cart: CheckedCart, to destination: Destination?, in jurisdiction: TaxJurisdiction?,
    dependsOnFullPostcode: Bool, exempt: Bool
  ) throws(QuoteFailure) -> [Quote.LaterPayment] {
    let inclusive = book.merchant.pricesIncludeTax
    let exponent = book.merchant.currency.minorUnits
    var payments: [Quote.LaterPayment] = []
    payments.reserveCapacity(plan.charges.count)
    for charge in plan.charges {
      let line = cart.lines[charge.line]
      let label = charge.isTrial ? text.words.trial(line.label) : line.label
      let path = "lines[\(charge.line)].quantity"
      let base = try exactArithmetic(at: path) { () throws(MoneyError) in
        var base = try charge.unitPrice.multiplied(by: line.quantity)
        for discount in plan.discounts
        where discount.isEligible(id: line.id, category: cart.categories[charge.line]) {
          guard case .percent(let rate) = discount.value else { continue }
          let off = try rate.applied(to: base, rounding: book.merchant.roundingMode)
          base = try base.subtracting(Swift.min(Swift.max(off, .zero(exponent: exponent)), base))
        }
        return base
      }
      var item = SummaryItem(label: label, amount: base)
      if let destination {
        let tax = try locatingFailure(at: path) { () throws(QuoteFailure) in
          try book.tax(
            for: TaxRequest(
              destination: destination,
              lines: [
                LineAmount(
                  id: line.id, category: line.category, amount: base, quantity: line.quantity,
                  listedUnitPrice: charge.unitPrice.minorUnits)
              ]),
            categories: [cart.categories[charge.line]], in: jurisdiction, dependsOnFullPostcode: dependsOnFullPostcode)
        }
        // Exempt: exclusive prices add nothing, inclusive ones drop by the
        // tax inside them, as the quote's own items do.
        let amount = try exactArithmetic(at: path) { () throws(MoneyError) in
          exempt ? (inclusive ? try base.subtracting(tax.total) : base) : try base.adding(tax.amountToAdd)
        }
        item = SummaryItem(label: label, amount: amount)
      } else if !inclusive || exempt {
        item = SummaryItem(label: label, amount: .zero(exponent: exponent), type: .pending)
      }
      payments.append(
        Quote.LaterPayment(
          lineID: line.id, paymentDescription: line.label, item: item, schedule: charge.schedule,
          isTrial: charge.isTrial, managementURL: plan.managementURL))
    }
    return payments
  }
}
