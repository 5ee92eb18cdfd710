/// Which shipping methods a quote abroad may offer, given the cart's
/// classifications (`RateTables/README.md`, "Landed cost"): the shipping
/// stage lists what reaches the address, the landed-cost tables say which
/// of those a merchant sells duty paid.
extension RateBook {
  /// The shipping options to `destination` without the DDP methods, when
  /// the merchant's `unclassifiedLines` is `refuse` and a goods line of
  /// `cart` has no classification the destination's tables need
  /// (RateTables/README.md, "Landed cost"); and, when that leaves no method
  /// of `shippingType` where there was one, why the address is
  /// unserviceable. `nil` when nothing is taken off.
  ///
  /// Checked once per place, with the methods: a destination in the
  /// merchant's own country, a book without the tables, the `pending`
  /// policy and a destination no table names stop before any line is read.
  func refusingDutyPaid(
    _ result: ShippingResult, of cart: borrowing CheckedCart, to destination: Destination, shippingType: ShippingType
  ) -> (result: ShippingResult, refusal: Unserviceable?)? {
    // The country first: a domestic quote reads no table.
    guard destination.country != merchant.origin.country, let tables = landedCost,
      tables.unclassifiedLines == .refuse, tables.concerns(destination.country)
    else { return nil }
    guard
      let (line, field) = tables.firstUnclassifiedLine(
        of: cart.lines, categories: cart.categories, isGoods: { !cart.isGiftCard($0) })
    else { return nil }
    let plans = shipping.plans
    let offered = result.options.filter { !tables.isDutyPaid($0, service: plans[$0.service].service.id) }
    guard offered.count < result.options.count else { return nil }
    let leftNone =
      result.options.contains { $0.type == shippingType } && !offered.contains { $0.type == shippingType }
    // Each refused service says why, for `explain` and the breakdown.
    let refused = Set(
      result.options.lazy.filter { tables.isDutyPaid($0, service: plans[$0.service].service.id) }.map {
        plans[$0.service].service.id
      })
    let reason = ExclusionReason.unclassifiedLine(id: cart.lines[line].id, field: field)
    let explanations = result.explanations.map { explanation in
      guard explanation.reason == nil, refused.contains(explanation.service) else { return explanation }
      return ShippingExplanation(
        service: explanation.plan, trace: explanation.trace, reason: reason, cause: nil,
        zoneNames: explanation.zoneNames)
    }
    return (
      ShippingResult(zone: result.zone, options: offered, explanations: explanations),
      leftNone
        ? .unclassified(
          Unserviceable.UnclassifiedLine(
            line: line, field: field, item: cart.lines[line].label, country: destination.country)) : nil
    )
  }
}
