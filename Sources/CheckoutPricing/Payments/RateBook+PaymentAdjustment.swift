extension RateBook {
  /// The discount or surcharge for paying with the selected card: the last
  /// step of a quote, after tax.
  ///
  /// The rule, also in `RateTables/README.md`:
  ///
  /// - A row of `payment_adjustments.csv` is for the card when its
  ///   `paymentType` is the card's type and its `network`, if set, is the
  ///   card's network (ignoring case); and for the destination when it lists
  ///   no `areas` or the destination's area in `payment_areas.csv` is listed.
  ///   Without a destination only rows without areas apply.
  /// - At most one adjustment applies: a row naming the network beats one
  ///   that does not, then the earlier row wins.
  /// - The base is `merchandise`: the merchandise after every discount
  ///   (``DiscountResult/merchandise``), as the merchant prices it, without
  ///   shipping or tax. The rate is applied once, rounded once in the
  ///   merchant's rounding mode, and capped at the row's `maximum`; a
  ///   discount never exceeds the base.
  /// - The adjustment is its own summary item, added to the total after tax;
  ///   it does not change the tax base. A surcharge is never applied to a
  ///   debit or prepaid card, whatever the tables say.
  ///
  /// ```swift
  /// let adjustment = try book.paymentAdjustment(
  ///   for: PaymentMethod(type: .credit, network: "visa"), merchandise: discounts.merchandise,
  ///   destination: destination)
  /// adjustment?.amount  // +3% of the merchandise, where a surcharge is allowed
  /// ```
  ///
  /// - Returns: `nil` when no card is selected, no row applies, or the
  ///   adjustment rounds to zero.
  /// - Throws: ``PricingStageError`` when `merchandise` is negative or not in
  ///   the merchant's currency, or the result does not fit.
  @_spi(Reference) public func paymentAdjustment(
    for method: PaymentMethod?, merchandise: Amount, destination: Destination?
  ) throws(PricingStageError) -> PaymentAdjustment? {
    guard let method else { return nil }
    let exponent = merchant.currency.minorUnits
    guard merchandise.exponent == exponent else {
      throw PricingStageError(
        .currencyMismatch, "merchandise \(merchandise) has \(merchandise.exponent) decimals, not \(exponent)")
    }
    guard !merchandise.isNegative else {
      throw PricingStageError(.negativeAmount, "merchandise \(merchandise) is negative")
    }
    let rules = discounts.paymentAdjustments
    guard !rules.isEmpty else { return nil }
    var area: String?
    var areaLooked = false
    var best: PaymentAdjustmentRule?
    for rule in rules where rule.matches(method) {
      if rule.kind == .surcharge && !method.type.allowsSurcharge { continue }
      if !rule.areas.isEmpty {
        guard let destination else { continue }
        if !areaLooked {
          area = paymentArea(for: destination)
          areaLooked = true
        }
        guard let area, rule.areas.contains(area) else { continue }
      }
      if best == nil || (best?.network == nil && rule.network != nil) { best = rule }
    }
    guard let rule = best else { return nil }
    var magnitude: Int64
    do {
      magnitude = try rule.rate.applied(to: merchandise, rounding: merchant.roundingMode).minorUnits
    } catch {
      throw PricingStageError(error)
    }
    if let maximum = rule.maximum { magnitude = min(magnitude, maximum.minorUnits) }
    if rule.kind == .discount { magnitude = min(magnitude, merchandise.minorUnits) }
    guard magnitude > 0 else { return nil }
    return PaymentAdjustment(
      id: rule.id, label: rule.label, kind: rule.kind, rate: rule.rate, base: merchandise,
      amount: Amount(uncheckedMinorUnits: rule.kind == .discount ? -magnitude : magnitude, exponent: exponent))
  }
}

extension RateBook {
  /// The `payment_areas.csv` area of a destination, if it is in one.
  @_spi(Reference) public func paymentArea(for destination: Destination) -> String? {
    discounts.paymentAreas.match(destination)?.area
  }
}
