// How a request pays: the payment method a sheet reports, each line's
// timing, a buyer's tax exemption and the tenders, each checked where it
// is read.
extension RequestReader {
  func paymentMethod(_ node: Int) throws(Failure) -> PaymentMethod {
    let fields = try object(node, "paymentMethod", PaymentMethodKey.self)
    let type: PaymentMethodType = try choice(fields[.type], "paymentMethod.type")
    let network = try string(fields[.network], "paymentMethod.network", required: false)
    // What the sheet shows for the card, the pass and the billing contact
    // (members of Apple's `ApplePayPaymentMethod`, which a page forwards as
    // Safari gives it) do not change a price: checked, not kept.
    _ = try string(fields[.displayName], "paymentMethod.displayName", required: false)
    if let pass = fields[.paymentPass], tape.nodes[pass] != .null {
      let passFields = try object(pass, "paymentMethod.paymentPass", PaymentPassKey.self)
      // `activationState` is checked as a string, not against today's five
      // states, so a state Apple adds does not refuse the whole request.
      for key in PaymentPassKey.allCases {
        _ = try string(passFields[key], "paymentMethod.paymentPass.\(key)", required: false)
      }
    }
    if let contact = fields[.billingContact], tape.nodes[contact] != .null {
      _ = try self.contact(contact, at: "paymentMethod.billingContact")
    }
    return PaymentMethod(type: type, network: network)
  }

  /// A line's `paymentTiming`: its `type`, and only the members of that
  /// type (a `date` on a recurring payment is an error, not ignored).
  func paymentTiming(_ node: Int, _ path: @autoclosure () -> String) throws(Failure) -> PaymentTiming {
    if case .null = tape.nodes[node] { return .immediate }
    let fields = try object(node, path(), PaymentTimingKey.self)
    let type: PaymentTimingType = try choice(fields[.type], "\(path()).type")
    let allowed: [PaymentTimingKey] =
      switch type {
      case .immediate: [.type]
      case .recurring: [.type, .intervalUnit, .intervalCount, .startDate, .endDate, .trial]
      case .deferred: [.type, .date]
      case .automaticReload: [.type, .thresholdAmount]
      }
    for key in PaymentTimingKey.allCases where fields[key] != nil && !allowed.contains(key) {
      throw Failure(
        path: "\(path()).\(key)",
        message:
          "not a member of a \(type.rawValue) payment; expected \(allowed.map { "\($0)" }.joined(separator: ", "))")
    }
    switch type {
    case .immediate:
      return .immediate
    case .recurring:
      let unit: PaymentTiming.IntervalUnit = try choice(fields[.intervalUnit], "\(path()).intervalUnit")
      let count =
        try fields[.intervalCount].map { node throws(Failure) in
          try wholeNumber(node, "\(path()).intervalCount", upTo: Int64(PaymentTiming.largestIntervalCount))
        } ?? 1
      let start = try calendarDate(fields[.startDate], "\(path()).startDate", required: false)
      let end = try calendarDate(fields[.endDate], "\(path()).endDate", required: false)
      let trial = try fields[.trial].map { node throws(Failure) in
        let trial = try object(node, "\(path()).trial", TrialKey.self)
        let price = try amount(trial[.unitPrice], "\(path()).trial.unitPrice")
        guard let end = try calendarDate(trial[.endDate], "\(path()).trial.endDate", required: true) else {
          throw Failure(path: "\(path()).trial.endDate", message: "missing; expected a date such as \"2026-12-21\"")
        }
        return PaymentTiming.Trial(unitPrice: price, endDate: end)
      }
      return .recurring(.init(every: Int(count), unit, startDate: start, endDate: end, trial: trial))
    case .deferred:
      guard let date = try calendarDate(fields[.date], "\(path()).date", required: true) else {
        throw Failure(path: "\(path()).date", message: "missing; expected a date such as \"2026-12-21\"")
      }
      return .deferred(on: date)
    case .automaticReload:
      return .automaticReload(threshold: try amount(fields[.thresholdAmount], "\(path()).thresholdAmount"))
    }
  }

  func taxExemption(_ node: Int) throws(Failure) -> TaxExemption {
    let fields = try object(node, "taxExemption", TaxExemptionKey.self)
    let kind: TaxExemption.Kind = try choice(fields[.kind], "taxExemption.kind")
    // The certificate or VAT number a tax authority would ask for: a claim
    // without one is not a claim.
    guard let id = try string(fields[.id], "taxExemption.id", required: true), !id.isEmpty else {
      throw Failure(path: "taxExemption.id", message: "empty; the certificate or VAT number is required")
    }
    return TaxExemption(kind: kind, id: id)
  }

  /// The request's `tenders`: each `kind`, `id` and `amount`. The amount
  /// is read in the merchant's currency; a tender in another currency, of
  /// zero or less, or with an id another has, is refused by the engine at
  /// its path (`PricingEngine.checkTenders(of:)`).
  func tenders(_ node: Int) throws(Failure) -> [Tender] {
    if case .null = tape.nodes[node] { return [] }
    return try elements(
      node, at: "tenders", of: "tenders", limit: QuoteLimits.tenders, counted: "tenders", verb: "accepted"
    ) { index, element throws(Failure) in
      func path() -> String { "tenders[\(index)]" }
      let fields = try object(element, path(), TenderKey.self)
      // A balance held in another currency is refused, never converted, as
      // the request's own `currency` is.
      if let code = try string(fields[.currency], "\(path()).currency", required: false), code != currency.code {
        throw .currencyMismatch(
          .path("\(path()).currency"), "a balance in '\(code)'; the merchant prices in \(currency.code)")
      }
      let kind: TenderKind = try choice(fields[.kind], "\(path()).kind")
      let id = try string(fields[.id], "\(path()).id", required: true) ?? ""
      let amount = try self.amount(fields[.amount], "\(path()).amount")
      return switch kind {
      case .giftCard: .giftCard(id: id, amount: amount)
      case .storeCredit: .storeCredit(id: id, amount: amount)
      }
    }
  }
}
