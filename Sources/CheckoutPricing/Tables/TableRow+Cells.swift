/// Typed cell readers. Each returns `nil` after logging a diagnostic that
/// names the cell's file, line and column, the offending text and what was
/// expected; an empty optional cell is `nil` without a diagnostic.
extension TableRow {
  func required(_ column: String, _ log: DiagnosticLog) -> String? {
    guard let value = text(column) else {
      log.error(location(column), "missing value for '\(column)'")
      return nil
    }
    return value
  }

  /// The longest identifier, in characters (all ASCII).
  package static let identifierLength = 64
  /// The longest label a shopper may see (a service, coupon, store or
  /// zone name, a store's address), in characters: well below the 1,024
  /// Chromium accepts in a payment sheet.
  package static let labelLength = 200

  func identifier(_ column: String, _ log: DiagnosticLog) -> String? {
    guard let value = required(column, log) else { return nil }
    guard value.utf8.allSatisfy(TableRow.isIdentifierByte) else {
      log.error(location(column), "'\(value)' is not an identifier; use letters, digits, '.', '_' and '-'")
      return nil
    }
    guard value.utf8.count <= TableRow.identifierLength else {
      log.error(
        location(column),
        "the identifier is \(value.utf8.count) characters long; at most \(TableRow.identifierLength) are allowed")
      return nil
    }
    return value
  }

  /// A required label, at most ``labelLength`` characters.
  func label(_ column: String, _ log: DiagnosticLog) -> String? {
    guard let value = required(column, log) else { return nil }
    let length = value.count
    guard length <= TableRow.labelLength else {
      log.error(
        location(column), "the \(column) is \(length) characters long; at most \(TableRow.labelLength) are allowed")
      return nil
    }
    return value
  }

  package static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  func amount(_ column: String, currency: Currency, _ log: DiagnosticLog) -> Amount? {
    guard let value = text(column) else { return nil }
    do {
      let amount = try Amount(parsing: value, currency: currency)
      guard !amount.isNegative else {
        log.error(location(column), "'\(value)' is negative; expected an amount of 0 or more")
        return nil
      }
      return amount
    } catch {
      log.error(
        location(column),
        "'\(value)' is not an amount in \(currency.code): \(error.explanation(digits: currency.minorUnits))")
      return nil
    }
  }

  func percent(_ column: String, _ log: DiagnosticLog) -> Rate? {
    guard let value = text(column) else { return nil }
    do {
      let rate = try Rate(percent: value)
      guard rate.units >= 0 else {
        log.error(location(column), "'\(value)' is negative; expected a percentage of 0 or more")
        return nil
      }
      return rate
    } catch {
      log.error(location(column), "'\(value)' is not a percentage such as 8.875: \(error.message)")
      return nil
    }
  }

  func integer(_ column: String, in range: ClosedRange<Int>, _ log: DiagnosticLog) -> Int? {
    guard let value = text(column) else { return nil }
    guard let number = Int(value), range.contains(number) else {
      log.error(location(column), "'\(value)' is not a whole number from \(range.lowerBound) to \(range.upperBound)")
      return nil
    }
    return number
  }

  /// A cell that is `yes` or `no`, exactly as written (RateTables/README.md:
  /// "Booleans are `yes` or `no`"); anything else, `YES` included, is an
  /// error at the cell.
  func boolean(_ column: String, _ log: DiagnosticLog) -> Bool? {
    guard let value = text(column) else { return nil }
    switch value {
    case "yes": return true
    case "no": return false
    default:
      log.error(location(column), "'\(value)' is not 'yes' or 'no'")
      return nil
    }
  }

  func choice<Choice: RawRepresentable & CaseIterable>(_ column: String, as type: Choice.Type, _ log: DiagnosticLog)
    -> Choice? where Choice.RawValue == String
  {
    guard let value = text(column) else { return nil }
    guard let choice = Choice(rawValue: value) else {
      let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      log.error(location(column), "'\(value)' is not one of \(allowed)")
      return nil
    }
    return choice
  }

  func date(_ column: String, _ log: DiagnosticLog) -> CalendarDate? {
    guard let value = text(column) else { return nil }
    guard let date = CalendarDate(iso: value) else {
      log.error(location(column), "'\(value)' is not a date of the form 2026-11-27")
      return nil
    }
    return date
  }

  /// A space-separated list of identifiers; empty when the cell is empty,
  /// `nil` after logging a bad one.
  func identifierList(_ column: String, _ log: DiagnosticLog) -> [String]? {
    guard let text = text(column) else { return [] }
    let list = text.split(separator: " ").map(String.init)
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-".utf8)
    if let bad = list.first(where: { !$0.utf8.allSatisfy(allowed.contains) }) {
      log.error(location(column), "'\(bad)' is not an identifier; use letters, digits, '.', '_' and '-'")
      return nil
    }
    return list
  }
}

extension MoneyError {
  /// The reason in a table cell's terms.
  func explanation(digits: Int) -> String {
    switch code {
    case .tooManyDecimals: "more than \(digits) decimal place\(digits == 1 ? "" : "s")"
    case .malformedText:
      "expected digits with an optional '.' and fraction, such as \(digits == 0 ? "1500" : "7." + String(repeating: "9", count: digits))"
    case .outOfRange: "too large"
    default: message
    }
  }
}
