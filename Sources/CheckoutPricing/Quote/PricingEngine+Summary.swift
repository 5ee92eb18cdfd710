extension PricingEngine {
  /// Stage 7 of <doc:HowAQuoteRuns>: the summary items in Apple's order
  /// (subtotal, discounts, free shipping, shipping, tax, the card's
  /// adjustment), the total, their exact sum, checked against what a payment
  /// sheet accepts, and the quote that holds them with the stages'
  /// breakdown.
  ///
  /// `methods` are the sheet's methods, the selected one first. With
  /// `pricingCardTypes`, a quote with no card also prices each card type's
  /// total (``Quote/cardTotals``). The tax,
  /// the adjustment and the later payments are consumed: the quote keeps
  /// them, and a borrowed tax result would be copied into it, retaining
  /// every array inside. Inlined into ``completeQuote(_:_:from:pricingCardTypes:atPlaceItself:)`` for the same reason:
  /// the figures then move from the stages into the quote without a copy.
  ///
  /// - Throws: ``QuoteFailure/amountOutOfRange(_:_:_:)`` when a sum leaves
  ///   the range; ``QuoteFailure/beyondSheetLimits(_:_:)`` for a negative
  ///   total, a total above ``QuoteLimits/sheetTotalMajorUnits`` or more
  ///   items than a sheet lists.
  @inline(__always)
  func summary(
    of request: borrowing QuoteRequest, _ choices: borrowing SheetChoices, _ stages: QuoteSession.StageResults,
    methods: [ShippingMethod], shippingDiscount: Amount, uncoveredFreeShipping: FreeShippingGrant?,
    tax: consuming TaxResult?,
    taxAddress: TaxAddress, adjustment: consuming PaymentAdjustment?, laterPayments: consuming [Quote.LaterPayment],
    landedCost: OutOfLine<LandedCostResult>? = nil, pricingCardTypes: Bool
  ) throws(QuoteFailure) -> Quote {
    let figures = try summaryItems(
      of: request, stages, methods: methods, shippingDiscount: shippingDiscount,
      uncoveredFreeShipping: uncoveredFreeShipping, taxTotal: tax?.total,
      taxNotCharged: taxNotChargedLabel(request.taxExemption, in: tax?.jurisdiction),
      adjustment: adjustment.map { ($0.label, $0.amount) }, landedCost: landedCost)
    let total = SummaryItem(label: book.merchant.name, amount: figures.total, type: figures.totalType, kind: .total)
    // Stages 6 and 7 again for each card type, when no card is picked yet.
    let cardTotals =
      pricingCardTypes
      ? self.cardTotals(
        merchandise: stages.discounts.merchandise, destination: stages.destination, withoutCard: figures.due,
        tenders: request.tenders, total: total, itemCount: figures.items.count + 1) : []
    return Quote(
      text: text,
      event: choices.event, errors: stages.errors.isEmpty ? [] : stages.errors.map { QuoteError($0, in: text) },
      currency: book.merchant.currency, shippingType: request.shippingType, shippingMethods: methods,
      summaryItems: figures.items, total: total, laterPayments: laterPayments, cardTotals: cardTotals,
      breakdown: QuoteBreakdown(
        destination: stages.destination,
        stageFigures: QuoteBreakdown.StageFigures(
          stages: stages,
          // The breakdown's options in the sheet's order: the same array as
          // the methods when no method was of another type.
          shippingOptions: stages.methodsAreAllOptions
            ? methods : stages.shipping?.options.selecting(choices.shippingMethod) ?? []),
        shippingDiscount: shippingDiscount, uncoveredFreeShipping: uncoveredFreeShipping,
        tax: tax, taxAddress: taxAddress,
        // The selected method is the first; the breakdown's options may
        // list the request's method of another type first.
        taxStore: taxAddress == .store ? methods.first?.store?.id : nil, paymentAdjustment: adjustment,
        taxExemption: request.taxExemption,
        exemptedTax: figures.exemptedTax, tenders: request.tenders, tendersUsed: figures.tendersUsed,
        storedLandedCost: landedCost))
  }

  /// The summary's items in Apple's order and their total, from the
  /// stages' figures: plain values and the tax's total, never the tax
  /// result, so that ``summary(of:_:_:methods:shippingDiscount:uncoveredFreeShipping:tax:taxAddress:adjustment:laterPayments:pricingCardTypes:)``,
  /// which moves the stages' results into the quote, stays small enough to
  /// inline.
  ///
  /// `uncoveredFreeShipping` is a free-shipping grant that does not cover
  /// the selected method: it takes nothing off, and an item of zero in the
  /// discounts' place says which methods it covers
  /// (``freeShippingNote(_:)``).
  ///
  /// `taxNotCharged` is the label of the item that takes off tax computed
  /// and not charged (``taxNotChargedLabel(_:in:)``), or `nil`.
  func summaryItems(
    of request: borrowing QuoteRequest, _ stages: QuoteSession.StageResults, methods: [ShippingMethod],
    shippingDiscount: Amount, uncoveredFreeShipping: FreeShippingGrant?, taxTotal: Amount?, taxNotCharged: String?,
    adjustment: (label: String, amount: Amount)?, landedCost: OutOfLine<LandedCostResult>? = nil
  ) throws(QuoteFailure) -> SummaryFigures {
    let exponent = book.merchant.currency.minorUnits
    let zero = Amount.zero(exponent: exponent)
    let hasMethod = !methods.isEmpty
    // In one allocation: the subtotal, the discounts, free shipping,
    // shipping, tax and the card's adjustment at most, and the tenders.
    var items: [SummaryItem] = []
    items.reserveCapacity(stages.discounts.items.count + 5 + request.tenders.count)
    items.append(SummaryItem(label: text.words.subtotal, amount: stages.discounts.subtotal, kind: .subtotal))
    for item in stages.discounts.items {
      items.append(
        SummaryItem(
          label: item.label,
          amount: try exactArithmetic(at: "couponCode") { () throws(MoneyError) in try item.amount.negated() },
          kind: .discount))
    }
    if shippingDiscount.minorUnits > 0, let grant = stages.discounts.freeShipping {
      items.append(
        SummaryItem(
          label: grant.label,
          amount: try exactArithmetic(at: "couponCode") { () throws(MoneyError) in try shippingDiscount.negated() },
          kind: .shippingDiscount))
    } else if let uncoveredFreeShipping {
      items.append(SummaryItem(label: freeShippingNote(uncoveredFreeShipping), amount: zero, kind: .shippingDiscount))
    }
    if hasMethod {
      items.append(SummaryItem(label: methods[0].label, amount: methods[0].amount, kind: .shipping))
    } else {
      // Before an address, or when no method reaches it: shipping is not
      // known yet.
      items.append(SummaryItem(label: text.words.pendingShipping, amount: zero, type: .pending, kind: .shipping))
    }
    var exemptedTax: Amount?
    // The VAT the seller collects on a low-value sale abroad is the sale's
    // tax: the tax stage's zero beside it is not shown (RateTables/README.md,
    // "Landed cost", "In the quote").
    let saleVATCollected = (landedCost?.value.sellerVATAdded ?? 0) > 0
    if let taxNotCharged {
      // No tax is charged (TaxExemption; a jurisdiction where the merchant
      // is not registered, TaxJurisdiction.isRegistered): exclusive prices
      // show a tax of 0; inclusive prices drop by the tax they contain.
      exemptedTax = taxTotal
      if !book.merchant.pricesIncludeTax {
        if !saleVATCollected { items.append(SummaryItem(label: text.words.tax, amount: zero, kind: .taxNotCharged)) }
      } else if let taxTotal {
        if taxTotal.minorUnits > 0 {
          items.append(
            SummaryItem(
              label: taxNotCharged,
              amount: try exactArithmetic(at: "taxExemption") { () throws(MoneyError) in try taxTotal.negated() },
              kind: .taxNotCharged))
        }
      } else {
        items.append(SummaryItem(label: taxNotCharged, amount: zero, type: .pending, kind: .taxNotCharged))
      }
    } else if !book.merchant.pricesIncludeTax {
      if let taxTotal {
        if !(saleVATCollected && taxTotal.minorUnits == 0) {
          items.append(SummaryItem(label: text.words.tax, amount: taxTotal, kind: .tax))
        }
      } else {
        items.append(SummaryItem(label: text.words.tax, amount: zero, type: .pending, kind: .tax))
      }
    }
    if let landedCost { appendLandedCost(landedCost.value, exponent: exponent, to: &items) }
    if let adjustment {
      items.append(SummaryItem(label: adjustment.label, amount: adjustment.amount, kind: .cardAdjustment))
    }
    var total = try exactArithmetic(at: "lines") { () throws(MoneyError) in
      try Amount.sum(items.lazy.map { $0.amount }, exponent: exponent)
    }
    // Tenders pay last, after tax and the card's adjustment (Tender): the
    // total is what is left to charge.
    let due = total.minorUnits
    var tendersUsed: [Amount] = []
    if !request.tenders.isEmpty { tendersUsed = applyTenders(request.tenders, to: &total, appendingTo: &items) }
    try checkSheetLimits(total: total, itemCount: items.count)
    // The total is known only when every amount in it is (Apple's
    // PKPaymentSummaryItem: a pending total shows "Amount pending").
    let totalType: SummaryItem.ItemType = items.contains { $0.type == .pending } ? .pending : .final
    return SummaryFigures(
      items: items, total: total, totalType: totalType, due: due, exemptedTax: exemptedTax, tendersUsed: tendersUsed)
  }

  /// What ``summaryItems(of:_:methods:shippingDiscount:uncoveredFreeShipping:taxTotal:taxNotCharged:adjustment:)``
  /// gives the quote.
  struct SummaryFigures {
    var items: [SummaryItem]
    var total: Amount
    var totalType: SummaryItem.ItemType
    /// The items' sum before the tenders, in minor units.
    var due: Int64
    /// The tax computed and not charged, when none is.
    var exemptedTax: Amount?
    /// What each tender paid, at its index.
    var tendersUsed: [Amount]
  }

  /// The label of the zero item that tells the shopper which methods a
  /// free-shipping grant covers, when it does not cover the selected one:
  /// `GROUND10: only with USPS Ground Advantage or UPS Ground`
  /// (``Wording/freeShippingOnlyWith``). The services are named by their
  /// labels, in the order `coupons.csv` lists them; an automatic discount,
  /// which has no code, by its label.
  func freeShippingNote(_ grant: FreeShippingGrant) -> String {
    text.words.freeShippingOnlyWith(
      grant.code ?? grant.label, grant.serviceIDs.map(serviceLabel))
  }

  /// The label of the item that takes off tax computed and not charged,
  /// or `nil` when the tax is charged: the buyer's claim
  /// (``TaxExemption``), else a jurisdiction where the merchant is not
  /// registered (``TaxJurisdiction/isRegistered``). One rule serves both:
  /// the tax is computed as if charged, the breakdown shows it, and the
  /// summary does not add it (exclusive prices) or takes it off
  /// (inclusive prices).
  @inline(__always)
  func taxNotChargedLabel(_ exemption: TaxExemption?, in jurisdiction: TaxJurisdiction?) -> String? {
    if let exemption { return text.words.exemption(exemption.kind) }
    if let jurisdiction, !jurisdiction.isRegistered { return text.words.taxNotCharged }
    return nil
  }

  /// Checks a quote's total and item count against what a payment sheet
  /// accepts (the JSON contract article, "What browsers accept, and how the
  /// engine keeps within it").
  ///
  /// - Throws: ``QuoteFailure/beyondSheetLimits(_:_:)``.
  func checkSheetLimits(total: Amount, itemCount: Int) throws(QuoteFailure) {
    guard !total.isNegative else {
      throw .beyondSheetLimits(.none, "the total \(total) is negative; the discounts exceed what they apply to")
    }
    // A sheet lists at most 1,024 items (Chromium's kMaxListSize): only a
    // merchant with a thousand discounts applying at once reaches it.
    guard itemCount <= QuoteLimits.sheetItems else {
      throw .beyondSheetLimits(
        .path("lines"),
        "the quote has \(itemCount) summary items; a payment sheet lists at most \(QuoteLimits.sheetItems)")
    }
    // A sheet refuses a larger total with an error in the page.
    guard total.minorUnits <= QuoteLimits.sheetTotalMajorUnits * Int64.powerOfTen(total.exponent) else {
      throw .beyondSheetLimits(
        .path("lines"),
        "the total \(total) is above \(QuoteLimits.sheetTotalMajorUnits), the largest a payment sheet accepts")
    }
  }
}
