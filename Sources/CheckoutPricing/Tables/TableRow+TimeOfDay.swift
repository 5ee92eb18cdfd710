extension TableRow {
  /// A local time `HH:MM` (`00:00` to `23:59`), as minutes after midnight.
  func timeOfDay(_ column: String, _ log: DiagnosticLog) -> Int? {
    guard let value = text(column) else { return nil }
    let parts = value.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
    else {
      log.error(location(column), "'\(value)' is not a time from 00:00 to 23:59")
      return nil
    }
    return hour * 60 + minute
  }
}
