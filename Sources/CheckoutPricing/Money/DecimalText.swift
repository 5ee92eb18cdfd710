/// Strict decimal text, the form amounts take on the wire:
/// `^-?[0-9]+(\.[0-9]+)?$` with no locale, no grouping, no exponent, no `+`
/// and no surrounding space.
package enum DecimalText {
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
  package static func format(units: Int64, fractionDigits: Int) -> String {
    withFormatted(units: units, fractionDigits: fractionDigits) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the bytes of ``format(units:fractionDigits:)``, held
  /// on the stack, for a writer that needs no `String` of them.
  static func withFormatted<Result>(
    units: Int64, fractionDigits: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumFormattedCount) { buffer in
      let count = write(units: units, fractionDigits: fractionDigits, to: buffer.baseAddress!)
      return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// The most bytes ``write(units:fractionDigits:to:)`` writes: 20 digits
  /// for Int64, a sign and a point, or a fraction's digits, a zero, a sign
  /// and a point, for the fractions of amounts and rates (at most
  /// ``Rate/maximumScale`` digits).
  static let maximumFormattedCount = 32

  /// Writes the bytes of ``format(units:fractionDigits:)`` at `start`,
  /// which has room for ``maximumFormattedCount`` of them, and returns how
  /// many it wrote: the JSON writer formats amounts straight into its
  /// buffer.
  static func write(units: Int64, fractionDigits: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
    assert((0...maximumFormattedCount - 3).contains(fractionDigits), "a fraction longer than any amount's or rate's")
    // The digits of the magnitude, counted against powers of ten (10^19
    // is the last below UInt64.max), but at least one before the point.
    let magnitude = units.magnitude
    var digits = 1
    var power: UInt64 = 10
    while digits < 20 && magnitude >= power {
      digits &+= 1
      power = power &* 10
    }
    digits = max(digits, fractionDigits &+ 1)
    let sign = units < 0 ? 1 : 0
    let count = sign &+ digits &+ (fractionDigits > 0 ? 1 : 0)
    // Written backwards from the end: the fraction, its point, then the
    // whole part down to the sign.
    var rest = magnitude
    var end = start + count
    func writeDigit() {
      end -= 1
      end.pointee = .zeroDigit &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    if fractionDigits > 0 {
      for _ in 0..<fractionDigits { writeDigit() }
      end -= 1
      end.pointee = .period
    }
    repeat { writeDigit() } while end > start + sign
    if sign == 1 { start.pointee = .minus }
    return count
  }

  /// `units / 10^fractionDigits` with no trailing zeros after the point;
  /// a negative `fractionDigits` multiplies instead: `trimmed(8875, 3)` is
  /// `"8.875"`, `trimmed(5, -1)` is `"50"`.
  package static func trimmed(units: Int64, fractionDigits: Int) -> String {
    if fractionDigits < 0 {
      guard units != 0 else { return "0" }
      return format(units: units, fractionDigits: 0) + String(repeating: "0", count: -fractionDigits)
    }
    // Trimmed as bytes: a formatted number with decimals always has its
    // point, so the zeros stop there at the latest.
    return withFormatted(units: units, fractionDigits: fractionDigits) { bytes in
      var end = bytes.count
      if fractionDigits > 0 {
        while bytes[end - 1] == .zeroDigit { end -= 1 }
        if bytes[end - 1] == .period { end -= 1 }
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }
  }
}
