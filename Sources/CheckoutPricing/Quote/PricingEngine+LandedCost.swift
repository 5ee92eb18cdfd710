extension PricingEngine {
  /// Stage 5b of <doc:HowAQuoteRuns>: what the selected method's parcel
  /// pays at the border (RateTables/README.md, "Landed cost"), or `nil`
  /// when nothing is due there.
  ///
  /// The caller asks only for a book with landed-cost tables, a selected
  /// method that ships, and a destination in another country than the
  /// merchant's that the tables name: a domestic quote, and every quote of
  /// a book without the tables, never comes here.
  ///
  /// - Throws: ``QuoteFailure/invalidRequest(_:_:)`` at `asOf` when no row
  ///   of `exchange_rates.csv` converts a currency on the quote's day;
  ///   ``QuoteFailure/amountOutOfRange(_:_:_:)`` for a figure out of range.
  @inline(never)
  func landedCost(
    _ request: borrowing QuoteRequest, _ stages: QuoteSession.StageResults, tables: LandedCostTables,
    destination: CountryCode, method: ShippingMethod, shipping: Amount, tax: TaxResult?
  ) throws(QuoteFailure) -> LandedCostResult? {
    guard let day = book.shipping.localTime(at: request.asOf)?.dayNumber else { return nil }
    let cart = stages.cart
    let discounted = stages.discounts.discountedLines
    let taxLines = tax?.lines ?? []
    var lines: [LandedCostRequest.Line] = []
    lines.reserveCapacity(cart.lines.count)
    for index in cart.lines.indices {
      let line = cart.lines[index]
      var value = index < discounted.count ? discounted[index].amount.minorUnits : cart.extendedPrice(index)
      // The goods' value is without the merchant's own VAT: a price that
      // includes it holds the VAT its tax stage found (none on an export).
      if book.merchant.pricesIncludeTax, index < taxLines.count, taxLines[index].id == line.id {
        value -= taxLines[index].tax.minorUnits
      }
      lines.append(
        LandedCostRequest.Line(
          value: value, quantity: line.quantity, weight: line.weight, category: cart.categories[index],
          hsCode: line.hsCode, origin: line.originCountry, isGoods: !cart.isGiftCard(index)))
    }
    let service = book.shipping.plans[method.service].service
    let request = LandedCostRequest(
      destination: destination, day: day, lines: lines, shipping: shipping.minorUnits, service: service.id,
      terms: tables.terms[service.id] ?? .deliveredAtPlace, currency: book.merchant.currency,
      roundingMode: book.merchant.roundingMode, pricesIncludeTax: book.merchant.pricesIncludeTax)
    do {
      return try tables.landedCost(for: request)
    } catch {
      switch error {
      case .noExchangeRate(let currency, _):
        throw .invalidRequest(
          .path("asOf"),
          "no row of exchange_rates.csv converts \(currency) on the quote's day, so the duties and import taxes to \(destination) cannot be priced"
        )
      case .overflow:
        throw .amountOutOfRange(.overflow, .path("lines"), "the duties and import taxes do not fit an amount")
      }
    }
  }

  /// The summary items of a parcel's landed cost (RateTables/README.md,
  /// "Landed cost"): the VAT the seller collects on a low-value sale, under
  /// any terms, as tax; and under DDP, unless the merchant absorbs them,
  /// one "Duties and import taxes" item of the duty, the border's VAT and
  /// the fees, pending while a line's classification is missing. DAP adds
  /// nothing: the shopper pays on delivery.
  func appendLandedCost(_ landed: LandedCostResult, exponent: Int, to items: inout [SummaryItem]) {
    let terms = landed.terms
    if landed.sellerVATAdded > 0 {
      items.append(
        SummaryItem(
          label: text.words.saleVAT, amount: Amount(uncheckedMinorUnits: landed.sellerVATAdded, exponent: exponent),
          kind: .tax))
    }
    guard terms.incoterm == .DDP, !terms.absorbsImportCharges else { return }
    switch landed.status {
    case .priced:
      guard landed.importCharges > 0 else { return }
      items.append(
        SummaryItem(
          label: text.words.importCharges,
          amount: Amount(uncheckedMinorUnits: landed.importCharges, exponent: exponent), kind: .importCharges))
    case .pending, .refused:
      items.append(
        SummaryItem(
          label: text.words.importCharges, amount: .zero(exponent: exponent), type: .pending, kind: .importCharges))
    }
  }
}
