import CheckoutPricing

extension TableImport {
  /// The first characters that make a spreadsheet read a cell as a
  /// formula, from OWASP's CSV injection guidance: `=`, `+`, `-`, `@`, tab
  /// and carriage return.
  static let formulaStarts: Set<UInt8> = [
    UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D,
  ]

  /// A warning when `text`, written as a label, would run as a formula once
  /// the folder's CSV files are opened in a spreadsheet; the merchant's
  /// files are still written, since the engine only shows labels as text.
  static func formulaWarning(_ text: String, column: String, at location: TableLocation) -> Diagnostic? {
    guard let first = text.utf8.first, formulaStarts.contains(first) else { return nil }
    return Diagnostic(
      .warning, at: location,
      "the \(column) '\(text)' starts with '\(Character(Unicode.Scalar(first)))', which a spreadsheet opening the folder's CSV files reads as a formula (OWASP, CSV injection); check the name"
    )
  }
}
