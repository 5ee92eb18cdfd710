import Foundation

/// One printed row: a measurement and an optional note (a ratio, a target).
struct Row {
  var measurement: Measurement
  var note = ""
}

/// A titled group of rows.
struct Section {
  var title: String
  var rows: [Row]
}

/// Rows of an engine measurement and its Decimal counterpart, with the ratio.
func comparison(_ engine: Measurement, _ decimal: Measurement) -> [Row] {
  var decimal = decimal
  decimal.isComparison = true
  return [
    Row(measurement: engine, note: speed(of: engine, against: decimal, named: "Decimal")), Row(measurement: decimal),
  ]
}

/// How `measurement` compares with `other` in words that read right either
/// way: "3.2x faster than Decimal", "1.1x slower than Decimal".
func speed(of measurement: Measurement, against other: Measurement, named name: String) -> String {
  guard measurement.medianNanoseconds > 0, other.medianNanoseconds > 0 else { return "" }
  let ratio = other.medianNanoseconds / measurement.medianNanoseconds
  return ratio >= 1
    ? String(format: "%.1fx faster than %@", ratio, name) : String(format: "%.1fx slower than %@", 1 / ratio, name)
}

/// A table for people.
func textReport(_ sections: [Section]) -> String {
  var lines: [String] = []
  for section in sections {
    lines.append("")
    lines.append("## \(section.title)")
    lines.append(
      pad("scenario", 50) + pad("median ns", 14) + pad("p99 ns", 14) + pad("per second", 14) + pad("allocs/op", 11)
        + "note")
    for row in section.rows {
      let m = row.measurement
      lines.append(
        pad(m.name, 50) + pad(String(format: "%.1f", m.medianNanoseconds), 14)
          + pad(String(format: "%.1f", m.p99Nanoseconds), 14) + pad(String(format: "%.0f", m.operationsPerSecond), 14)
          + pad(String(format: "%.1f", m.allocationsPerOperation), 11) + row.note)
    }
  }
  return lines.joined(separator: "\n")
}

/// One JSON object for machines: every measurement with its section, name,
/// median and p99 nanoseconds, quotes (operations) per second, allocations
/// per quote and note.
func jsonReport(_ sections: [Section]) -> String {
  var entries: [String] = []
  for section in sections {
    for row in section.rows {
      let m = row.measurement
      entries.append(
        String(
          format:
            "{\"section\": \"%@\", \"scenario\": \"%@\", \"medianNanoseconds\": %.1f, \"p99Nanoseconds\": %.1f, \"quotesPerSecond\": %.0f, \"allocationsPerQuote\": %.2f, \"note\": \"%@\"}",
          section.title, m.name, m.medianNanoseconds, m.p99Nanoseconds, m.operationsPerSecond,
          m.allocationsPerOperation, row.note))
    }
  }
  return "{\"results\": [\n  " + entries.joined(separator: ",\n  ") + "\n]}"
}

private func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
