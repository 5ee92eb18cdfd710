extension QuoteBreakdown {
  /// The shipping and discount figures of a breakdown, read from the
  /// stages' results that the quote was finished from rather than copied
  /// out of them: a quote holds one reference for both, where a copy of
  /// the discounts and the zone would retain each of their arrays and
  /// strings, on every quote and again on its release.
  struct StageFigures: Sendable, Hashable {
    /// The stages; `nil` for a quote that stopped before them.
    let stages: QuoteSession.StageResults?
    /// Every method offered, in the sheet's order: the selected one first.
    let shippingOptions: [ShippingMethod]

    /// No stages: a quote that could not be priced.
    static let none = StageFigures(stages: nil, shippingOptions: [])

    /// The stages' shipping result with ``shippingOptions`` as its options.
    var shipping: ShippingResult? {
      guard let result = stages?.shipping else { return nil }
      return ShippingResult(zone: result.zone, options: shippingOptions, explanations: result.explanations)
    }

    /// The stages' discounts.
    var discounts: DiscountResult? { stages?.discounts }

    static func == (lhs: StageFigures, rhs: StageFigures) -> Bool {
      lhs.shipping == rhs.shipping && lhs.discounts == rhs.discounts
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(shipping)
      hasher.combine(discounts)
    }
  }
}
