extension PricingEngine {
  /// The quote of a redacted postcode whose candidates the rules price
  /// differently (``QuoteSession/StageResults/candidates``), as the
  /// merchant's ``RedactedPlacePolicy`` says (RateTables/README.md,
  /// "Redacted places"):
  ///
  /// - the selected method is the one the redacted place's own stages
  ///   select, and the summary is that of the candidate whose total with it
  ///   is highest (the first of equals);
  /// - every other method shows its price at the candidate whose total with
  ///   it is highest, so the method list agrees with the summary the sheet
  ///   shows once it is picked;
  /// - under `pending`, each summary item whose amount differs among the
  ///   candidates is pending, and so is the total.
  ///
  /// - Complexity: one quote per candidate and method offered; only a
  ///   quote whose postcode has finer rules under it comes here.
  /// - Throws: ``QuoteFailure``, as ``completeQuote(_:_:from:pricingCardTypes:atPlaceItself:)``.
  func redactedPlaceQuote(
    _ request: borrowing QuoteRequest, _ choices: borrowing SheetChoices, from stages: QuoteSession.StageResults,
    pricingCardTypes: Bool
  ) throws(QuoteFailure) -> Quote {
    let sheet = try completeQuote(
      request, choices, from: stages, pricingCardTypes: pricingCardTypes, atPlaceItself: true)
    guard let selected = sheet.selectedShippingMethod ?? choices.shippingMethod else {
      return try chosenQuote(request, choices, sheet: sheet, stages, pricingCardTypes: pricingCardTypes)
    }
    var methods = sheet.shippingMethods
    for index in methods.indices.dropFirst() {
      var other = copy choices
      other.shippingMethod = methods[index].identifier
      if let highest = try highestQuote(request, other, among: stages.candidates, method: methods[index].identifier) {
        methods[index] = highest.quote.shippingMethods[0]
      }
    }
    var chosen = copy choices
    chosen.shippingMethod = selected
    return try chosenQuote(
      request, chosen, sheet: sheet, stages, methods: methods, pricingCardTypes: pricingCardTypes)
  }

  /// The quote the policy shows for the selected method of `choices`, with
  /// `methods` (the chosen candidate's own when `nil`) after the selected one.
  private func chosenQuote(
    _ request: borrowing QuoteRequest, _ choices: SheetChoices, sheet: Quote, _ stages: QuoteSession.StageResults,
    methods: [ShippingMethod]? = nil, pricingCardTypes: Bool
  ) throws(QuoteFailure) -> Quote {
    var quotes: [Quote] = []
    for candidate in stages.candidates {
      quotes.append(try completeQuote(request, choices, from: candidate, pricingCardTypes: pricingCardTypes))
    }
    let method = choices.shippingMethod
    // Only candidates that offer the selected method compete for it; when
    // none does, every one.
    let offering = quotes.indices.filter { method == nil || quotes[$0].selectedShippingMethod == method }
    let competing = offering.isEmpty ? Array(quotes.indices) : offering
    var best = competing[0]
    for index in competing.dropFirst() where Self.total(of: quotes[index]) > Self.total(of: quotes[best]) {
      best = index
    }
    let shown = quotes[best]
    var shownMethods = shown.shippingMethods
    if let methods, let first = shownMethods.first, first.identifier == methods.first?.identifier {
      shownMethods = [first] + methods.dropFirst()
    }
    var items = shown.summaryItems
    var total = shown.total
    var pending: [SummaryItem.Kind] = []
    if book.redactedPlacePolicy == .pending, let shownTotal = total {
      var due = shownTotal.amount
      for index in items.indices where items[index].type == .final && [.shipping, .tax].contains(items[index].kind) {
        let item = items[index]
        let differs = quotes.contains { quote in
          quote.summaryItems.first { $0.kind == item.kind }?.amount != item.amount
        }
        guard differs else { continue }
        pending.append(item.kind)
        due = try exactArithmetic(at: "shippingContact") { () throws(MoneyError) in try due.subtracting(item.amount) }
        items[index] = SummaryItem(
          label: item.label, amount: .zero(exponent: item.amount.exponent), type: .pending, kind: item.kind)
      }
      if !pending.isEmpty {
        total = SummaryItem(label: shownTotal.label, amount: due, type: .pending, kind: .total)
      }
    }
    var breakdown = shown.breakdown
    breakdown.destination = sheet.breakdown.destination
    breakdown.redactedPlace = RedactedPlaceChoice(
      postcode: sheet.breakdown.destination?.postcode?.text ?? "",
      policy: book.redactedPlacePolicy,
      candidates: stages.candidates.map { $0.destination?.postcode?.text ?? "" }, chosen: best, pendingItems: pending)
    return Quote(
      text: shown.text, event: shown.event, errors: sheet.errors, currency: shown.currency,
      shippingType: shown.shippingType, shippingMethods: shownMethods, summaryItems: items, total: total,
      laterPayments: shown.laterPayments, cardTotals: pending.isEmpty ? shown.cardTotals : [], breakdown: breakdown)
  }

  /// The candidate quote with the highest total for the method of
  /// `choices`, among the candidates that offer it; `nil` when none does.
  private func highestQuote(
    _ request: borrowing QuoteRequest, _ choices: SheetChoices, among candidates: [QuoteSession.StageResults],
    method: String
  ) throws(QuoteFailure) -> (quote: Quote, index: Int)? {
    var best: (quote: Quote, index: Int)?
    for index in candidates.indices where candidates[index].methods.contains(where: { $0.identifier == method }) {
      let quote = try completeQuote(request, choices, from: candidates[index])
      guard quote.selectedShippingMethod == method else { continue }
      if let current = best, Self.total(of: quote) <= Self.total(of: current.quote) { continue }
      best = (quote, index)
    }
    return best
  }

  /// A quote's total for comparison: its amount, or the lowest when it has none.
  private static func total(of quote: Quote) -> Int64 { quote.total?.amount.minorUnits ?? .min }
}
