extension PricingEngine {
  /// Stages 1 to 3 of <doc:HowAQuoteRuns>, destination, discounts and
  /// shipping, and the tax jurisdiction: what a method or card choice does
  /// not change, kept by a ``QuoteSession``.
  ///
  /// A contact that cannot be used, a coupon that does not apply and an
  /// address no method reaches are collected in the stages' errors, and the
  /// rest is priced.
  ///
  /// - Throws: the first ``QuoteFailure`` that stops the quote before any
  ///   price: a wrong request field, a wrong cart line, an amount out of
  ///   range.
  func stageResults(for request: borrowing QuoteRequest, explaining: Bool) throws(QuoteFailure)
    -> QuoteSession.StageResults
  {
    try checkFields(of: request)
    var errors: [QuoteFailure] = []

    // 1. Destination.
    var destination: Destination?
    if let contact = request.shippingContact {
      do throws(QuoteFailure) {
        let place = try Destination(checking: contact)
        // Where the merchant's zones or taxes for the country go by
        // postcode, an address without one would be priced by its state or
        // country alone: tax under-collected, a zone guessed. Where they go
        // by region, an address with neither a region nor the postcode that
        // gives it would be priced as the country alone: a Canadian address
        // without its province pays no provincial tax. The postcode is
        // asked for, as in the US: every sheet sends it (a redacted one
        // before authorization), and it gives the region.
        guard
          place.postcode != nil
            || !(book.postcodeCountries.contains(place.country)
              || (place.region == nil && book.regionCountries.contains(place.country)))
        else {
          throw .contact(.missingPostcode(SharedPostcodes.grammarCountry(of: place.country)))
        }
        destination = place
      } catch {
        errors.append(error)
      }
    }

    // A line paid later adds to this quote only what it charges now
    // (ChargePlan); the rest of the pipeline prices that cart.
    var charges = try chargePlan(of: request)

    // The cart is checked once; every later stage trusts it.
    let lines = charges?.chargedNow ?? request.cart
    let cart = try locatingFailure(at: "lines") { () throws(QuoteFailure) in try CheckedCart(checking: lines, in: book)
    }

    // 2. Discounts.
    let (couponCode, asOf) = (request.couponCode, request.asOf)
    // For a line paid later, the discounts that lower its later charges too.
    var laterChargeDiscounts: [Coupon]? = charges == nil ? nil : []
    var discounts = try locatingFailure(at: "lines") { () throws(QuoteFailure) in
      try book.discounts(for: cart, couponCode: couponCode, asOf: asOf, laterChargeDiscounts: &laterChargeDiscounts)
    }
    // The merchant's labels in the request's language (labels.csv), only
    // when there are any: a book without them moves the result untouched.
    if labels != nil { discounts = relabelled(discounts) }
    charges?.discounts = laterChargeDiscounts ?? []
    errors += discounts.errors

    let stages = try placeStages(
      of: request, at: destination, lines: lines, cart: cart, discounts: discounts, errors: errors, charges: charges,
      explaining: explaining)
    // A redacted postcode with finer rules under it (RateTables/README.md,
    // "Redacted places"): the stages again at each candidate. The flags are
    // what the stages found anyway, so a quote without finer rules pays
    // for nothing more.
    guard
      stages.shipping?.zone?.dependsOnFullPostcode == true || stages.taxDependsOnFullPostcode
        || book.paymentAreaDependsOnFullPostcode(stages.destination)
    else { return stages }
    return try withCandidates(stages, of: request, explaining: explaining)
  }

  /// `stages` again with the stages at each candidate of their redacted
  /// destination (``RateBook/candidatePlaces(in:)``), or `stages` when it
  /// has none. Read from `stages`, so the common path hands its values on
  /// without keeping copies for this one.
  private func withCandidates(
    _ stages: QuoteSession.StageResults, of request: borrowing QuoteRequest, explaining: Bool
  ) throws(QuoteFailure) -> QuoteSession.StageResults {
    guard let destination = stages.destination else { return stages }
    let lines = stages.charges?.chargedNow ?? request.cart
    // The errors before shipping: the candidates' own are never shown.
    let errors = stages.errors.filter { if case .unserviceable = $0 { false } else { true } }
    let candidates = try book.candidatePlaces(in: destination).map { (place) throws(QuoteFailure) in
      try placeStages(
        of: request, at: place, lines: lines, cart: stages.cart, discounts: stages.discounts, errors: errors,
        charges: stages.charges, explaining: explaining)
    }
    guard !candidates.isEmpty else { return stages }
    // The place's own stages again, holding the candidates: rare enough
    // that pricing them twice costs less than a copy of every stage's field.
    return try placeStages(
      of: request, at: destination, lines: lines, cart: stages.cart, discounts: stages.discounts, errors: errors,
      charges: stages.charges, explaining: explaining, candidates: candidates)
  }

  /// Stage 3, shipping, and the tax jurisdiction at `destination`: the
  /// stages that depend on the place. Inlined: every quote runs it once,
  /// and a call would copy the discounts and the cart into it.
  @inline(__always)
  private func placeStages(
    of request: borrowing QuoteRequest, at destination: Destination?, lines: Cart, cart: consuming CheckedCart,
    discounts: consuming DiscountResult, errors: consuming [QuoteFailure], charges: consuming ChargePlan?,
    explaining: Bool, candidates: [QuoteSession.StageResults] = []
  ) throws(QuoteFailure) -> QuoteSession.StageResults {
    var errors = errors
    let shippingType = request.shippingType
    // 3. Shipping.
    var shipping: ShippingResult?
    var methods: [ShippingMethod] = []
    var methodsAreAllOptions = false
    if let destination {
      do throws(QuoteFailure) {
        // No method selected here: the selection is applied when the quote
        // is finished, so a session serves every later choice.
        var result = try book.shippingOptions(
          for: ShippingRequest(
            // The merchandise subtotals: a gift card sold buys no shipping.
            cart: lines, destination: destination, subtotalBeforeDiscounts: cart.merchandise(of: discounts.subtotal),
            subtotalAfterDiscounts: cart.merchandise(of: discounts.merchandise), asOf: request.asOf,
            explain: explaining),
          cart: cart)
        if labels != nil { result = relabelled(result) }
        // No DDP method while a line lacks the classification the
        // destination needs, under `unclassifiedLines: refuse`
        // (RateTables/README.md, "Landed cost").
        // The country first: a domestic quote makes no call.
        var refusal: Unserviceable?
        if destination.country != book.merchant.origin.country,
          let refused = book.refusingDutyPaid(result, of: cart, to: destination, shippingType: shippingType)
        {
          (result, refusal) = refused
        }
        shipping = result
        // The sheet asked for one kind of method (shipping, delivery, store
        // or service pickup); the policy's order is kept.
        // By position: an option still holds its identifier and label, so
        // copying one out retains its strings.
        methodsAreAllOptions = result.options.indices.allSatisfy { result.options[$0].type == shippingType }
        methods = methodsAreAllOptions ? result.options : result.options.filter { $0.type == shippingType }
        if methods.isEmpty {
          errors.append(.unserviceable(refusal ?? .noMethod(shippingType), zone: result.zone, explanations: []))
        }
      } catch {
        // The cart's weight or volume, summed over its lines, left the range.
        guard case .unserviceable(_, let zone, let explanations) = error else { throw error.located(at: "lines") }
        errors.append(labels == nil ? error : relabelled(error))
        // No options, but each service's reason, for the breakdown and
        // `explain`.
        shipping = ShippingResult(zone: zone, options: [], explanations: explanations)
      }
    }
    return QuoteSession.StageResults(
      errors: errors, cart: cart, destination: destination, discounts: discounts, shipping: shipping, methods: methods,
      methodsAreAllOptions: methodsAreAllOptions, taxPlace: destination.flatMap { book.taxJurisdiction(forSaleTo: $0) },
      charges: charges, candidates: candidates)
  }
}
