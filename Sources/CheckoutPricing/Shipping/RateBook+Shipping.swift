extension RateBook {
  /// The shipping methods for a cart and an address, priced exactly, with
  /// delivery windows, in display order.
  ///
  /// The address's zone is looked up, every service is rated or excluded
  /// with a reason, and the offered methods are ordered by the merchant's
  /// `methodOrder` (cheapest first by default; ties go to the earlier latest
  /// date, then the earlier earliest date, then the identifier). A method
  /// the shopper had selected that is still offered comes first, since the
  /// sheet selects the first.
  ///
  /// ```swift
  /// let result = try book.shippingOptions(for: ShippingRequest(
  ///   cart: cart, destination: destination, subtotalBeforeDiscounts: subtotal,
  ///   subtotalAfterDiscounts: subtotal, asOf: now))
  /// result.selected?.identifier  // "usps-ground-advantage"
  /// ```
  ///
  /// - Throws: ``ShippingError/Code/addressUnserviceable`` when no method
  ///   reaches the address or takes the cart (with every service's reason);
  ///   ``ShippingError/Code/invalidRequest`` for a quantity below 1, a
  ///   negative weight or side, a negative subtotal or a subtotal in
  ///   another exponent;
  ///   ``ShippingError/Code/overflow`` when a price leaves the exact range.
  /// - Complexity: O(*s* + *l*) for *s* services and *l* cart lines, plus
  ///   the zone lookup.
  public func shippingOptions(for request: ShippingRequest) throws(ShippingError) -> ShippingResult {
    let exponent = merchant.currency.minorUnits
    for (name, subtotal) in [
      ("subtotalBeforeDiscounts", request.subtotalBeforeDiscounts),
      ("subtotalAfterDiscounts", request.subtotalAfterDiscounts),
    ] {
      guard subtotal.exponent == exponent, !subtotal.isNegative else {
        throw ShippingError(
          .invalidRequest,
          "\(name) \(subtotal) must be 0 or more with \(exponent) decimals (\(merchant.currency.code))")
      }
    }
    let cart = try CartMeasure(request.cart)
    guard let zone = zone(for: request.destination) else {
      let explanations = shipping.serviceIDs.map {
        ShippingExplanation(service: $0, steps: [], exclusion: "the address is in no shipping zone")
      }
      throw ShippingError(
        .addressUnserviceable, "We don't ship to this address in \(request.destination.country.englishName).",
        explanations: explanations)
    }
    var rater = ShippingRater(book: self, request: request, cart: cart, zone: zone)
    var options: [ShippingOption] = []
    var explanations: [ShippingExplanation] = []
    explanations.reserveCapacity(shipping.plans.count)
    let offers = shipping.zoneOffers[zone.area]
    for (index, plan) in shipping.plans.enumerated() {
      let outcome = try rater.rate(plan, offer: offers?[index])
      options.append(contentsOf: outcome.options)
      explanations.append(outcome.explanation)
    }
    var match = zone
    match.dependsOnFullPostcode = match.dependsOnFullPostcode || rater.dependsOnFullPostcode
    guard !options.isEmpty else {
      var reasons: [String] = []
      for explanation in explanations {
        if let reason = explanation.exclusion, !reasons.contains(reason) { reasons.append(reason) }
      }
      throw ShippingError(
        .addressUnserviceable,
        "None of our shipping methods can take this order to this address: \(reasons.joined(separator: "; ")).",
        zone: match, explanations: explanations)
    }
    return ShippingResult(
      zone: match, options: ordered(options, selecting: request.selectedMethod), explanations: explanations)
  }

  /// The options in display order: by the merchant's policy, then the
  /// retained selection moved first.
  func ordered(_ options: [ShippingOption], selecting selected: String?) -> [ShippingOption] {
    // Sort small keys and indices rather than moving whole options.
    typealias Key = (position: Int, price: Int64, latest: Int, earliest: Int, index: Int)
    let pinned = merchant.methodOrder == .pinned
    var keys: [Key] = []
    keys.reserveCapacity(options.count)
    for (index, option) in options.enumerated() {
      let position =
        pinned ? (shipping.services[option.explanation.service.serviceID]?.position ?? .max) : 0
      keys.append(
        (
          position, option.amount.minorUnits, option.window?.latest.dayNumber ?? .max,
          option.window?.earliest.dayNumber ?? .max, index
        ))
    }
    keys.sort { lhs, rhs in
      if lhs.position != rhs.position { return lhs.position < rhs.position }
      if lhs.price != rhs.price { return lhs.price < rhs.price }
      if lhs.latest != rhs.latest { return lhs.latest < rhs.latest }
      if lhs.earliest != rhs.earliest { return lhs.earliest < rhs.earliest }
      return options[lhs.index].identifier < options[rhs.index].identifier
    }
    return keys.map { options[$0.index] }.selecting(selected)
  }
}

extension [ShippingOption] {
  /// The options with the one identified by `selected`, if present, moved
  /// first (the sheet selects the first); the others keep their order.
  func selecting(_ selected: String?) -> [ShippingOption] {
    guard let selected, let index = firstIndex(where: { $0.identifier == selected }), index > 0 else { return self }
    var options = self
    options.insert(options.remove(at: index), at: 0)
    return options
  }
}

extension ShippingResult {
  /// The same result with the method `selected`, if offered, first.
  func selecting(_ selected: String?) -> ShippingResult {
    ShippingResult(zone: zone, options: options.selecting(selected), explanations: explanations)
  }
}

extension String {
  /// The service part of a method identifier: `store-pickup` of `store-pickup/lodo`.
  var serviceID: String {
    guard let slash = firstIndex(of: "/") else { return self }
    return String(self[..<slash])
  }
}
