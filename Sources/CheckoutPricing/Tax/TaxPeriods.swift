/// A jurisdiction's rates over time, when some of its rows of
/// `tax_rates.csv` carry `from` or `until`: the days every row's dates
/// begin or end cut the calendar into periods, and each period is a
/// jurisdiction of its own whose schedule was built at load.
///
/// A quote picks its period by its `asOf` day in the merchant's time zone
/// with a binary search over a few boundaries; a jurisdiction without dated
/// rows has no periods and pays one `nil` check.
final class TaxPeriods: Sendable, Hashable {
  /// The first day of each period after the first, ascending, as day
  /// numbers (``CalendarDate/dayNumber``).
  let starts: [Int]
  /// The jurisdiction of each period: `jurisdictions[0]` before
  /// `starts[0]`, `jurisdictions[i]` from `starts[i - 1]` until `starts[i]`,
  /// the last from the last start on. One more than `starts`.
  let jurisdictions: [TaxJurisdiction]

  init(starts: [Int], jurisdictions: [TaxJurisdiction]) {
    precondition(jurisdictions.count == starts.count + 1, "one jurisdiction per period")
    self.starts = starts
    self.jurisdictions = jurisdictions
  }

  /// The period's jurisdiction on day `day`.
  ///
  /// - Complexity: O(log *n*) for *n* boundaries.
  func jurisdiction(onDay day: Int) -> TaxJurisdiction {
    // The number of starts at or before `day` is the period's index.
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= day { low = middle + 1 } else { high = middle }
    }
    return jurisdictions[low]
  }

  /// The index of the period holding day `day`.
  func period(onDay day: Int) -> Int {
    starts.count(where: { $0 <= day })
  }

  static func == (lhs: TaxPeriods, rhs: TaxPeriods) -> Bool {
    lhs === rhs || (lhs.starts == rhs.starts && lhs.jurisdictions == rhs.jurisdictions)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(starts)
  }
}
