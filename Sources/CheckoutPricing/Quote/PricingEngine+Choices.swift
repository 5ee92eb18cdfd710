extension PricingEngine {
  /// Stages 4 to 6 of <doc:HowAQuoteRuns>, free shipping, tax and the card
  /// adjustment, for the shipping method and card of `choices`, and the
  /// later charges of a line paid later; then stage 7, the summary. The
  /// event, the method and the card are read from `choices`, never from
  /// `request`: a session's request is the one it was made from.
  ///
  /// With `pricingCardTypes`, a request with no card also gets each card
  /// type's total (``Quote/cardTotals``).
  ///
  /// - Throws: ``QuoteFailure`` for an amount out of range, or a quote a
  ///   payment sheet refuses.
  func completeQuote(
    _ request: borrowing QuoteRequest, _ choices: borrowing SheetChoices, from stages: QuoteSession.StageResults,
    pricingCardTypes: Bool = false, atPlaceItself: Bool = false
  ) throws(QuoteFailure) -> Quote {
    // A redacted postcode with finer rules under it: the quote of its
    // candidates the merchant's policy picks (RateTables/README.md,
    // "Redacted places"); `atPlaceItself` prices the redacted place as its
    // own stages found it, which that quote starts from.
    if !stages.candidates.isEmpty && !atPlaceItself {
      return try redactedPlaceQuote(request, choices, from: stages, pricingCardTypes: pricingCardTypes)
    }
    let zero = Amount.zero(exponent: book.merchant.currency.minorUnits)
    let listed = stages.methods.selecting(choices.shippingMethod)

    // 4. Free shipping, on the selected method: the first.
    let hasMethod = !listed.isEmpty
    let shippingAmount = hasMethod ? listed[0].amount : zero
    let shippingDiscount = book.shippingDiscount(
      stages.discounts.freeShipping, shippingAmount: shippingAmount, serviceID: hasMethod ? listed[0].service : nil)
    // A grant that does not cover the selected method stays applied: the
    // sheet offers the methods it covers, and the summary says which
    // (RateTables/README.md, "Coupons").
    var uncoveredFreeShipping: FreeShippingGrant?
    if hasMethod, let grant = stages.discounts.freeShipping, !grant.covers(listed[0].service) {
      uncoveredFreeShipping = grant
    }
    // The shipping the tax and the border see: the method's price less
    // free shipping; `nil` when no method reaches the address.
    let chargedShipping: Amount? =
      hasMethod
      ? try exactArithmetic(at: "shippingMethod") { () throws(MoneyError) in
        try shippingAmount.subtracting(shippingDiscount)
      } : nil

    // 5. Tax. A store pickup is taxed where the store is (TaxAddress.store),
    // every other method where the stages found the jurisdiction.
    var taxJurisdiction = stages.taxJurisdiction
    var taxDependsOnFullPostcode = stages.taxDependsOnFullPostcode
    var taxAddress = stages.taxAddress
    if hasMethod && listed[0].type == .storePickup {
      if let store = listed[0].store {
        taxJurisdiction = book.taxJurisdiction(for: store.place)?.jurisdiction
        taxDependsOnFullPostcode = false
        taxAddress = .store
      }
    }
    // Dated rates (RateTables/README.md, "Rates that change on a date"):
    // the quote's day in the merchant's time zone picks the rows in force.
    // A jurisdiction without dated rows has no periods and is used as is.
    if let jurisdiction = taxJurisdiction, jurisdiction.periods != nil,
      let day = book.shipping.localTime(at: request.asOf)?.dayNumber
    {
      taxJurisdiction = jurisdiction.onDay(day)
    }
    // No method reaches the address: the sheet cannot ship, so shipping is
    // unknown and so is tax looked up at the address (Apple's
    // PKPaymentSummaryItem: pending until known). Tax at the merchant's
    // origin does not depend on the address.
    // A flag, not an optional copy of the destination: a copy retains its strings.
    let taxIsPending =
      stages.destination != nil && !hasMethod && taxAddress != .origin && taxAddress != .euDistanceSaleOrigin
    // Tax needs an address; without one (before the contact, or when it is
    // unusable, or no method reaches it) the sheet shows it as pending.
    var tax: TaxResult?
    if !taxIsPending, let destination = stages.destination {
      tax = try locatingFailure(at: "lines") { () throws(QuoteFailure) in
        try book.tax(
          for: TaxRequest(
            destination: destination, lines: stages.discounts.discountedLines, shipping: chargedShipping),
          categories: stages.cart.categories, in: taxJurisdiction, dependsOnFullPostcode: taxDependsOnFullPostcode)
      }
    }

    // 5b. Landed cost (RateTables/README.md, "Landed cost"): only a book
    // with its tables, for a parcel leaving the merchant's country for one
    // they name.
    // Held out of line: the quote passes one pointer for it.
    var landed: OutOfLine<LandedCostResult>?
    // The methods the sheet lists: abroad, each DAP one with its note.
    let methods: [ShippingMethod]
    // The country first: a domestic quote reads no table.
    if let destination = stages.destination, destination.country != book.merchant.origin.country,
      let tables = book.landedCost, tables.concerns(destination.country)
    {
      if let chargedShipping, listed[0].type != .storePickup {
        landed = try landedCost(
          request, stages, tables: tables, destination: destination.country, method: listed[0],
          shipping: chargedShipping, tax: tax
        ).map(OutOfLine.value)
      }
      // A DAP method's detail says the charges are due on delivery.
      methods = try notingImportCharges(
        listed, request, stages, tables: tables, destination: destination.country, selected: landed?.value, tax: tax)
    } else {
      methods = listed
    }

    // 6. Card adjustment.
    let card = choices.paymentMethod
    var adjustment = try locatingFailure(at: "paymentMethod") { () throws(QuoteFailure) in
      try book.paymentAdjustment(for: card, merchandise: stages.discounts.merchandise, destination: stages.destination)
    }
    // The merchant's labels in the request's language (labels.csv), only
    // when there are any: a book without them moves the figures untouched.
    if labels != nil { (tax, adjustment) = (relabelled(tax), relabelled(adjustment)) }

    var laterPayments: [Quote.LaterPayment] = []
    if let charges = stages.charges {
      laterPayments = try self.laterPayments(
        charges, of: stages.cart, to: taxIsPending ? nil : stages.destination, in: taxJurisdiction,
        dependsOnFullPostcode: taxDependsOnFullPostcode,
        exempt: taxNotChargedLabel(request.taxExemption, in: taxJurisdiction) != nil)
    }

    // 7. Summary.
    return try summary(
      of: request, choices, stages, methods: methods, shippingDiscount: shippingDiscount,
      uncoveredFreeShipping: uncoveredFreeShipping, tax: tax, taxAddress: taxAddress, adjustment: adjustment,
      laterPayments: laterPayments, landedCost: landed, pricingCardTypes: pricingCardTypes && card == nil)
  }
}
