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
  /// - Returns: an empty array for a quote without a total.
  public func cardTotals(for quote: Quote) -> [Quote.CardTotal] {
    guard let total = quote.total, let merchandise = quote.breakdown.discounts?.merchandise else { return [] }
    let exponent = total.amount.exponent
    // The adjustment is added to nothing else: the total without the
    // quote's own card, plus the type's.
    let withoutCard = total.amount.minorUnits - (quote.breakdown.paymentAdjustment?.amount.minorUnits ?? 0)
    let largest = QuoteLimits.sheetTotalMajorUnits * Int64.powerOfTen(exponent)
    var result: [Quote.CardTotal] = []
    // The quote was priced, so its merchandise is a valid base: no error.
    try? book.forEachCardTypeAdjustment(merchandise: merchandise, destination: quote.breakdown.destination) {
      type, adjustment in
      // Both parts are within a sheet's limits, so the sum cannot overflow.
      let cardTotal = withoutCard + adjustment.amount.minorUnits
      guard cardTotal >= 0, cardTotal <= largest else { return }
      if result.isEmpty { result.reserveCapacity(PaymentMethodType.applePayTypes.count) }
      result.append(
        Quote.CardTotal(
          type: type,
          adjustment: SummaryItem(label: adjustment.label, amount: adjustment.amount, role: .paymentAdjustment),
          total: SummaryItem(
            label: total.label, amount: Amount(uncheckedMinorUnits: cardTotal, exponent: exponent), type: total.type,
            role: .total)))
    }
    return result
  }
}
