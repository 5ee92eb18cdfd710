import BenchmarkBaselines

extension Baseline {
  /// The figures of timed sections, measured in several rounds: each
  /// figure is the median of the rounds' values, so one slow round on a
  /// shared machine moves nothing.
  static func times(rounds: [[Section]]) -> [Scenario] {
    var order: [String] = []
    var values: [String: [String: [Double]]] = [:]
    var unjudged: Set<String> = []
    for sections in rounds {
      for row in sections.flatMap(\.rows) {
        let m = row.measurement
        if values[m.name] == nil { order.append(m.name) }
        if !m.timesJudged { unjudged.insert(m.name) }
        for (figure, value) in [
          ("medianNanoseconds", m.medianNanoseconds), ("p99Nanoseconds", m.p99Nanoseconds),
          ("operationsPerSecond", m.operationsPerSecond), ("allocationsPerOperation", m.allocationsPerOperation),
        ] {
          values[m.name, default: [:]][figure, default: []].append(value)
        }
      }
    }
    return order.map { name in
      Scenario(
        name: name, figures: (values[name] ?? [:]).mapValues { $0.sorted()[$0.count / 2] },
        timesJudged: unjudged.contains(name) ? false : nil)
    }
  }
}
