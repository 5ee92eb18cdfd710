extension PricingEngine {
  /// The merchant's labels a request in `locale` is answered with
  /// (``LabelChain``): the engine's own for a request that names no
  /// language, `nil` for a book without `labels.csv`.
  func labels(for locale: String?) -> LabelChain? {
    guard let locale, let table = book.labels else { return labels }
    return LabelChain(table, locale: locale, merchantLocale: book.merchant.locale)
  }

  /// The discounts with the labels of the request's language: each item's,
  /// and the free-shipping grant's. A code names its row; an automatic
  /// discount, which has none, its own label.
  func relabelled(_ discounts: DiscountResult) -> DiscountResult {
    guard let labels else { return discounts }
    func label(_ code: String?, _ label: String) -> String { labels.label(.coupons, code ?? label) ?? label }
    return DiscountResult(
      subtotal: discounts.subtotal, discountedLines: discounts.discountedLines, merchandise: discounts.merchandise,
      items: discounts.items.map { item in
        DiscountItem(
          label: label(item.code, item.label), code: item.code, kind: item.kind, amount: item.amount,
          allocations: item.allocations)
      },
      freeShipping: discounts.freeShipping.map { grant in
        FreeShippingGrant(
          label: label(grant.code, grant.label), code: grant.code, cap: grant.cap, services: grant.services,
          serviceIDs: grant.serviceIDs)
      },
      appliedCouponCode: discounts.appliedCouponCode,
      errors: discounts.errors.isEmpty ? [] : discounts.errors.map { translated($0, naming: discounts, label) })
  }

  /// A coupon's problem with the label of the request's language for the
  /// applied discount it names ("… does not combine with 10 % Rabatt …"):
  /// one of `discounts`' own, found by its label in the table's words.
  private func translated(
    _ failure: QuoteFailure, naming discounts: DiscountResult, _ label: (String?, String) -> String
  ) -> QuoteFailure {
    guard case .coupon(var problem) = failure else { return failure }
    func translatedLabel(_ original: String) -> String {
      if let item = discounts.items.first(where: { $0.label == original }) { return label(item.code, original) }
      if let grant = discounts.freeShipping, grant.label == original { return label(grant.code, original) }
      return original
    }
    switch problem.detail {
    case .freeShippingAlreadyApplies(let other): problem.detail = .freeShippingAlreadyApplies(translatedLabel(other))
    case .notCombinable(let other?): problem.detail = .notCombinable(with: translatedLabel(other))
    default: return failure
    }
    return .coupon(problem)
  }

  /// The shipping options with the labels of the request's language: a
  /// pickup's store's, else its service's.
  func relabelled(_ shipping: ShippingResult) -> ShippingResult {
    guard let labels else { return shipping }
    return ShippingResult(
      zone: shipping.zone,
      options: shipping.options.map { method in
        let label =
          method.storeID.map { labels.label(.stores, $0) }
          ?? labels.label(.services, book.shipping.serviceIDs[method.service])
        return ShippingMethod(
          identifier: method.identifier, label: label ?? method.label, type: method.type, amount: method.amount,
          service: method.service, detail: method.deliveryDetail, isDated: method.isDated)
      },
      explanations: shipping.explanations)
  }

  /// A stage's failure with the label of the request's language for the
  /// zone an unserviceable sentence names.
  func relabelled(_ failure: QuoteFailure) -> QuoteFailure {
    guard let labels, case .unserviceable(.excluded(let cause, let place), let zone?, let explanations) = failure,
      let label = labels.label(.zones, book.zones.areaNames[zone.areaID])
    else { return failure }
    return .unserviceable(.excluded(cause, zone: place == nil ? nil : label), zone: zone, explanations: explanations)
  }

  /// The card adjustment's label in the request's language.
  func label(of adjustment: PaymentAdjustment) -> String {
    labels?.label(.adjustments, adjustment.id) ?? adjustment.label
  }

  /// The card adjustment with the label of the request's language.
  func relabelled(_ adjustment: PaymentAdjustment?) -> PaymentAdjustment? {
    guard let adjustment else { return adjustment }
    return PaymentAdjustment(
      id: adjustment.id, label: label(of: adjustment), kind: adjustment.kind, rate: adjustment.rate,
      base: adjustment.base, amount: adjustment.amount)
  }

  /// A service's label in the request's language.
  func serviceLabel(_ id: ServiceID) -> String {
    let service = book.shipping.plans[id].service
    return labels?.label(.services, service.id) ?? service.label
  }

  /// The tax with its components' labels in the request's language, for
  /// the breakdown.
  func relabelled(_ tax: TaxResult?) -> TaxResult? {
    guard let labels, var tax, let jurisdiction = tax.calculation?.jurisdiction else { return tax }
    let components = jurisdiction.components
    guard components.contains(where: { labels.label(.components, "\(jurisdiction.id)/\($0.id)") != nil }) else {
      return tax
    }
    tax.componentLabels = components.map { labels.label(.components, "\(jurisdiction.id)/\($0.id)") ?? $0.label }
    return tax
  }
}
