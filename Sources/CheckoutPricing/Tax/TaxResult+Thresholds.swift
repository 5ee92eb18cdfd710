extension TaxResult {
  /// The ids of the lines of `category` taxed at its rate set under a
  /// price threshold (RateTables/README.md, "Price thresholds and tax
  /// holidays"), in request order: what `explain` names beside the
  /// threshold rows used.
  func linesUnderThreshold(of category: String) -> [String] {
    guard let calculation, !calculation.schedule.thresholds.isEmpty else { return [] }
    var ids: [String] = []
    for index in taxedLines.indices where taxedLines[index].category == category {
      let set = calculation.items[index].set
      if calculation.schedule.thresholds.contains(where: { $0.underSet == set }) { ids.append(taxedLines[index].id) }
    }
    return ids
  }
}
