/// Prices payment-sheet events from a merchant's rate book.
///
/// The engine is an immutable value around a ``RateBook``; share one across
/// threads and call it from any of them. Each call runs the stages of
/// <doc:HowAQuoteRuns> in that order:
///
/// 1. **Destination**: the contact becomes a `Destination` (an unusable one
///    is a `shippingContactInvalid` error naming the field);
/// 2. **Discounts**: merchandise discounts and coupons
///    (`RateBook.discounts(for:)`);
/// 3. **Shipping**: shipping methods for the destination, priced on the
///    discounted subtotal, in the sheet's shipping type; the selected one
///    first;
/// 4. **Free shipping**: a free-shipping discount on the selected method;
/// 5. **Tax**: on the discounted lines and the shipping after its discount,
///    none charged when the buyer claims an exemption (``TaxExemption``);
/// 6. **Card adjustment**: the payment-method adjustment, after tax;
/// 7. **Summary**: the summary items in Apple's order and the total, their
///    exact sum.
///
/// A line paid later (``CartLine/paymentTiming``) goes through the stages
/// at what it charges now; its later charges are priced after tax, where
/// the quote is taxed, as ``Quote/laterPayments`` (<doc:JSONContract>,
/// "Payments later").
///
/// The destination, discounts and shipping stages do not depend on the
/// shipping method or the card. A ``QuoteSession`` keeps what they found,
/// so a server that holds one per open sheet answers a method or card
/// change by running the last four stages alone; the quote is the same as
/// pricing the whole request again.
///
/// ```swift
/// let engine = PricingEngine(
///   book: try RateBook.load(directory: "RateTables/us-outfitters"))
/// var request = QuoteRequest(event: .initial, asOf: now, cart: cart)
/// let first = engine.quote(request)
/// let afterContact = engine.shippingContactSelected(contact, in: request)
///
/// // Or keep one session per sheet.
/// var session = engine.session(for: request)
/// session.selectShippingMethod("ups-ground")
/// let afterMethod = engine.quote(session)
/// ```
public struct PricingEngine: Sendable {
  /// The merchant's tables.
  public let book: RateBook

  /// Creates an engine for a rate book.
  public init(book: RateBook) { self.book = book }

  // MARK: - Sheet events

  /// The quote before the sheet opens.
  public func initialQuote(for request: QuoteRequest) -> Quote {
    var request = request
    request.event = .initial
    return quote(request)
  }

  /// The shopper picked or edited the shipping contact.
  public func shippingContactSelected(_ contact: ContactFields, in request: QuoteRequest) -> Quote {
    var request = request
    request.event = .shippingContactSelected
    request.shippingContact = contact
    return quote(request)
  }

  /// The shopper picked a shipping method.
  public func shippingMethodSelected(_ identifier: String, in request: QuoteRequest) -> Quote {
    var request = request
    request.event = .shippingMethodSelected
    request.shippingMethod = identifier
    return quote(request)
  }

  /// The shopper picked a card.
  public func paymentMethodSelected(_ method: PaymentMethod, in request: QuoteRequest) -> Quote {
    var request = request
    request.event = .paymentMethodSelected
    request.paymentMethod = method
    return quote(request)
  }

  /// The shopper entered or cleared a coupon code.
  public func couponCodeChanged(_ code: String?, in request: QuoteRequest) -> Quote {
    var request = request
    request.event = .couponCodeChanged
    request.couponCode = code
    return quote(request)
  }

  // MARK: - The pipeline

  /// Prices a request. Never throws: every problem is an error in the quote,
  /// and whatever can still be priced is.
  public func quote(_ request: QuoteRequest) -> Quote { quote(request, explaining: false) }

  /// Prices a request, the shipping stage recording its steps when
  /// `explaining`: the one pricing of a request, with no session kept.
  func quote(_ request: borrowing QuoteRequest, explaining: Bool) -> Quote {
    do {
      return try finish(request, try prepare(request, explaining: explaining))
    } catch {
      return failed(copy request, error)
    }
  }

  /// Works out the stages a shipping method or card does not change (1 to 3,
  /// and the tax jurisdiction), for ``quote(_:)-(QuoteSession)`` to finish
  /// now and again after each choice. See ``QuoteSession``.
  public func session(for request: QuoteRequest) -> QuoteSession {
    let stages: Result<QuoteSession.Stages, QuoteError>
    do {
      stages = .success(try prepare(request, explaining: false))
    } catch {
      stages = .failure(error)
    }
    return QuoteSession(request: request, book: book, stages: stages)
  }

  /// Prices a session's request with its latest shipping method and card.
  /// Never throws, like ``quote(_:)-(QuoteRequest)``, and gives the same quote.
  public func quote(_ session: QuoteSession) -> Quote {
    // A session another book prepared says nothing about this one.
    guard session.book.isSameBook(as: book) else { return quote(session.request) }
    do {
      return try finish(session.request, try session.stages.get())
    } catch {
      return failed(session.request, error)
    }
  }

  /// The destination, discounts and shipping stages: what a method or card
  /// choice does not change.
  private func prepare(_ request: borrowing QuoteRequest, explaining: Bool) throws(QuoteError) -> QuoteSession.Stages {
    // The request's fields in the contract's order, so the first wrong one is named.
    guard QuoteLimits.asOf.contains(request.asOf) else {
      throw QuoteError(
        .unknown, "asOf \(request.asOf) is outside 2000 to 2099, the years the engine's calendar covers",
        path: "asOf")
    }
    let currency = book.merchant.currency
    if let code = request.currency, code != currency.code {
      // ISO 4217 codes are three upper-case letters; `usd` is most likely
      // typed by hand, and is refused rather than guessed at, as in the
      // manifest.
      if Currency.normalizedCode(code) == currency.code {
        throw QuoteError(
          .unknown, "'\(code)' is not an ISO 4217 code: codes are upper case; send '\(currency.code)'", path: "currency"
        )
      }
      throw QuoteError(.unknown, "\(book.merchant.name) prices in \(currency.code), not '\(code)'", path: "currency")
    }
    // Nothing to price: shipping and tax on an empty cart would be a sheet
    // the shopper cannot pay for.
    guard !request.cart.lines.isEmpty else {
      throw QuoteError(.unknown, "the cart is empty; a quote needs at least one line", path: "lines")
    }
    var errors: [QuoteError] = []

    var destination: Destination?
    if let contact = request.shippingContact {
      do throws(ContactError) {
        let place = try Destination(contact: contact)
        // Where the merchant's zones or taxes for the country go by
        // postcode, an address without one would be priced by its state or
        // country alone: tax under-collected, a zone guessed.
        guard place.postcode != nil || !book.postcodeCountries.contains(place.country) else {
          throw ContactError(
            .shippingContactInvalid, field: .postalCode, PostcodeGrammar.message(for: place.country))
        }
        destination = place
      } catch {
        errors.append(QuoteError(error))
      }
    }

    // A line paid later adds to this quote only what it charges now
    // (PaymentSchedule); the rest of the pipeline prices that cart.
    var schedule: PaymentSchedule?
    if request.cart.lines.contains(where: { !$0.paymentTiming.isImmediate }) {
      guard let today = book.shipping.localTime(at: request.asOf).flatMap({ CalendarDate(dayNumber: $0.dayNumber) })
      else { throw QuoteError(.unknown, "asOf \(request.asOf) has no day in the merchant's calendar", path: "asOf") }
      schedule = try PaymentSchedule(cart: request.cart, today: today, merchant: book.merchant)
    }

    // The cart is checked once; every later stage trusts it.
    let lines = schedule?.chargedNow ?? request.cart
    let cart = try stage(lines, at: "lines") { () throws(PricingStageError) in
      try CheckedCart(checking: lines, in: book)
    }
    let (couponCode, asOf, shippingType) = (request.couponCode, request.asOf, request.shippingType)
    // For a line paid later, the discounts that lower its later charges too.
    var laterChargeDiscounts: [Coupon]? = schedule == nil ? nil : []
    let discounts = try stage(lines, at: "lines") { () throws(PricingStageError) in
      try book.discounts(for: cart, couponCode: couponCode, asOf: asOf, laterChargeDiscounts: &laterChargeDiscounts)
    }
    schedule?.discounts = laterChargeDiscounts ?? []
    errors += discounts.errors.map {
      QuoteError($0.code == .couponCodeExpired ? .couponCodeExpired : .couponCodeInvalid, $0.message)
    }

    var shipping: ShippingResult?
    var methods: [ShippingOption] = []
    var methodsAreAllOptions = false
    if let destination {
      do {
        // No method selected here: the selection is applied when the quote
        // is finished, so a session serves every later choice.
        let result = try book.shippingOptions(
          for: ShippingRequest(
            cart: lines, destination: destination, subtotalBeforeDiscounts: discounts.subtotal,
            subtotalAfterDiscounts: discounts.merchandise, asOf: request.asOf, explain: explaining),
          cart: cart)
        shipping = result
        // The sheet asked for one kind of method (shipping, delivery, store
        // or service pickup); the policy's order is kept.
        // By position: an option still holds its identifier and label, so
        // copying one out retains its strings.
        methodsAreAllOptions = result.options.indices.allSatisfy { result.options[$0].type == shippingType }
        methods = methodsAreAllOptions ? result.options : result.options.filter { $0.type == shippingType }
        if methods.isEmpty {
          errors.append(
            QuoteError(
              .addressUnserviceable,
              "\(Self.noun(for: shippingType)) is not available to this address."))
        }
      } catch {
        guard error.code == .addressUnserviceable else {
          // The cart's weight or volume, summed over its lines, left the range.
          throw error.code == .overflow
            ? QuoteError(.unknown, "\(Self.outOfRange): \(error.message)", path: "lines")
            : QuoteError(.unknown, error.message)
        }
        errors.append(QuoteError(.addressUnserviceable, error.message))
        // No options, but each service's reason, for the breakdown and
        // `explain`.
        shipping = ShippingResult(zone: error.zone, options: [], explanations: error.explanations)
      }
    }
    return QuoteSession.Stages(
      errors: errors, cart: cart, destination: destination, discounts: discounts, shipping: shipping, methods: methods,
      methodsAreAllOptions: methodsAreAllOptions, taxPlace: destination.flatMap { book.taxJurisdiction(forSaleTo: $0) },
      schedule: schedule)
  }

  /// The free-shipping, tax, card-adjustment and summary stages, for the
  /// request's shipping method and card.
  private func finish(_ request: borrowing QuoteRequest, _ stages: QuoteSession.Stages) throws(QuoteError) -> Quote {
    let exponent = book.merchant.currency.minorUnits
    let zero = Amount.zero(exponent: exponent)
    let chosenMethod = request.shippingMethod
    let card = request.paymentMethod
    let methods = stages.methods.selecting(chosenMethod)
    // The selected method is the first.
    let hasMethod = !methods.isEmpty
    let shippingAmount = hasMethod ? methods[0].amount : zero
    let shippingDiscount = book.shippingDiscount(
      stages.discounts.freeShipping, shippingAmount: shippingAmount, serviceID: hasMethod ? methods[0].service : nil)

    // A store pickup is taxed where the store is (TaxAddress.store), every
    // other method where the stages found the jurisdiction.
    var taxJurisdiction = stages.taxJurisdiction
    var taxDependsOnFullPostcode = stages.taxDependsOnFullPostcode
    var taxAddress = stages.taxAddress
    if hasMethod && methods[0].type == .storePickup {
      if let store = methods[0].store {
        taxJurisdiction = book.taxJurisdiction(for: store.place)?.jurisdiction
        taxDependsOnFullPostcode = false
        taxAddress = .store
      }
    }

    // No method reaches the address: the sheet cannot ship, so shipping is
    // unknown and so is tax looked up at the address (Apple's
    // PKPaymentSummaryItem: pending until known). Tax at the merchant's
    // origin does not depend on the address.
    let unserviceable = stages.destination != nil && !hasMethod
    // A flag, not an optional copy of the destination: a copy retains its strings.
    let taxIsPending = unserviceable && taxAddress != .origin

    // Tax needs an address; without one (before the contact, or when it is
    // unusable, or no method reaches it) the sheet shows it as pending.
    var tax: TaxResult?
    if !taxIsPending, let destination = stages.destination {
      let taxedShipping = try money(at: "shippingMethod") { () throws(MoneyError) in
        try shippingAmount.subtracting(shippingDiscount)
      }
      tax = try stage(request.cart, at: "lines") { () throws(PricingStageError) in
        try book.tax(
          for: TaxRequest(
            destination: destination, lines: stages.discounts.discountedLines,
            shipping: hasMethod ? taxedShipping : nil),
          categories: stages.cart.categories, in: taxJurisdiction, dependsOnFullPostcode: taxDependsOnFullPostcode)
      }
    }

    let adjustment = try stage(request.cart, at: "paymentMethod") { () throws(PricingStageError) in
      try book.paymentAdjustment(
        for: card, merchandise: stages.discounts.merchandise, destination: stages.destination)
    }

    var laterPayments: [Quote.LaterPayment] = []
    if let schedule = stages.schedule {
      laterPayments = try self.laterPayments(
        schedule, of: stages.cart, to: taxIsPending ? nil : stages.destination, in: taxJurisdiction,
        dependsOnFullPostcode: taxDependsOnFullPostcode, exempt: request.taxExemption != nil)
    }

    // In one allocation: the subtotal, the discounts, free shipping,
    // shipping, tax and the card's adjustment at most.
    var items: [SummaryItem] = []
    items.reserveCapacity(stages.discounts.items.count + 5)
    items.append(SummaryItem(label: "Subtotal", amount: stages.discounts.subtotal))
    for item in stages.discounts.items {
      items.append(
        SummaryItem(
          label: item.label, amount: try money(at: "couponCode") { () throws(MoneyError) in try item.amount.negated() })
      )
    }
    if shippingDiscount.minorUnits > 0, let grant = stages.discounts.freeShipping {
      items.append(
        SummaryItem(
          label: grant.label,
          amount: try money(at: "couponCode") { () throws(MoneyError) in try shippingDiscount.negated() }))
    }
    if hasMethod {
      items.append(SummaryItem(label: methods[0].label, amount: shippingAmount))
    } else if stages.destination == nil || unserviceable {
      items.append(SummaryItem(label: "Shipping", amount: zero, type: .pending))
    }
    var exemptedTax: Amount?
    if let exemption = request.taxExemption {
      // No tax is charged (TaxExemption): exclusive prices show a tax of 0;
      // inclusive prices drop by the tax they contain.
      if let tax { exemptedTax = tax.total }
      if !book.merchant.pricesIncludeTax {
        items.append(SummaryItem(label: "Tax", amount: zero))
      } else if let tax {
        if tax.total.minorUnits > 0 {
          items.append(
            SummaryItem(
              label: exemption.label,
              amount: try money(at: "taxExemption") { () throws(MoneyError) in try tax.total.negated() }))
        }
      } else {
        items.append(SummaryItem(label: exemption.label, amount: zero, type: .pending))
      }
    } else if !book.merchant.pricesIncludeTax {
      if let tax {
        items.append(SummaryItem(label: "Tax", amount: tax.total))
      } else {
        items.append(SummaryItem(label: "Tax", amount: zero, type: .pending))
      }
    }
    if let adjustment {
      items.append(SummaryItem(label: adjustment.label, amount: adjustment.amount))
    }
    let total = try money(at: "lines") { () throws(MoneyError) in
      try Amount.sum(items.lazy.map { $0.amount }, exponent: exponent)
    }
    guard !total.isNegative else {
      throw QuoteError(.unknown, "the total \(total) is negative; the discounts exceed what they apply to")
    }
    // A sheet lists at most 1,024 items (Chromium's kMaxListSize): only a
    // merchant with a thousand discounts applying at once reaches it.
    guard items.count <= QuoteLimits.sheetItems else {
      throw QuoteError(
        .unknown, "the quote has \(items.count) summary items; a payment sheet lists at most \(QuoteLimits.sheetItems)",
        path: "lines")
    }
    // A sheet refuses a larger total with an error in the page.
    guard total.minorUnits <= QuoteLimits.sheetTotalMajorUnits * Int64.powerOfTen(exponent) else {
      throw QuoteError(
        .unknown,
        "the total \(total) is above \(QuoteLimits.sheetTotalMajorUnits), the largest a payment sheet accepts",
        path: "lines")
    }
    // The total is known only when every amount in it is (Apple's
    // PKPaymentSummaryItem: a pending total shows "Amount pending").
    let totalType: SummaryItem.ItemType = items.contains { $0.type == .pending } ? .pending : .final
    return Quote(
      event: request.event, errors: stages.errors, currency: book.merchant.currency,
      shippingType: request.shippingType, shippingMethods: methods, lineItems: items,
      total: SummaryItem(label: book.merchant.name, amount: total, type: totalType), laterPayments: laterPayments,
      breakdown: QuoteBreakdown(
        destination: stages.destination,
        // The breakdown's options in the sheet's order: the same array as
        // the methods when no method was of another type.
        shipping: stages.shipping.map { result in
          stages.methodsAreAllOptions
            ? ShippingResult(zone: result.zone, options: methods, explanations: result.explanations)
            : result.selecting(chosenMethod)
        },
        discounts: stages.discounts,
        shippingDiscount: shippingDiscount,
        tax: tax, taxAddress: taxAddress, paymentAdjustment: adjustment, taxExemption: request.taxExemption,
        exemptedTax: exemptedTax))
  }

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
          type: type, adjustment: SummaryItem(label: adjustment.label, amount: adjustment.amount),
          total: SummaryItem(
            label: total.label, amount: Amount(uncheckedMinorUnits: cardTotal, exponent: exponent), type: total.type)))
    }
    return result
  }

  /// A quote that could not be priced at all: the error, and no total,
  /// items or methods, so that nothing reaches a sheet.
  private func failed(_ request: QuoteRequest, _ error: QuoteError) -> Quote {
    Quote(
      event: request.event, errors: [error], currency: book.merchant.currency, shippingType: request.shippingType,
      shippingMethods: [], lineItems: [], total: nil, laterPayments: [],
      breakdown: QuoteBreakdown(
        destination: nil, shipping: nil, discounts: nil,
        shippingDiscount: .zero(exponent: book.merchant.currency.minorUnits), tax: nil, taxAddress: .destination,
        paymentAdjustment: nil, taxExemption: request.taxExemption, exemptedTax: nil))
  }

  /// The start of the message of every error for an amount, weight or sum
  /// that left the representable range; its path names the field it arose
  /// from (`lines[3].quantity`), or `lines` for a sum over the cart.
  static let outOfRange = "amountOutOfRange"

  /// Runs a stage, turning its error into one naming the JSON path: the
  /// line (by index in the request) and field it is about, or `path` for an
  /// overflow of the stage as a whole.
  func stage<T>(
    _ cart: borrowing Cart, at path: String, _ body: () throws(PricingStageError) -> T
  ) throws(QuoteError) -> T {
    do {
      return try body()
    } catch {
      var linePath: String?
      if let id = error.lineID {
        linePath =
          cart.lines.firstIndex { $0.id == id }
          .map { "lines[\($0)]\(error.lineField.map { ".\($0)" } ?? "")" } ?? "lines[id=\(id)]"
      }
      guard error.code == .overflow else { throw QuoteError(.unknown, error.message, path: linePath) }
      throw QuoteError(.unknown, "\(Self.outOfRange): \(error.message)", path: linePath ?? path)
    }
  }

  /// Runs money arithmetic, turning an overflow into an error at `path`.
  func money<T>(at path: String, _ body: () throws(MoneyError) -> T) throws(QuoteError) -> T {
    do {
      return try body()
    } catch {
      throw QuoteError(.unknown, "\(Self.outOfRange): \(error.message)", path: path)
    }
  }

  private static func noun(for type: ShippingType) -> String {
    switch type {
    case .shipping: "Shipping"
    case .delivery: "Delivery"
    case .storePickup: "Store pickup"
    case .servicePickup: "Pickup"
    }
  }
}
