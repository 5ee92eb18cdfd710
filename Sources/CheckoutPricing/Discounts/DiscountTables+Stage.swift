extension DiscountTables {
  /// Applies the merchant's automatic discounts and the shopper's coupon to a
  /// cart: the discount stage of a quote, after the destination stage.
  ///
  /// The stages after it use what it gives (their names and order are
  /// those of the engine's "How a quote runs" article, and the figures'
  /// order is `RateTables/README.md`, "Order of operations"): the shipping
  /// stage prices methods on ``DiscountResult/merchandise``; the free
  /// shipping stage takes ``shippingDiscount(_:shippingAmount:serviceID:)``
  /// off the selected method; the tax stage taxes
  /// ``DiscountResult/discountedLines`` and the shipping after its
  /// discount; the card adjustment stage applies
  /// ``PaymentTables/paymentAdjustment(for:merchandise:destination:)`` to the merchandise;
  /// and the summary stage adds subtotal − discounts + shipping − shipping
  /// discount + ``TaxResult/amountToAdd`` + the adjustment's amount. Each
  /// figure is rounded once, where it is made, so the items add up to the
  /// total.
  ///
  /// The discount rule, also in `RateTables/README.md`:
  ///
  /// 1. **Choose.** Automatic discounts (rows of `coupons.csv` without a
  ///    code) are considered in file order, then the code the shopper typed.
  ///    A discount applies when `asOf` falls inside its validity days (in the
  ///    merchant's time zone), the merchandise subtotal before discounts
  ///    reaches its minimum, at least one line is eligible (its category or
  ///    id is listed, or the discount lists neither), a buy-N-get-M offer has
  ///    N + M eligible units, and it combines with what is already chosen: a
  ///    discount that is not combinable is never chosen with another, and
  ///    only one free-shipping discount is chosen. An automatic discount that
  ///    does not apply is skipped silently; a code that does not apply gives
  ///    a coupon error (``QuoteError/Reason/coupon(_:)``) and the quote is priced without it.
  /// 2. **Apply line discounts, then order discounts**, kind by kind in the
  ///    order of ``Coupon/Kind/applicationOrder`` (automatic discounts before
  ///    the coupon within a kind): buy-N-get-M (the cheapest eligible units,
  ///    ties by line id), percentage off each line, fixed off each unit,
  ///    fixed off each line, percentage off the order, fixed off the order.
  ///    Each discount is taken from what the earlier ones left, so
  ///    percentages stack on the already-discounted base. A percentage is
  ///    rounded once, in the merchant's rounding mode: per line for line
  ///    discounts, on the eligible subtotal for order discounts.
  /// 3. **Cap.** A line discount never exceeds what is left of its line; an
  ///    order discount never exceeds what is left of the eligible lines. No
  ///    amount goes negative.
  /// 4. **Allocate.** An order discount is split across the eligible lines in
  ///    proportion to what is left of each, by largest remainder with ties
  ///    to the larger line, then the smaller id
  ///    (``Amount/allocated(proportionalTo:tieBreakKeys:)``), so each line's
  ///    taxable amount is exact and the result does not depend on line order.
  /// 5. **Free shipping** is not taken here: the result carries the grant,
  ///    and ``shippingDiscount(_:shippingAmount:serviceID:)`` applies it to the
  ///    selected method.
  ///
  /// Prices are taken as the merchant writes them: exclusive of tax, or
  /// inclusive when ``Merchant/pricesIncludeTax`` (then the discounts are
  /// inclusive amounts too, and tax is extracted from what is left).
  ///
  /// ```swift
  /// let book = try RateBook.load(from: .directory("RateTables/us-outfitters"))
  /// let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: " save10 ", asOf: now))
  /// result.items.first?.label           // "10% off your order"
  /// result.discountedLines.map(\.amount) // what tax is computed on
  /// ```
  ///
  /// With `laterChargeDiscounts`, which is then empty, it also gives the
  /// chosen discounts whose percentage lowers later charges
  /// (``Coupon/lowersLaterCharges``), in the order they applied: for a
  /// cart with a line paid later.
  ///
  /// - Throws: ``QuoteFailure`` for amounts too large for an ``Amount``.
  /// - Complexity: O(*n* log *n*) for *n* lines per discount applied.
  func discounts(
    for cart: CheckedCart, couponCode: String?, asOf: Date, laterChargeDiscounts: inout [Coupon]?
  ) throws(QuoteFailure) -> DiscountResult {
    var worksheet = DiscountWorksheet(
      cart: cart, exponent: exponent, mode: roundingMode, asOf: asOf, sharesExactly: sharesExactly)
    for coupon in automatic where worksheet.ineligibility(of: coupon) == nil {
      if worksheet.conflict(of: coupon) == nil { worksheet.choose(coupon) }
    }
    var errors: [QuoteFailure] = []
    var appliedCode: String?
    if let entered = couponCode?.trimmingWhitespace, !entered.isEmpty {
      if let coupon = coupons[Coupon.matchingKey(entered)] {
        if let reason = worksheet.ineligibility(of: coupon) ?? worksheet.conflict(of: coupon) {
          errors.append(.coupon(worksheet.problem(for: reason, coupon)))
        } else {
          worksheet.choose(coupon)
          appliedCode = coupon.code
        }
      } else {
        errors.append(.coupon(CouponProblem(name: entered, detail: .unknown)))
      }
    }

    do {
      let items = try worksheet.apply()
      var discounted: [LineAmount] = []
      discounted.reserveCapacity(cart.lines.count)
      // By position, reading the fields: a whole line copied out of the
      // array would copy its payment timing too.
      let exact = worksheet.exactNumerators
      for index in cart.lines.indices {
        discounted.append(
          LineAmount(
            id: cart.lines[index].id, category: cart.lines[index].category,
            amount: Amount(uncheckedMinorUnits: worksheet.remaining[index], exponent: exponent),
            quantity: cart.lines[index].quantity, listedUnitPrice: cart.lines[index].unitPrice.minorUnits,
            exactNumerator: exact.isEmpty ? nil : exact[index], exactDenominator: worksheet.exactDenominator))
      }
      if laterChargeDiscounts != nil {
        // In the order they applied: by kind, in the order chosen within one.
        laterChargeDiscounts = Coupon.Kind.applicationOrder.flatMap { kind in
          worksheet.chosen.filter { $0.kind == kind && $0.lowersLaterCharges }
        }
      }
      return DiscountResult(
        subtotal: Amount(uncheckedMinorUnits: cart.subtotal, exponent: exponent), discountedLines: discounted,
        merchandise: Amount(uncheckedMinorUnits: worksheet.remaining.reduce(0, +), exponent: exponent),
        items: items, freeShipping: worksheet.freeShipping, appliedCouponCode: appliedCode, errors: errors)
    } catch {
      throw QuoteFailure(error)
    }
  }

  /// What a free-shipping grant takes off the selected method's price: the
  /// whole price, or the grant's cap if lower, when the grant covers the
  /// method's service; otherwise zero. Never more than the price, never
  /// negative.
  ///
  /// Tax on shipping is then computed on `shippingAmount` minus this
  /// (Magento 2 #21456 taxed the undiscounted shipping).
  ///
  /// ```swift
  /// let off = book.shippingDiscount(result.freeShipping, shippingAmount: method.amount, service: "ups-ground")
  /// ```
  ///
  /// - Parameters:
  ///   - grant: from ``DiscountResult/freeShipping``; `nil` gives zero.
  ///   - shippingAmount: the selected method's price, in the merchant's
  ///     currency.
  ///   - serviceID: the id of the method's service
  ///     (``ShippingMethod/service``); `nil`, for a name the tables do not
  ///     list, is covered only by a grant for every service.
  static func shippingDiscount(_ grant: FreeShippingGrant?, shippingAmount: Amount, serviceID: ServiceID?) -> Amount {
    let zero = Amount.zero(exponent: shippingAmount.exponent)
    guard let grant, grant.covers(serviceID), shippingAmount.minorUnits > 0 else { return zero }
    guard let cap = grant.cap, cap.exponent == shippingAmount.exponent else {
      // A cap in another exponent cannot come from this merchant's tables.
      return grant.cap == nil ? shippingAmount : zero
    }
    return cap.minorUnits < shippingAmount.minorUnits
      ? Amount(uncheckedMinorUnits: max(0, cap.minorUnits), exponent: cap.exponent) : shippingAmount
  }
}
