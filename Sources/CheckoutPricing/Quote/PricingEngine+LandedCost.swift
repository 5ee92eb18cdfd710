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
    if landed.sellerVATAdded > 0 {
      items.append(
        SummaryItem(
          label: text.words.saleVAT, amount: Amount(uncheckedMinorUnits: landed.sellerVATAdded, exponent: exponent),
          kind: .tax))
    }
    guard landed.terms.chargesShopper else { return }
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

extension PricingEngine {
  /// `methods` with each DAP method's note that its import charges are due
  /// on delivery (RateTables/README.md, "Landed cost"), and, when the
  /// manifest's `showImportEstimate` asks for it, the method's own landed
  /// cost: `selected` for the first method, the stage's answer with each
  /// other method's own shipping for the rest. No estimate when the charges
  /// are unknown, and no note when they are priced at zero: each DAP
  /// method is priced to know.
  ///
  /// The caller asks only for a destination the tables name, in another
  /// country than the merchant's.
  ///
  /// - Throws: as ``landedCost(_:_:tables:destination:method:shipping:tax:)``.
  func notingImportCharges(
    _ methods: [ShippingMethod], _ request: borrowing QuoteRequest, _ stages: QuoteSession.StageResults,
    tables: LandedCostTables, destination: CountryCode, selected: LandedCostResult?, tax: TaxResult?
  ) throws(QuoteFailure) -> [ShippingMethod] {
    let plans = book.shipping.plans
    var noted = methods
    for index in methods.indices {
      let method = methods[index]
      // A pickup, at a store or a carrier's point, crosses no border.
      guard method.type != .storePickup, method.store == nil,
        !tables.isDutyPaid(method, service: plans[method.service].service.id)
      else { continue }
      // The method's own charges, priced to know whether any are due.
      var landed = index == 0 ? selected : nil
      if landed == nil {
        let discount = book.shippingDiscount(
          stages.discounts.freeShipping, shippingAmount: method.amount, serviceID: method.service)
        let shipped = try exactArithmetic(at: "shippingMethod") { () throws(MoneyError) in
          try method.amount.subtracting(discount)
        }
        landed = try landedCost(
          request, stages, tables: tables, destination: destination, method: method, shipping: shipped, tax: tax)
      }
      var estimate: Amount?
      if let landed, landed.status == .priced {
        // Nothing is due at the door (a low-value sale whose VAT the
        // seller collected): no note says otherwise.
        guard landed.importCharges > 0 else { continue }
        if tables.showsImportEstimate {
          estimate = Amount(minorUnits: landed.importCharges, currency: book.merchant.currency)
        }
      }
      noted[index] = method.noting(ImportChargesDue(estimate: estimate))
    }
    return noted
  }
}

extension ShippingMethod {
  /// The method with `due` in its detail.
  func noting(_ due: ImportChargesDue) -> ShippingMethod {
    var detail = deliveryDetail
    detail.importCharges = due
    return ShippingMethod(
      identifier: identifier, label: label, type: type, amount: amount, service: service, detail: detail,
      isDated: isDated)
  }
}
