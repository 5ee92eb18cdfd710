extension ShippingTables {
  /// The shipping stage: the shipping methods for a checked cart and an
  /// address, priced exactly, with delivery windows, in display order.
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
  /// - Throws: ``QuoteFailure/unserviceable(_:zone:explanations:)`` with
  ///   the zone and every service's reason when no method is offered;
  ///   ``QuoteFailure/invalidLine(_:_:)`` for a negative weight or side;
  ///   ``QuoteFailure/amountOutOfRange(_:_:_:)`` when a price, weight or
  ///   volume leaves the exact range.
  /// - Complexity: O(*s* + *l*) for *s* services and *l* cart lines, plus
  ///   the zone lookup.
  func shippingOptions(for request: ShippingRequest, cart checked: CheckedCart) throws(QuoteFailure) -> ShippingResult {
    let cart = try CartMeasure(checked)
    guard let zone = zones.match(request.destination) else {
      let explanations = plans.map {
        ShippingExplanation(service: $0, trace: [], reason: .noZone, cause: .place)
      }
      throw .unserviceable(.outsideZones(request.destination.country), zone: nil, explanations: explanations)
    }
    var rater = ShippingRater(tables: self, request: request, cart: cart, zone: zone)
    var options: [ShippingMethod] = []
    options.reserveCapacity(plans.count)
    var explanations: [ShippingExplanation] = []
    explanations.reserveCapacity(plans.count)
    let offers = zoneOffers[zone.areaID]
    for (index, plan) in plans.enumerated() {
      explanations.append(try rater.rate(plan, id: ServiceID(index), offer: offers[index], into: &options))
    }
    var match = zone
    match.dependsOnFullPostcode = match.dependsOnFullPostcode || rater.dependsOnFullPostcode
    guard !options.isEmpty else {
      throw .unserviceable(
        Unserviceable.excluded(
          by: explanations.compactMap(\.cause), in: checked.lines, zone: zoneLabels[zone.areaID]),
        zone: match, explanations: explanations)
    }
    return ShippingResult(
      zone: match, options: ordered(consume options, selecting: request.selectedMethod), explanations: explanations)
  }

  /// The options in display order: by the merchant's policy, then the
  /// retained selection moved first.
  func ordered(_ options: consuming [ShippingMethod], selecting selected: String?) -> [ShippingMethod] {
    let pinned = methodOrder == .pinned
    let plans = self.plans
    func position(_ option: ShippingMethod) -> Int { plans[option.service].service.position ?? .max }
    // A method without a window sorts after every dated one. Identifiers
    // are unique, so this is a total order and any sort gives one answer.
    // A quote has a handful of options: an insertion sort, by swaps.
    options.withUnsafeMutableBufferPointer { options in
      func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        if pinned, position(options[lhs]) != position(options[rhs]) {
          return position(options[lhs]) < position(options[rhs])
        }
        let (left, right) = (options[lhs].amount.minorUnits, options[rhs].amount.minorUnits)
        if left != right { return left < right }
        switch (options[lhs].window, options[rhs].window) {
        case (let left?, let right?):
          if left.arrivalOrder != right.arrivalOrder { return left.arrivalOrder < right.arrivalOrder }
        case (_?, nil): return true
        case (nil, _?): return false
        case (nil, nil): break
        }
        return options[lhs].identifier < options[rhs].identifier
      }
      for end in options.indices.dropFirst() {
        var index = end
        while index > 0 && precedes(index, index - 1) {
          options.swapAt(index, index - 1)
          index -= 1
        }
      }
    }
    return options.selecting(selected)
  }
}

extension [ShippingMethod] {
  /// The options with the one identified by `selected`, if present, moved
  /// first (the sheet selects the first); the others keep their order.
  consuming func selecting(_ selected: String?) -> [ShippingMethod] {
    var options = self
    guard let selected, let index = options.firstIndex(where: { $0.identifier == selected }), index > 0 else {
      return options
    }
    options.insert(options.remove(at: index), at: 0)
    return options
  }
}
