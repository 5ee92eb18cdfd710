/// Strict decimal text, the form amounts take on the wire:
/// `^-?[0-9]+(\.[0-9]+)?$` with no locale, no grouping, no exponent, no `+`
/// and no surrounding space.
enum DecimalText {
  /// Parses strict decimal text into exact parts. Trailing zeros after the
  /// point are dropped, so `"1.50"` and `"1.5"` give the same parts.
  ///
  /// - Throws: ``MoneyError/Code/malformedText`` naming the text, or
  ///   ``MoneyError/Code/outOfRange`` when it has more than 38 significant digits.
  static func parse(_ text: String) throws(MoneyError) -> DecimalParts {
    var text = text
    // `withUTF8` rethrows untyped errors, so the typed one comes out in a Result.
    return try text.withUTF8 { utf8 in Result { () throws(MoneyError) in try parse(utf8: utf8) } }.get()
  }

  /// Parses strict decimal text given as UTF-8, as ``parse(_:)`` does: for
  /// a reader that has the bytes and needs no `String` of them.
  ///
  /// - Throws: as ``parse(_:)``.
  static func parse(utf8 text: UnsafeBufferPointer<UInt8>) throws(MoneyError) -> DecimalParts {
    var isNegative = false
    var coefficient: UInt128 = 0
    var exponent = 0
    var integerDigits = 0
    var fractionDigits = 0
    var pendingZeros = 0
    var inFraction = false
    var index = 0
    for byte in text {
      defer { index += 1 }
      switch byte {
      case UInt8(ascii: "-") where index == 0:
        isNegative = true
      case UInt8(ascii: ".") where !inFraction && integerDigits > 0:
        inFraction = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = UInt128(byte &- UInt8(ascii: "0"))
        if inFraction {
          fractionDigits += 1
          // Zeros after the point count only if a non-zero digit follows.
          if digit == 0 {
            pendingZeros += 1
            continue
          }
          for _ in 0..<pendingZeros { try appendDigit(0, to: &coefficient, text) }
          exponent -= pendingZeros + 1
          pendingZeros = 0
        } else {
          integerDigits += 1
        }
        try appendDigit(digit, to: &coefficient, text)
      default:
        throw malformed(text)
      }
    }
    guard integerDigits > 0, !inFraction || fractionDigits > 0 else { throw malformed(text) }
    return DecimalParts(
      isNegative: isNegative && coefficient != 0, exponent: exponent, coefficient: coefficient)
  }

  private static func appendDigit(
    _ digit: UInt128, to coefficient: inout UInt128, _ text: UnsafeBufferPointer<UInt8>
  ) throws(MoneyError) {
    let (times10, o1) = coefficient.multipliedReportingOverflow(by: 10)
    let (next, o2) = times10.addingReportingOverflow(digit)
    guard !o1, !o2 else {
      throw MoneyError(.outOfRange, "'\(shown(text))' has more digits than any amount")
    }
    coefficient = next
  }

  private static func malformed(_ text: UnsafeBufferPointer<UInt8>) -> MoneyError {
    MoneyError(
      .malformedText,
      "'\(shown(text))' is not a decimal of the form -?[0-9]+(.[0-9]+)?")
  }

  /// The text's first 60 characters, to name it in an error.
  private static func shown(_ text: UnsafeBufferPointer<UInt8>) -> Substring {
    String(decoding: text, as: UTF8.self).prefix(60)
  }

  /// `units / 10^fractionDigits` with exactly `fractionDigits` digits after
  /// the point (none and no point when it is 0): `format(1250, 2)` is `"12.50"`.
  static func format(units: Int64, fractionDigits: Int) -> String {
    withFormatted(units: units, fractionDigits: fractionDigits) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the bytes of ``format(units:fractionDigits:)``, held
  /// on the stack, for a writer that needs no `String` of them.
  static func withFormatted<Result>(
    units: Int64, fractionDigits: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    // 20 digits for Int64, a sign, a point and leading zeros up to the
    // exponent: 32 bytes is always enough for exponents up to 6.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      var end = buffer.count
      var magnitude = units.magnitude
      var written = 0
      repeat {
        if written == fractionDigits && fractionDigits > 0 {
          end -= 1
          buffer[end] = UInt8(ascii: ".")
        }
        end -= 1
        buffer[end] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
        magnitude /= 10
        written += 1
      } while magnitude > 0 || written <= fractionDigits
      if units < 0 {
        end -= 1
        buffer[end] = UInt8(ascii: "-")
      }
      return body(UnsafeBufferPointer(rebasing: buffer[end...]))
    }
  }

  /// `units / 10^fractionDigits` with no trailing zeros after the point;
  /// a negative `fractionDigits` multiplies instead: `trimmed(8875, 3)` is
  /// `"8.875"`, `trimmed(5, -1)` is `"50"`.
  static func trimmed(units: Int64, fractionDigits: Int) -> String {
    if fractionDigits < 0 {
      guard units != 0 else { return "0" }
      return format(units: units, fractionDigits: 0) + String(repeating: "0", count: -fractionDigits)
    }
    var text = format(units: units, fractionDigits: fractionDigits)
    if fractionDigits > 0 {
      while text.last == "0" { text.removeLast() }
      if text.last == "." { text.removeLast() }
    }
    return text
  }
}
