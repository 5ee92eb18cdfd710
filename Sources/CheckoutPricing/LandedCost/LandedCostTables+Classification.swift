/// Which lines of a cart the landed-cost stage can classify
/// (`RateTables/README.md`, "Landed cost", "What is sold").
extension LandedCostTables {
  /// The first goods line of `lines` with no HS code or no origin, its own
  /// or its category's in `classifications.csv`, and the first of the two
  /// it lacks; `nil` when every goods line is classified. A gift card sold
  /// is not goods and needs none.
  ///
  /// - Complexity: O(*n*) in the lines, each a dictionary lookup.
  func firstUnclassifiedLine(of lines: [CartLine], categories: [CategoryID], isGoods: (Int) -> Bool)
    -> (index: Int, field: Unserviceable.ClassificationField)?
  {
    for index in lines.indices where isGoods(index) {
      let table = classifications[categories[index]]
      if lines[index].hsCode == nil && table?.hsCode == nil { return (index, .hsCode) }
      if lines[index].originCountry == nil && table?.origin == nil { return (index, .originCountry) }
    }
    return nil
  }

  /// Whether a method is delivered duty paid: a DDP service's, absorbed or
  /// not; a store pickup crosses no border.
  func isDutyPaid(_ method: ShippingMethod, service: String) -> Bool {
    method.type != .storePickup && terms[service]?.incoterm == .DDP
  }
}
