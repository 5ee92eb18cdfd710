import Foundation

/// A table for people: each scenario, its Decimal counterpart, and the ratio.
func textReport(_ pairs: [(engine: Measurement, decimal: Measurement)], _ singles: [Measurement]) -> String {
  var lines = [
    pad("scenario", 42) + pad("median ns", 12) + pad("p99 ns", 12) + pad("ops/s", 14) + "vs Decimal"
  ]
  for (engine, decimal) in pairs {
    let ratio = engine.medianNanoseconds > 0 ? decimal.medianNanoseconds / engine.medianNanoseconds : 0
    lines.append(row(engine) + String(format: "%.1fx faster", ratio))
    lines.append(row(decimal))
  }
  lines += singles.map(row)
  return lines.joined(separator: "\n")
}

/// One JSON object for machines: every measurement with its name, median and
/// p99 nanoseconds and operations per second.
func jsonReport(_ pairs: [(engine: Measurement, decimal: Measurement)], _ singles: [Measurement]) -> String {
  let entries = (pairs.flatMap { [$0.engine, $0.decimal] } + singles).map { m in
    String(
      format:
        "{\"scenario\": \"%@\", \"medianNanoseconds\": %.1f, \"p99Nanoseconds\": %.1f, \"quotesPerSecond\": %.0f}",
      m.name, m.medianNanoseconds, m.p99Nanoseconds, m.operationsPerSecond)
  }
  return "{\"results\": [\n  " + entries.joined(separator: ",\n  ") + "\n]}"
}

private func row(_ m: Measurement) -> String {
  pad(m.name, 42) + pad(String(format: "%.1f", m.medianNanoseconds), 12)
    + pad(String(format: "%.1f", m.p99Nanoseconds), 12) + pad(String(format: "%.0f", m.operationsPerSecond), 14)
}

private func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
