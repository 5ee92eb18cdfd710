extension TableRow {
  /// An ISO 3166-1 alpha-2 country code; `.some(nil)` for `*`, the rest of
  /// the world, where `allowingRestOfWorld`.
  func country(_ column: String, allowingRestOfWorld: Bool, _ log: DiagnosticLog) -> CountryCode?? {
    guard let value = required(column, log) else { return nil }
    if value == "*" && allowingRestOfWorld { return .some(nil) }
    guard let code = CountryCode(rawValue: value) else {
      log.error(
        location(column),
        "unknown country '\(value)'; expected an ISO 3166-1 alpha-2 code such as US\(allowingRestOfWorld ? ", or * for the rest of the world" : "")"
      )
      return nil
    }
    return .some(code)
  }
}
