import BenchmarkBaselines

extension Baseline {
  /// The figures of timed sections, measured in several rounds: each
  /// figure is the median of the rounds' values, so one slow round on a
  /// shared machine moves nothing, with the lowest and highest, the spread
  /// a comparison allows for.
  static func times(rounds: [[Section]]) -> [Scenario] {
    var order: [String] = []
    var values: [String: [String: [Double]]] = [:]
    var unjudged: Set<String> = []
    var comparisons: Set<String> = []
    for sections in rounds {
      for row in sections.flatMap(\.rows) {
        let m = row.measurement
        if values[m.name] == nil { order.append(m.name) }
        if !m.timesJudged { unjudged.insert(m.name) }
        if m.isComparison { comparisons.insert(m.name) }
        for (figure, value) in [
          ("medianNanoseconds", m.medianNanoseconds), ("p99Nanoseconds", m.p99Nanoseconds),
          ("operationsPerSecond", m.operationsPerSecond), ("allocationsPerOperation", m.allocationsPerOperation),
        ] {
          values[m.name, default: [:]][figure, default: []].append(value)
        }
      }
    }
    return order.map { name in
      let figures = values[name] ?? [:]
      return Scenario(
        name: name, figures: figures.mapValues { $0.sorted()[$0.count / 2] },
        timesJudged: unjudged.contains(name) ? false : nil, isComparison: comparisons.contains(name) ? true : nil,
        lowest: figures.mapValues { $0.min() ?? 0 }, highest: figures.mapValues { $0.max() ?? 0 })
    }
  }
}
