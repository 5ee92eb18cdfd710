package import CheckoutPricing

/// The response encoder as it was before it wrote bytes directly: it builds
/// a ``JSONValue`` tree and serializes it. Kept as an independent reference,
/// so the property tests can check that ``ResponseEncoder`` writes the very
/// same bytes for every random quote, not only for the golden examples.
package enum TreeResponseEncoder {
  package static func encode(_ quote: Quote, cardTotals: [Quote.CardTotal] = []) -> JSONValue {
    guard let total = quote.total else {
      return JSONBuilder.object([
        ("status", .string(Quote.Status.failure.rawValue)),
        ("errors", .array(quote.errors.map { error($0, withPath: true) })),
      ])
    }
    let methods = quote.shippingMethods
    return JSONBuilder.object([
      ("status", .string(quote.status.rawValue)),
      ("errors", .array(quote.errors.map { error($0, withPath: true) })),
      ("currency", .string(quote.currency.code)),
      ("shippingMethods", .array(methods.map(applePayMethod))),
      ("selectedShippingMethod", quote.selectedShippingMethod.map(JSONValue.string) ?? .null),
      ("lineItems", .array(quote.summaryItems.map(applePayItem))),
      ("total", applePayItem(total)),
      ("laterPayments", quote.laterPayments.isEmpty ? nil : .array(quote.laterPayments.map(applePayItem))),
      ("breakdown", breakdown(quote.breakdown)),
      ("applePay", applePay(quote, total: total)),
      ("paymentRequest", paymentRequest(quote, total: total, cardTotals: cardTotals)),
    ])
  }

  /// A request that could not be read: status, the error with its JSON path,
  /// and nothing for the sheet, which has no total to show.
  package static func encodeMalformed(_ error: QuoteError) -> JSONValue {
    JSONBuilder.object([
      ("status", .string(Quote.Status.failure.rawValue)),
      ("errors", .array([self.error(error, withPath: true)])),
    ])
  }

  // MARK: - Apple Pay

  /// The update dictionary Apple Pay JS expects for the event:
  /// `ApplePayShippingContactUpdate`, `ApplePayShippingMethodUpdate` (which
  /// has no errors), `ApplePayPaymentMethodUpdate`, `ApplePayCouponCodeUpdate`,
  /// or, before the sheet opens, the request's `total`, `lineItems` and
  /// `shippingMethods`.
  package static func applePay(_ quote: Quote, total: SummaryItem) -> JSONValue {
    let total = applePayItem(total)
    let items = JSONValue.array(quote.summaryItems.map(applePayItem) + quote.laterPayments.map(applePayItem))
    let methods = JSONValue.array(quote.shippingMethods.map(applePayMethod))
    let errors = JSONValue.array(quote.errors.map { error($0, withPath: false) })
    let later = laterPaymentRequest(quote)
    switch quote.event {
    case .initial:
      return JSONBuilder.object([
        ("total", total), ("lineItems", items), ("shippingMethods", methods),
        ("shippingType", .string(quote.shippingType.rawValue)), later,
      ])
    case .shippingContactSelected, .couponCodeChanged:
      return JSONBuilder.object([
        ("newTotal", total), ("newLineItems", items), ("newShippingMethods", methods), ("errors", errors), later,
      ])
    case .shippingMethodSelected:
      return JSONBuilder.object([("newTotal", total), ("newLineItems", items), later])
    case .paymentMethodSelected:
      return JSONBuilder.object([("newTotal", total), ("newLineItems", items), ("errors", errors), later])
    case .paymentAuthorized:
      let accepted = quote.authorization?.isAccepted == true
      return JSONBuilder.object([
        ("status", .string(accepted ? "STATUS_SUCCESS" : "STATUS_FAILURE")), ("errors", accepted ? .array([]) : errors),
      ])
    }
  }

  /// The update's recurring, deferred or automatic reload payment request.
  package static func laterPaymentRequest(_ quote: Quote) -> (String, JSONValue?) {
    guard let first = quote.laterPayments.first else { return ("", nil) }
    let (name, billing): (String, String) =
      switch first.schedule {
      case .recurring: ("RecurringPaymentRequest", "regularBilling")
      case .deferred: ("DeferredPaymentRequest", "deferredBilling")
      case .automaticReload: ("AutomaticReloadPaymentRequest", "automaticReloadBilling")
      }
    let key = quote.event == .initial ? name.prefix(1).lowercased() + name.dropFirst() : "new" + name
    let regular = quote.laterPayments.first { !$0.isTrial }
    let trial = quote.laterPayments.first { $0.isTrial }
    return (
      key,
      JSONBuilder.object([
        ("paymentDescription", .string(first.paymentDescription)), (billing, regular.map(applePayItem)),
        ("trialBilling", trial.map(applePayItem)), ("managementURL", .string(first.managementURL)),
      ])
    )
  }

  package static func applePayItem(_ payment: Quote.LaterPayment) -> JSONValue {
    let item = payment.item
    var members: [(String, JSONValue?)] = [
      ("label", .string(item.label)), ("amount", .string(item.amount.formatted())),
      ("type", .string(item.type.rawValue)),
    ]
    switch payment.schedule {
    case .recurring(let unit, let count, let start, let end):
      members += [
        ("paymentTiming", .string("recurring")), ("recurringPaymentStartDate", .string(start.description)),
        ("recurringPaymentIntervalUnit", .string(unit.rawValue)),
        ("recurringPaymentIntervalCount", JSONBuilder.integer(count)),
        ("recurringPaymentEndDate", end.map { .string($0.description) }),
      ]
    case .deferred(let day):
      members += [("paymentTiming", .string("deferred")), ("deferredPaymentDate", .string(day.description))]
    case .automaticReload(let threshold):
      members += [
        ("paymentTiming", .string("automaticReload")),
        ("automaticReloadPaymentThresholdAmount", .string(threshold.formatted())),
      ]
    }
    return JSONBuilder.object(members)
  }

  package static func applePayItem(_ item: SummaryItem) -> JSONValue {
    JSONBuilder.object([
      ("label", .string(item.label)), ("amount", .string(item.amount.formatted())),
      ("type", .string(item.type.rawValue)),
    ])
  }

  package static func applePayMethod(_ method: ShippingMethod) -> JSONValue {
    JSONBuilder.object([
      ("identifier", .string(method.identifier)),
      ("label", .string(method.label)),
      ("detail", .string(method.detail)),
      ("amount", .string(method.amount.formatted())),
      (
        "dateComponentsRange",
        method.window.map { window in
          JSONBuilder.object([
            ("startDateComponents", dateComponents(window.earliest)),
            ("endDateComponents", dateComponents(window.latest)),
          ])
        }
      ),
    ])
  }

  private static func dateComponents(_ date: CalendarDate) -> JSONValue {
    JSONBuilder.object([
      ("years", JSONBuilder.integer(date.year)), ("months", JSONBuilder.integer(date.month)),
      ("days", JSONBuilder.integer(date.day)),
    ])
  }

  private static func error(_ error: QuoteError, withPath: Bool) -> JSONValue {
    JSONBuilder.object([
      ("code", .string(error.code.rawValue)),
      ("contactField", error.contactField.map { .string($0.rawValue) }),
      ("message", .string(error.message)),
      ("path", withPath ? error.path.map(JSONValue.string) : nil),
    ])
  }

  // MARK: - Payment Request

  /// A W3C `PaymentDetailsUpdate`: `total`, `displayItems`,
  /// `shippingOptions` (the selected one marked), `shippingAddressErrors`
  /// (keyed by the W3C `AddressErrors` names), and `error` for errors that
  /// are not about the address.
  package static func paymentRequest(_ quote: Quote, total: SummaryItem, cardTotals: [Quote.CardTotal] = [])
    -> JSONValue
  {
    let code = quote.currency.code
    func amount(_ value: Amount) -> JSONValue {
      JSONBuilder.object([("currency", .string(code)), ("value", .string(value.formatted()))])
    }
    let items = quote.summaryItems.map { item in
      JSONBuilder.object([
        ("label", .string(item.label)), ("amount", amount(item.amount)),
        ("pending", item.type == .pending ? .bool(true) : nil),
      ])
    }
    let selected = quote.selectedShippingMethod
    let options = quote.shippingMethods.map { method in
      JSONBuilder.object([
        ("id", .string(method.identifier)), ("label", .string(method.label)), ("amount", amount(method.amount)),
        ("selected", .bool(method.identifier == selected)),
      ])
    }
    var addressErrors: [(String, JSONValue?)] = []
    var noOptionReasons: [String] = []
    for error in quote.errors {
      if let field = error.contactField.flatMap(PaymentRequestWriter.addressErrorKey) {
        if !addressErrors.contains(where: { $0.0 == field }) { addressErrors.append((field, .string(error.message))) }
      } else if [.addressUnserviceable, .shippingContactInvalid].contains(error.code) {
        noOptionReasons.append(error.message)
      }
    }
    // `error` says why no option is offered, so only then (W3C
    // PaymentDetailsUpdate).
    let error = quote.shippingMethods.isEmpty && !noOptionReasons.isEmpty ? noOptionReasons.joined(separator: " ") : nil
    return JSONBuilder.object([
      (
        "total",
        JSONBuilder.object([
          ("label", .string(total.label)), ("amount", amount(total.amount)),
          ("pending", total.type == .pending ? .bool(true) : nil),
        ])
      ),
      ("displayItems", .array(items)),
      ("shippingOptions", .array(options)),
      ("shippingAddressErrors", JSONBuilder.object(addressErrors)),
      (
        "modifiers",
        cardTotals.isEmpty
          ? nil
          : .array(
            cardTotals.map { card in
              JSONBuilder.object([
                ("supportedMethods", .string("https://apple.com/apple-pay")),
                (
                  "total",
                  JSONBuilder.object([
                    ("label", .string(card.total.label)), ("amount", amount(card.total.amount)),
                    ("pending", card.total.type == .pending ? .bool(true) : nil),
                  ])
                ),
                (
                  "additionalDisplayItems",
                  .array([
                    JSONBuilder.object([
                      ("label", .string(card.adjustment.label)), ("amount", amount(card.adjustment.amount)),
                    ])
                  ])
                ),
                ("data", JSONBuilder.object([("paymentMethodType", .string(card.type.rawValue))])),
              ])
            })
      ),
      ("error", error.map(JSONValue.string)),
    ])
  }
}

extension TreeResponseEncoder {
  /// The engine's own account of a quote: the zone, each discount and its
  /// allocation per line, the tax per component and per rate, the shipping
  /// discount and the payment adjustment. Not part of any sheet's shape.
  package static func breakdown(_ breakdown: QuoteBreakdown) -> JSONValue {
    let lineIDs = breakdown.discounts?.discountedLines.map(\.id) ?? []
    let zone = breakdown.shipping?.zone.map { match in
      JSONBuilder.object([
        ("zone", .string(match.area)), ("dependsOnFullPostcode", .bool(match.dependsOnFullPostcode)),
      ])
    }
    let discounts = (breakdown.discounts?.items ?? []).map { item in
      JSONBuilder.object([
        ("label", .string(item.label)),
        ("code", item.code.map(JSONValue.string)),
        ("amount", .string(item.amount.formatted())),
        (
          "allocations",
          .array(
            zip(lineIDs, item.allocations).map { id, amount in
              JSONBuilder.object([("line", .string(id)), ("amount", .string(amount.formatted()))])
            })
        ),
      ])
    }
    let tax = breakdown.tax.map { tax in
      JSONBuilder.object([
        ("jurisdiction", tax.jurisdiction.map { .string($0.id) } ?? .null),
        ("pricesIncludeTax", .bool(tax.pricesIncludeTax)),
        ("total", .string(tax.total.formatted())),
        ("shipping", .string(tax.shipping.tax.formatted())),
        (
          "components",
          .array(
            tax.components.map { component in
              JSONBuilder.object([
                ("id", .string(component.id)), ("label", .string(component.label)),
                ("level", .string(component.level.rawValue)), ("rate", .string(component.rate.percentText)),
                ("base", .string(component.base.formatted())), ("tax", .string(component.tax.formatted())),
              ])
            })
        ),
        (
          "rates",
          .array(
            tax.rates.map { rate in
              JSONBuilder.object([
                ("rate", .string(rate.rate.percentText)), ("base", .string(rate.base.formatted())),
                ("tax", .string(rate.tax.formatted())),
              ])
            })
        ),
        (
          "notCharged",
          tax.jurisdiction?.isRegistered == false
            ? JSONBuilder.object([
              ("reason", .string("notRegistered")),
              ("taxNotCharged", breakdown.exemptedTax.map { .string($0.formatted()) } ?? .null),
            ]) : nil
        ),
      ])
    }
    var members: [(String, JSONValue)] = [
      ("zone", zone ?? .null),
      ("discounts", .array(discounts)),
      ("shippingDiscount", .string(breakdown.shippingDiscount.formatted())),
      ("tax", tax ?? .null),
      (
        "paymentAdjustment",
        breakdown.paymentAdjustment.map { adjustment in
          JSONBuilder.object([
            ("label", .string(adjustment.label)), ("amount", .string(adjustment.amount.formatted())),
          ])
        } ?? .null
      ),
    ]
    // Where the tax was looked up, only when not at the shopper's address
    // (the JSON contract article: `taxSourcedAt`).
    let sourcedAt: JSONValue?
    switch breakdown.taxAddress {
    case .destination:
      sourcedAt = nil
    case .origin:
      sourcedAt = JSONBuilder.object([("address", .string("origin"))])
    case .store:
      let store = breakdown.shipping?.options.first?.storeID
      sourcedAt = JSONBuilder.object([("address", .string("store")), ("store", store.map { .string($0) } ?? .null)])
    case .euDistanceSaleOrigin:
      sourcedAt = JSONBuilder.object([("address", .string("origin")), ("rule", .string("euDistanceSales"))])
    case .euDistanceSaleDestination:
      sourcedAt = JSONBuilder.object([("address", .string("destination")), ("rule", .string("euDistanceSales"))])
    }
    if let sourcedAt { members.insert(("taxSourcedAt", sourcedAt), at: 4) }
    // Only when the request sent tenders.
    if !breakdown.tenders.isEmpty {
      members.append(
        (
          "tenders",
          .array(
            zip(breakdown.tenders, breakdown.tendersUsed).map { tender, used in
              let kind: String
              switch tender {
              case .giftCard: kind = "giftCard"
              case .storeCredit: kind = "storeCredit"
              }
              let remaining = (try? tender.amount.subtracting(used))?.formatted() ?? "?"
              return JSONBuilder.object([
                ("kind", .string(kind)), ("id", .string(tender.id)), ("amount", .string(tender.amount.formatted())),
                ("used", .string(used.formatted())),
                ("remaining", .string(remaining)),
              ])
            })
        ))
    }
    // Only for a parcel abroad whose book has landed-cost tables.
    if let landed = breakdown.landedCost {
      members.append(
        ("landedCost", landedCost(landed, lineIDs: lineIDs, exponent: breakdown.shippingDiscount.exponent)))
    }
    return JSONBuilder.object(members)
  }
}

/// Small helpers to build `JSONValue` objects in a fixed key order, so the
/// same quote always serializes to the same bytes.
package enum JSONBuilder {
  package static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
    .object(members.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
  }

  /// A whole number, written as its decimal text.
  package static func integer(_ value: Int) -> JSONValue { .number(String(value)) }
}
