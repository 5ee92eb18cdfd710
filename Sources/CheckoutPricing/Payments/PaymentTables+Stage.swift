extension PaymentTables {
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
  /// - Throws: ``QuoteFailure`` when `merchandise` is negative or not in
  ///   the merchant's currency, or the result does not fit.
  func paymentAdjustment(
    for method: PaymentMethod?, merchandise: Amount, destination: Destination?
  ) throws(QuoteFailure) -> PaymentAdjustment? {
    guard let method else { return nil }
    guard merchandise.exponent == exponent else {
      throw .currencyMismatch(
        .none, "merchandise \(merchandise) has \(merchandise.exponent) decimals, not \(exponent)")
    }
    guard !merchandise.isNegative else {
      throw .invalidRequest(.none, "merchandise \(merchandise) is negative")
    }
    let rules = adjustments
    guard !rules.isEmpty else { return nil }
    var area: PaymentAreaID??
    var best: Int?
    for index in rules.indices where rules[index].matches(method) {
      guard applies(rules, index, to: method.type, destination, area: &area) else { continue }
      if best == nil || (best.map { rules[$0].network == nil } == true && rules[index].network != nil) {
        best = index
      }
    }
    guard let best else { return nil }
    return try adjustment(rules, best, merchandise: merchandise)
  }

  /// Calls `body` with the adjustment each card type would get at
  /// `destination`, in the order of Apple Pay's `ApplePayPaymentMethodType`
  /// (debit, credit, prepaid, store), for a sheet that shows each card's
  /// total before the shopper picks one (W3C `modifiers`). The rules are
  /// those of ``paymentAdjustment(for:merchandise:destination:)`` for a card
  /// of the type and no known network; a type without an adjustment, or with
  /// a row that names a network (its price depends on the network, which a
  /// card type does not tell), is skipped.
  ///
  /// - Throws: ``QuoteFailure``, as
  ///   ``paymentAdjustment(for:merchandise:destination:)``.
  func forEachCardTypeAdjustment(
    merchandise: Amount, destination: Destination?, _ body: (PaymentMethodType, PaymentAdjustment) -> Void
  ) throws(QuoteFailure) {
    let rules = adjustments
    guard !rules.isEmpty else { return }
    var area: PaymentAreaID??
    // Rules are read in place by index: a rule is a large value.
    for type in PaymentMethodType.applePayTypes {
      var best: Int?
      var dependsOnNetwork = false
      for index in rules.indices where rules[index].paymentType == type {
        guard applies(rules, index, to: type, destination, area: &area) else { continue }
        if rules[index].network != nil {
          dependsOnNetwork = true
        } else if best == nil {
          best = index
        }
      }
      guard !dependsOnNetwork, let best, let adjustment = try adjustment(rules, best, merchandise: merchandise)
      else { continue }
      body(type, adjustment)
    }
  }

  // The helpers below take the rules and an index, and read the rule in
  // place: a rule is a large value, and passing one copies it.

  /// Whether rule `index` may apply to a card of `type` at `destination`:
  /// not a surcharge on a debit or prepaid card, and without areas or in
  /// the destination's payment area. `area` holds that area once looked up
  /// (`.some(nil)` for none), so a quote looks it up at most once.
  private func applies(
    _ rules: [PaymentAdjustmentRule], _ index: Int, to type: PaymentMethodType, _ destination: Destination?,
    area: inout PaymentAreaID??
  ) -> Bool {
    if rules[index].kind == .surcharge && !type.allowsSurcharge { return false }
    if rules[index].areaIDs.isEmpty { return true }
    if area == nil { area = .some(destination.flatMap { areas.match($0)?.areaID }) }
    guard let found = area ?? nil else { return false }
    return rules[index].areaIDs.contains(found)
  }

  /// Rule `index` applied to `merchandise`: rounded once, capped at its
  /// maximum, a discount never above the base; `nil` when it rounds to zero.
  private func adjustment(_ rules: [PaymentAdjustmentRule], _ index: Int, merchandise: Amount)
    throws(QuoteFailure) -> PaymentAdjustment?
  {
    var magnitude: Int64
    do {
      magnitude = try rules[index].rate.applied(to: merchandise, rounding: roundingMode).minorUnits
    } catch {
      throw QuoteFailure(error)
    }
    if let maximum = rules[index].maximum { magnitude = min(magnitude, maximum.minorUnits) }
    if rules[index].kind == .discount { magnitude = min(magnitude, merchandise.minorUnits) }
    guard magnitude > 0 else { return nil }
    let kind = rules[index].kind
    return PaymentAdjustment(
      id: rules[index].id, label: rules[index].label, kind: kind, rate: rules[index].rate, base: merchandise,
      amount: Amount(
        uncheckedMinorUnits: kind == .discount ? -magnitude : magnitude, exponent: exponent))
  }
}
