extension Amount {
  /// Parses an amount string in major units at `exponent`: `"12.5"` at
  /// exponent 2 is 1250 minor units.
  ///
  /// The text must match `^-?[0-9]+(\.[0-9]+)?$` exactly (no locale, no
  /// exponent notation, no spaces). More digits after the point than the
  /// exponent are accepted only when they are zeros, since the value is then
  /// still a whole number of minor units (`"12.500"` is 12.50 in USD).
  ///
  /// - Throws: ``MoneyError/Code/malformedText``,
  ///   ``MoneyError/Code/tooManyDecimals``, ``MoneyError/Code/outOfRange``.
  public init(parsing text: String, exponent: Int) throws(MoneyError) {
    self = try parsingUTF8(text) { utf8 throws(MoneyError) in try Amount(parsingUTF8: utf8, exponent: exponent) }
  }

  /// Parses an amount string given as UTF-8, as ``init(parsing:exponent:)``
  /// does: for a reader that has the bytes and needs no `String` of them.
  ///
  /// - Throws: as ``init(parsing:exponent:)``.
  init(parsingUTF8 text: UnsafeBufferPointer<UInt8>, exponent: Int) throws(MoneyError) {
    guard (0...Currency.maximumMinorUnits).contains(exponent) else {
      throw MoneyError(.invalidExponent, "exponent \(exponent) is outside 0...\(Currency.maximumMinorUnits)")
    }
    let parts = try DecimalText.parse(utf8: text)
    let units = try parts.scaledExactly(
      by: exponent, describing: "'\(String(decoding: text, as: UTF8.self).prefix(60))'")
    self.init(uncheckedMinorUnits: units, exponent: exponent)
  }

  /// Parses an amount string in `currency`.
  ///
  /// - Throws: as ``init(parsing:exponent:)``.
  public init(parsing text: String, currency: Currency) throws(MoneyError) {
    self = try Amount(parsing: text, exponent: currency.minorUnits).tagged(currency.tag)
  }

  /// The amount with exactly the exponent's digits after the point, as the
  /// wire wants it: `"1500"` (JPY), `"12.50"` (USD), `"1.250"` (KWD),
  /// `"-3.00"`.
  public func formatted() -> String {
    DecimalText.format(units: minorUnits, fractionDigits: exponent)
  }
}

/// What `parse` makes of the UTF-8 of `text`: the `String` door of a
/// parser that reads bytes.
func parsingUTF8<Value>(
  _ text: String, _ parse: (UnsafeBufferPointer<UInt8>) throws(MoneyError) -> Value
) throws(MoneyError) -> Value {
  var text = text
  // `withUTF8` rethrows untyped errors, so the typed one comes out in a Result.
  return try text.withUTF8 { utf8 in Result { () throws(MoneyError) in try parse(utf8) } }.get()
}
