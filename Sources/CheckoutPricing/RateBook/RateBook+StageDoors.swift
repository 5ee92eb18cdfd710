/// The stages' doors for the package's own targets (the Decimal reference,
/// the tests' pipeline, the benchmark) that run a stage on its own: each
/// checks what a quote would have checked before the stage (the cart, the
/// request's amounts), calls the stage on its tables, and reports a failure
/// as the ``QuoteError`` a quote answers.
extension RateBook {
  /// The shipping methods for a cart and an address, priced exactly, with
  /// delivery windows, in display order: the shipping stage
  /// (``ShippingTables/shippingOptions(for:cart:)``, where its rule is) on
  /// a cart checked here.
  ///
  /// ```swift
  /// let result = try book.shippingOptions(for: ShippingRequest(
  ///   cart: cart, destination: destination, subtotalBeforeDiscounts: subtotal,
  ///   subtotalAfterDiscounts: subtotal, asOf: now))
  /// result.selected?.identifier  // "usps-ground-advantage"
  /// ```
  ///
  /// - Throws: ``QuoteError`` with reason
  ///   ``QuoteError/Reason/unserviceable`` when no method reaches the
  ///   address or takes the cart; ``QuoteError/Reason/invalidLine``,
  ///   ``QuoteError/Reason/currencyMismatch`` or
  ///   ``QuoteError/Reason/invalidRequest`` for a line a quote refuses (an
  ///   empty or repeated id, a quantity below 1, a unit price that is
  ///   negative or in another currency), a negative weight or side, a
  ///   negative subtotal or a subtotal in another exponent;
  ///   ``QuoteError/Reason/amountOutOfRange(_:)`` when a price leaves the
  ///   exact range. The services' reasons are in the stage's own result:
  ///   ``shippingOptions(for:cart:)``.
  /// - Complexity: O(*s* + *l*) for *s* services and *l* cart lines, plus
  ///   the zone lookup.
  package func shippingOptions(for request: ShippingRequest) throws(QuoteError) -> ShippingResult {
    let exponent = merchant.currency.minorUnits
    for (name, subtotal) in [
      ("subtotalBeforeDiscounts", request.subtotalBeforeDiscounts),
      ("subtotalAfterDiscounts", request.subtotalAfterDiscounts),
    ] {
      guard subtotal.exponent == exponent, !subtotal.isNegative else {
        throw QuoteError(
          .invalidRequest,
          "\(name) \(subtotal) must be 0 or more with \(exponent) decimals (\(merchant.currency.code))")
      }
    }
    do {
      return try shippingOptions(for: request, cart: CheckedCart(checking: request.cart, in: self))
    } catch {
      throw QuoteError(error)
    }
  }

  /// The shipping methods a quote offers for a cart and an address:
  /// ``shippingOptions(for:)`` without the DDP methods that the merchant's
  /// `unclassifiedLines: refuse` takes off while a goods line has no
  /// classification the destination's landed-cost tables need
  /// (`RateTables/README.md`, "Landed cost").
  ///
  /// - Throws: as ``shippingOptions(for:)``.
  package func offeredShippingOptions(for request: ShippingRequest) throws(QuoteError) -> ShippingResult {
    let result = try shippingOptions(for: request)
    do {
      let cart = try CheckedCart(checking: request.cart, in: self)
      return refusingDutyPaid(result, of: cart, to: request.destination, shippingType: .shipping)?.result ?? result
    } catch {
      throw QuoteError(error)
    }
  }

  /// Applies the merchant's automatic discounts and the shopper's coupon to
  /// a cart checked here: the discount stage
  /// (``DiscountTables/discounts(for:couponCode:asOf:laterChargeDiscounts:)``,
  /// where its rule is).
  ///
  /// ```swift
  /// let book = try RateBook.load(from: .directory("RateTables/us-outfitters"))
  /// let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: " save10 ", asOf: now))
  /// result.items.first?.label           // "10% off your order"
  /// result.discountedLines.map(\.amount) // what tax is computed on
  /// ```
  ///
  /// - Throws: ``QuoteError`` for a line with an empty or repeated
  ///   id, a quantity below 1, a negative price, a price not in the
  ///   merchant's currency, or amounts too large for an ``Amount``.
  /// - Complexity: O(*n* log *n*) for *n* lines per discount applied.
  package func discounts(for request: DiscountRequest) throws(QuoteError) -> DiscountResult {
    var notKept: [Coupon]?
    do {
      return try discounts(
        for: CheckedCart(checking: request.cart, in: self), couponCode: request.couponCode, asOf: request.asOf,
        laterChargeDiscounts: &notKept)
    } catch {
      throw QuoteError(error)
    }
  }

  /// What a free-shipping grant takes off the selected method's price
  /// (``DiscountTables/shippingDiscount(_:shippingAmount:serviceID:)``,
  /// where its rule is), for the service named `service` in
  /// `services.csv` (`shop-collection`, not the pickup method
  /// `shop-collection/the-lanes`); a name the tables do not list is covered
  /// only by a grant for every service.
  ///
  /// ```swift
  /// let off = book.shippingDiscount(result.freeShipping, shippingAmount: method.amount, service: "ups-ground")
  /// ```
  package func shippingDiscount(_ grant: FreeShippingGrant?, shippingAmount: Amount, service: String?)
    -> Amount
  {
    // Resolved here, at the edge, as the loader resolves the grant's names.
    shippingDiscount(grant, shippingAmount: shippingAmount, serviceID: service.flatMap(shipping.serviceID(named:)))
  }

  /// The tax on a quote: the tax stage
  /// (``TaxTables/tax(for:categories:in:dependsOnFullPostcode:)``, where
  /// its rule is), at the jurisdiction of the sale
  /// (``taxJurisdiction(forSaleTo:)``) on the request's day, on lines whose
  /// categories are looked up here.
  ///
  /// ```swift
  /// let tax = try book.tax(for: TaxRequest(
  ///   destination: destination, lines: discounts.discountedLines, shipping: shippingAfterDiscount))
  /// tax.total        // the tax line of the sheet
  /// tax.amountToAdd  // zero when prices include tax
  /// ```
  ///
  /// - Throws: ``QuoteError`` for a negative amount, an amount not in
  ///   the merchant's currency, a result too large for an ``Amount``, or
  ///   no `asOf` when the jurisdiction's rates are dated.
  /// - Complexity: O(*n* log *n*) for *n* lines.
  package func tax(for request: TaxRequest) throws(QuoteError) -> TaxResult {
    let exponent = merchant.currency.minorUnits
    do throws(QuoteFailure) {
      for index in request.lines.indices {
        try QuoteFailure.check(
          request.lines[index].amount, exponent: exponent, what: "line amount", at: .line(index, field: nil))
      }
      let place = taxJurisdiction(forSaleTo: request.destination)
      var jurisdiction = place?.jurisdiction
      if let dated = jurisdiction, dated.periods != nil {
        // Rates that change on a date: without a day, no rate can be chosen.
        guard let asOf = request.asOf, let day = shipping.localTime(at: asOf)?.dayNumber else {
          throw QuoteFailure.invalidRequest(
            .path("asOf"), "the rates of '\(dated.id)' change on dates; the request needs a day (asOf) in 2000 to 2099")
        }
        jurisdiction = dated.onDay(day)
      }
      return try tax(
        for: request, categories: request.lines.map { categories.id(of: $0.category) }, in: jurisdiction,
        dependsOnFullPostcode: place?.dependsOnFullPostcode ?? false)
    } catch {
      throw QuoteError(error)
    }
  }

  /// ``paymentAdjustment(for:merchandise:destination:)`` with its failure
  /// reported as the ``QuoteError`` a quote answers, for the sibling
  /// targets that compose the stages themselves (the tests' pipeline).
  package func quotedPaymentAdjustment(
    for method: PaymentMethod?, merchandise: Amount, destination: Destination?
  ) throws(QuoteError) -> PaymentAdjustment? {
    do {
      return try paymentAdjustment(for: method, merchandise: merchandise, destination: destination)
    } catch {
      throw QuoteError(error)
    }
  }
}
