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
    // The total without the quote's own card and before the tenders.
    var withoutCard = total.amount.minorUnits - (quote.breakdown.paymentAdjustment?.amount.minorUnits ?? 0)
    for used in quote.breakdown.tendersUsed { withoutCard += used.minorUnits }
    let itemCount = quote.summaryItems.count + (quote.breakdown.paymentAdjustment == nil ? 1 : 0)
    return cardTotals(
      merchandise: merchandise, destination: quote.breakdown.destination, withoutCard: withoutCard,
      tenders: quote.breakdown.tenders, total: total, itemCount: itemCount)
  }

  /// Stages 6 and 7 for a card of each type: the card stage's adjustment
  /// for the type (``RateBook/forEachCardTypeAdjustment(merchandise:destination:_:)``)
  /// added to `withoutCard`, the summary's sum without a card and before
  /// the tenders; then the tenders, by the quote's own rule
  /// (``charge(_:after:_:)``), and the sheet's limits for a sheet of
  /// `itemCount` items, as for the quote's total. `total` is the quote's
  /// total without a card: a type whose total is the same is left out.
  func cardTotals(
    merchandise: Amount, destination: Destination?, withoutCard: Int64, tenders: [Tender], total: SummaryItem,
    itemCount: Int
  ) -> [Quote.CardTotal] {
    let exponent = total.amount.exponent
    let withoutAnyCard = Self.charge(withoutCard, after: tenders) { _, _ in }
    var result: [Quote.CardTotal] = []
    // The quote was priced, so its merchandise is a valid base: no error.
    try? book.forEachCardTypeAdjustment(merchandise: merchandise, destination: destination) { type, adjustment in
      let due = withoutCard.addingReportingOverflow(adjustment.amount.minorUnits)
      guard !due.overflow else { return }
      let charged = Self.charge(due.partialValue, after: tenders) { _, _ in }
      // Tenders that pay all of either total leave the card nothing to change.
      guard charged != withoutAnyCard else { return }
      let cardTotal = Amount(uncheckedMinorUnits: charged, exponent: exponent)
      // A total a sheet refuses, negative or too large, has no modifier.
      guard (try? checkSheetLimits(total: cardTotal, itemCount: itemCount)) != nil else { return }
      if result.isEmpty { result.reserveCapacity(PaymentMethodType.applePayTypes.count) }
      result.append(
        Quote.CardTotal(
          type: type,
          adjustment: SummaryItem(label: label(of: adjustment), amount: adjustment.amount, kind: .cardAdjustment),
          total: SummaryItem(label: total.label, amount: cardTotal, type: total.type, kind: .total)))
    }
    return result
  }
}
