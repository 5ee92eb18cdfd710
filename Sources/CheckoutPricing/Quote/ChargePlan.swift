/// The lines of a cart that are not paid now in full, checked against the
/// day of the request: what each is charged now, and what it charges later.
///
/// The rule (the JSON contract article, "Payments later"), after Apple's `ApplePayLineItem`
/// and its `paymentTiming`:
///
/// - **Charged now.** A recurring line's first charge when it falls on the
///   day of `asOf` in the merchant's time zone (the trial price during a
///   trial, else the price), else nothing; a deferred line nothing; an
///   automatic reload its price, the first load. The rest of the quote
///   (discounts, shipping, tax, the card's adjustment) is priced on the
///   cart at these prices.
/// - **Charged later.** A recurring line's regular billing (from the trial's
///   end, when it has one) and its trial; a deferred line's charge on its
///   day; an automatic reload's reload. Each is priced by
///   ``PricingEngine`` when the quote is finished, where it is taxed.
/// - **One per sheet.** Apple Pay sets up one recurring, deferred or
///   automatic reload payment per payment request: combining them "results
///   in a runtime error and cancels the payment request" (Apple,
///   `PKPaymentRequest.deferredPaymentRequest`). A second such line is a
///   failure, as is a merchant without a `managementURL`.
struct ChargePlan: Sendable {
  /// One charge made later.
  struct Charge: Sendable {
    /// The line's index in the cart.
    let line: Int
    /// The price of one unit at each charge.
    let unitPrice: Amount
    /// When.
    let schedule: Quote.LaterPayment.Schedule
    /// Whether it is a trial.
    let isTrial: Bool
  }

  /// The cart at the prices charged now.
  let chargedNow: Cart
  /// The later charges: the regular billing before the trial.
  let charges: [Charge]
  /// The merchant's page where the shopper manages them.
  let managementURL: String
  /// The chosen discounts that lower later charges too
  /// (``Coupon/lowersLaterCharges``), in the order they applied: set by the
  /// discount stage.
  var discounts: [Coupon] = []

  /// The schedule of `cart` on `today` (the merchant's day of the
  /// request's `asOf`), or `nil` when every line is paid now in full.
  ///
  /// - Throws: ``QuoteFailure/invalidRequest(_:_:)`` at the path of the first wrong member: a
  ///   date before `today` (a deferred day must be after it), an end before
  ///   its start, an interval count out of range, an amount in another
  ///   currency or negative, a second line paid later, or a merchant without
  ///   a `managementURL`.
  init?(cart: Cart, today: CalendarDate, merchant: Merchant) throws(QuoteFailure) {
    guard let first = cart.lines.firstIndex(where: { !$0.paymentTiming.isImmediate }) else { return nil }
    let path = "lines[\(first)].paymentTiming"
    if let second = cart.lines[(first + 1)...].firstIndex(where: { !$0.paymentTiming.isImmediate }) {
      throw QuoteFailure.invalidRequest(
        .path("lines[\(second)].paymentTiming"),
        "line '\(cart.lines[first].id)' is already paid later; Apple Pay sets up one recurring, deferred or automatic reload payment per sheet"
      )
    }
    guard let managementURL = merchant.managementURL else {
      throw QuoteFailure.invalidRequest(
        .path(path),
        "\(merchant.name) has no managementURL in manifest.json; Apple Pay requires one for a payment made later")
    }
    let line = cart.lines[first]
    let exponent = merchant.currency.minorUnits
    // Charged later at this price, so it is checked even when nothing is charged now.
    guard line.unitPrice.isIn(merchant.currency), !line.unitPrice.isNegative else {
      throw QuoteFailure.invalidLine(
        .line(first, field: "unitPrice"),
        "\(line.unitPrice) is not an amount of \(merchant.currency.code) of at least 0")
    }
    func check(_ amount: Amount, _ member: String) throws(QuoteFailure) {
      guard amount.isIn(merchant.currency), !amount.isNegative else {
        throw QuoteFailure.invalidRequest(
          .path("\(path).\(member)"), "\(amount) is not an amount of \(merchant.currency.code) of at least 0")
      }
    }
    func notBefore(_ date: CalendarDate, _ earliest: CalendarDate, _ member: String, _ what: String)
      throws(QuoteFailure)
    {
      guard date >= earliest else {
        throw QuoteFailure.invalidRequest(.path("\(path).\(member)"), "\(date) is before \(what), \(earliest)")
      }
    }
    let zero = Amount.zero(exponent: exponent)
    var nowPrice = zero
    var charges: [Charge] = []
    let todayInWords = "the day of asOf in \(merchant.timeZone)"
    switch line.paymentTiming {
    case .immediate:
      return nil
    case .recurring(let recurring):
      guard (1...PaymentTiming.largestIntervalCount).contains(recurring.intervalCount) else {
        throw QuoteFailure.invalidRequest(
          .path("\(path).intervalCount"),
          "\(recurring.intervalCount) is not a whole number from 1 to \(PaymentTiming.largestIntervalCount)")
      }
      let start = recurring.startDate ?? today
      try notBefore(start, today, "startDate", todayInWords)
      var regularStart = start
      if let trial = recurring.trial {
        try check(trial.unitPrice, "trial.unitPrice")
        guard trial.endDate > start else {
          throw QuoteFailure.invalidRequest(
            .path("\(path).trial.endDate"), "the trial ends on \(trial.endDate), not after it starts on \(start)")
        }
        regularStart = trial.endDate
      }
      if let end = recurring.endDate {
        guard end > regularStart else {
          throw QuoteFailure.invalidRequest(
            .path("\(path).endDate"), "\(end) is not after the regular billing starts, \(regularStart)")
        }
      }
      // The regular billing, then the trial's: both every interval.
      func billing(_ price: Amount, from start: CalendarDate, to end: CalendarDate?, isTrial: Bool) -> Charge {
        Charge(
          line: first, unitPrice: price,
          schedule: .recurring(recurring.intervalUnit, count: recurring.intervalCount, start: start, end: end),
          isTrial: isTrial)
      }
      charges.append(billing(line.unitPrice, from: regularStart, to: recurring.endDate, isTrial: false))
      if let trial = recurring.trial {
        charges.append(billing(trial.unitPrice, from: start, to: trial.endDate, isTrial: true))
      }
      if start == today { nowPrice = recurring.trial?.unitPrice ?? line.unitPrice }
    case .deferred(let day):
      guard day > today else {
        throw QuoteFailure.invalidRequest(.path("\(path).date"), "\(day) is not after \(todayInWords), \(today)")
      }
      charges.append(Charge(line: first, unitPrice: line.unitPrice, schedule: .deferred(on: day), isTrial: false))
    case .automaticReload(let threshold):
      try check(threshold, "thresholdAmount")
      charges.append(
        Charge(line: first, unitPrice: line.unitPrice, schedule: .automaticReload(threshold: threshold), isTrial: false)
      )
      nowPrice = line.unitPrice
    }
    var lines = cart.lines
    lines[first].unitPrice = nowPrice
    lines[first].paymentTiming = .immediate
    chargedNow = Cart(lines: lines)
    self.charges = charges
    self.managementURL = managementURL
  }
}
