extension PricingEngine {
  /// The total of `quote` for each card type that `payment_adjustments.csv`
  /// prices differently, before the shopper picks a card: what a
  /// `paymentMethodSelected` quote for a card of that type (and no known
  /// network) charges, in the order of Apple Pay's card types. A W3C sheet
  /// shows them only when its update carries them as `modifiers`, which
  /// ``respond(toJSON:)`` writes for a request that names no card (the JSON
  /// contract article, "Per-card totals").
  ///
  /// A type is left out when its card changes nothing, when its price
  /// depends on the card's network (a row naming a network applies), or
  /// when its total would leave what a sheet accepts.
  ///
  /// - Returns: an empty array for a quote without a total, and for one
  ///   A quote with tenders (``QuoteRequest/tenders``) gives each type's
  ///   total after them: they pay what they can of the card's total, and
  ///   a type whose total they pay in full, as they pay the total without
  ///   a card, is left out.
  public func cardTotals(for quote: Quote) -> [Quote.CardTotal] {
    guard let total = quote.total, let merchandise = quote.breakdown.discounts?.merchandise else { return [] }
    // What the tenders paid, and all they hold (at most the largest
    // amount: a sum of balances beyond it pays any total just the same).
    var paid: Int64 = 0
    var held: Int64 = 0
    for (tender, used) in zip(quote.breakdown.tenders, quote.breakdown.tendersUsed) {
      paid += used.minorUnits
      let sum = held.addingReportingOverflow(tender.amount.minorUnits)
      held = sum.overflow ? .max : sum.partialValue
    }
    let exponent = total.amount.exponent
    // The adjustment is added to nothing else: the total without the
    // quote's own card and before the tenders, plus the type's.
    let withoutCard = total.amount.minorUnits + paid - (quote.breakdown.paymentAdjustment?.amount.minorUnits ?? 0)
    let withoutAnyCard = withoutCard - min(held, max(withoutCard, 0))
    let largest = QuoteLimits.sheetTotalMajorUnits * Int64.powerOfTen(exponent)
    var result: [Quote.CardTotal] = []
    // The quote was priced, so its merchandise is a valid base: no error.
    try? book.forEachCardTypeAdjustment(merchandise: merchandise, destination: quote.breakdown.destination) {
      type, adjustment in
      // Both parts are far inside the amount range: no overflow. A
      // negative total or one above a sheet's limit is refused by the
      // engine, so it has no modifier.
      let beforeTenders = withoutCard + adjustment.amount.minorUnits
      guard beforeTenders >= 0 else { return }
      let cardTotal = beforeTenders - min(held, beforeTenders)
      // Tenders that pay all of either total leave the card nothing to change.
      guard cardTotal <= largest, cardTotal != withoutAnyCard else { return }
      if result.isEmpty { result.reserveCapacity(PaymentMethodType.applePayTypes.count) }
      result.append(
        Quote.CardTotal(
          type: type,
          adjustment: SummaryItem(label: adjustment.label, amount: adjustment.amount, kind: .cardAdjustment),
          total: SummaryItem(
            label: total.label, amount: Amount(uncheckedMinorUnits: cardTotal, exponent: exponent), type: total.type,
            kind: .total)))
    }
    return result
  }
}
