import CheckoutPricing

/// A US ZIP code a spreadsheet shortened: a cell holding one ZIP code
/// becomes a number and loses its leading zeros (`6001` for Connecticut's
/// `06001`, `501` for `00501`). A list or a pattern is text and keeps them.
enum ShortenedZIP {
  /// `cell` with its zeros restored when it is one ZIP code of 3 or 4
  /// digits in the US and `state` owns the restored ZIP's first three
  /// digits; `nil` when `cell` is not a shortened ZIP code.
  ///
  /// - Returns: a failure, naming why, for a shortened ZIP code no state
  ///   confirms.
  static func restore(_ cell: String, country: String, state: String) -> Result<String?, ImportMessage> {
    guard country == "US", (3...4).contains(cell.utf8.count),
      cell.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return .success(nil) }
    let padded = String(repeating: "0", count: 5 - cell.utf8.count) + cell
    guard !state.isEmpty, let zip3 = Int(padded.prefix(3)), ZIP3Table.states(forZIP3: zip3).contains(state) else {
      return .failure(
        ImportMessage(
          "ZIP code \(cell) has \(cell.utf8.count) digits; a spreadsheet may have dropped its leading zeros, but \(state.isEmpty ? "the row names no state" : "\(padded) is not in \(state)") to confirm it"
        ))
    }
    return .success(padded)
  }

  /// The report's line for the ZIP codes restored, with the first three as
  /// examples; `nil` when none was.
  static func note(_ restored: [(line: Int, from: String, to: String, state: String)]) -> String? {
    guard !restored.isEmpty else { return nil }
    let examples = restored.prefix(3).map { "line \($0.line): \($0.from) -> \($0.to) (\($0.state))" }
    return
      "restored the leading zeros of \(restored.count) ZIP \(restored.count == 1 ? "code" : "codes") a spreadsheet had dropped, each confirmed by its row's state: \(examples.joined(separator: "; "))"
  }
}
