/// Reading `duty_rates.csv` (`RateTables/README.md`, "Landed cost").
extension LandedCostLoader {
  func loadDuties() -> [DutyRate] {
    guard
      let table = TableFile.read(
        DutyRate.file, from: source, required: ["destination", "hsPrefix", "layer"],
        optional: ["origin", "rate", "amount", "per", "from", "until", "preference"], isRequired: false, log: log)
    else { return [] }
    var rows: [DutyRate] = []
    var columns: [Int: Int] = [:]
    for row in table.rows {
      let destination = row.country("destination", allowingRestOfWorld: false, log)
      let prefix = row.hsPrefix("hsPrefix", log)
      let origin: CountryCode?? =
        row.text("origin") == nil ? .some(nil) : row.country("origin", allowingRestOfWorld: false, log)
      let layer = row.required("layer", log).flatMap { _ in row.choice("layer", as: DutyRate.Layer.self, log) }
      let rate = row.percent("rate", log)
      let amount = row.amount("amount", currency: currency, log)
      let per = row.choice("per", as: DutyRate.Per.self, log)
      let days = row.days(log)
      guard case .some(.some(let destination)) = destination, let prefix, case .some(let origin) = origin,
        let layer, let days
      else { continue }
      if row.text("rate") != nil && rate == nil || row.text("amount") != nil && amount == nil
        || row.text("per") != nil && per == nil
      {
        continue
      }
      guard rate != nil || amount != nil else {
        log.error(row.location("rate"), "a duty needs a 'rate' (ad valorem), an 'amount' (specific), or both")
        continue
      }
      if amount != nil && per == nil {
        log.error(row.location("per"), "a specific duty's 'amount' needs 'per': unit, item or kg")
        continue
      }
      if amount == nil && per != nil {
        log.error(row.location("per"), "'per' says what a specific duty's 'amount' is charged per; the row has none")
        continue
      }
      if let rate, rate.isAbove(percent: 1_000) {
        log.error(row.location("rate"), "a duty above 1000% is not a rate any tariff has; check the rate")
        continue
      }
      let preference = row.text("preference")
      rows.append(
        DutyRate(
          destination: destination, prefix: prefix.value, prefixLength: prefix.length, origin: origin, rate: rate,
          amount: amount?.minorUnits, per: per ?? .unit, layer: layer, days: days, preference: preference,
          line: row.line))
      columns[row.line] = row.location("hsPrefix").column
    }
    return removingOverlaps(rows, columns: columns)
  }

  /// The rows without each base row that matches the same lines as an
  /// earlier one (same destination, prefix and origin) on a common day,
  /// reported at its `hsPrefix` cell naming the other: a line would have
  /// two tariffs, and neither is the one the merchant meant.
  func removingOverlaps(_ rows: [DutyRate], columns: [Int: Int]) -> [DutyRate] {
    var kept: [DutyRate] = []
    var byKey: [String: [Int]] = [:]
    for row in rows {
      guard row.layer == .base else {
        kept.append(row)
        continue
      }
      let key = "\(row.destination.rawValue) \(row.prefixLength) \(row.prefix) \(row.origin?.rawValue ?? "*")"
      if let earlier = byKey[key, default: []].lazy.map({ kept[$0] }).first(where: { $0.days.overlaps(row.days) }) {
        let there = TableLocation(file: DutyRate.file, line: earlier.line, column: columns[earlier.line] ?? 1)
        log.error(
          TableLocation(file: DutyRate.file, line: row.line, column: columns[row.line] ?? 1),
          "base duty row for \(row.destination) prefix '\(row.prefixText)' from \(row.origin?.rawValue ?? "any origin") overlaps \(there) on some day; a line would have two tariffs"
        )
        continue
      }
      byKey[key, default: []].append(kept.count)
      kept.append(row)
    }
    return kept
  }
}

extension TableRow {
  /// An HS code prefix: 0 to 10 digits, dots and spaces allowed between
  /// them; empty for every code.
  func hsPrefix(_ column: String, _ log: DiagnosticLog) -> (value: UInt64, length: Int)? {
    guard let text = text(column) else { return (0, 0) }
    var value: UInt64 = 0
    var length = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9") where length < HSCode.maximumDigits:
        value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
        length += 1
      case UInt8(ascii: "."), UInt8(ascii: " "):
        // A separator between digits, not before the first.
        if length > 0 { continue }
        log.error(
          location(column), "'\(text)' is not an HS code prefix; expected up to 10 digits, or empty for every code")
        return nil
      default:
        log.error(
          location(column), "'\(text)' is not an HS code prefix; expected up to 10 digits, or empty for every code")
        return nil
      }
    }
    return (value, length)
  }
}
