/// The sign, exponent and integer coefficient of a `Decimal`:
/// `(isNegative ? -1 : 1) * coefficient * 10^exponent`.
///
/// Foundation on Linux keeps `Decimal`'s coefficient internal, and its public
/// routes to it (`description`, arithmetic) cost a microsecond and several
/// allocations. Its storage is the `NSDecimal` layout, which is ABI on Apple
/// platforms: an `Int8` exponent, a byte holding the length (high nibble),
/// sign (bit 3) and compact flag (bit 2), two reserved bytes, then eight
/// little-endian `UInt16` words. This type reads that layout only after
/// ``layoutIsVerified`` has checked it against values built through public
/// API; otherwise it parses `description`, which is slow but always right.
struct DecimalParts: Hashable {
  var isNegative: Bool
  var exponent: Int
  var coefficient: UInt128

  /// Reads `decimal`, or returns `nil` for NaN.
  init?(_ decimal: Decimal) {
    guard !decimal.isNaN else { return nil }
    if DecimalParts.layoutIsVerified {
      self = DecimalParts(layoutOf: decimal)
    } else {
      guard let parts = DecimalParts(descriptionOf: decimal) else { return nil }
      self = parts
    }
  }

  init(isNegative: Bool, exponent: Int, coefficient: UInt128) {
    self.isNegative = isNegative
    self.exponent = exponent
    self.coefficient = coefficient
  }

  /// Whether this process's `Decimal` has the layout ``init(layoutOf:)`` reads.
  static let layoutIsVerified: Bool = {
    guard MemoryLayout<Decimal>.size == 20 else { return false }
    let probes: [DecimalParts] = [
      DecimalParts(isNegative: false, exponent: 0, coefficient: 1),
      DecimalParts(isNegative: true, exponent: -2, coefficient: 1250),
      DecimalParts(isNegative: false, exponent: 5, coefficient: 0x1234_5678_9ABC_DEF0),
      DecimalParts(isNegative: true, exponent: -40, coefficient: UInt128(UInt64.max) * 65_537),
    ]
    // Foundation compacts what it stores (1250e-2 becomes 125e-1), so the
    // readings are compared in canonical form.
    return probes.allSatisfy { probe in
      DecimalParts(layoutOf: probe.decimal).canonical == probe.canonical
        && DecimalParts(descriptionOf: probe.decimal) == probe.canonical
    }
  }()

  /// The value as a `Decimal`, built through public API.
  var decimal: Decimal {
    // Decimal(UInt64) and Decimal(sign:exponent:significand:) are cheap and
    // allocation-free; a coefficient above UInt64 is put together in two
    // halves, exactly (a Decimal holds 38 digits).
    let low = Decimal(UInt64(truncatingIfNeeded: coefficient))
    let high = coefficient >> 64
    let significand =
      high == 0
      ? low : Decimal(UInt64(truncatingIfNeeded: high)) * DecimalParts.twoToThe64 + low
    return Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: significand)
  }

  private static let twoToThe64 = Decimal(UInt64.max) + 1

  private init(layoutOf decimal: Decimal) {
    self = withUnsafeBytes(of: decimal) { bytes in
      let exponent = Int(Int8(bitPattern: bytes[0]))
      let flags = bytes[1]
      let length = Int(flags >> 4)
      var coefficient: UInt128 = 0
      for word in stride(from: min(length, 8) - 1, through: 0, by: -1) {
        let value = UInt16(bytes[4 + 2 * word]) | UInt16(bytes[5 + 2 * word]) << 8
        coefficient = coefficient << 16 | UInt128(value)
      }
      return DecimalParts(
        isNegative: flags & 0b1000 != 0 && coefficient != 0, exponent: exponent,
        coefficient: coefficient)
    }
  }

  /// Parses `Decimal.description` (`-123.45`, `1000`), which Foundation writes
  /// without an exponent, into ``canonical`` parts.
  init?(descriptionOf decimal: Decimal) {
    var isNegative = false
    var coefficient: UInt128 = 0
    var fractionDigits = 0
    var seenPoint = false
    for byte in decimal.description.utf8 {
      switch byte {
      case UInt8(ascii: "-"): isNegative = true
      case UInt8(ascii: "."): seenPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let (times10, o1) = coefficient.multipliedReportingOverflow(by: 10)
        let (next, o2) = times10.addingReportingOverflow(UInt128(byte - UInt8(ascii: "0")))
        guard !o1, !o2 else {
          // Beyond 38 digits: far outside any amount or rate, so keep only
          // the magnitude, which every conversion reports as out of range.
          self.init(isNegative: isNegative, exponent: Int(Int8.max), coefficient: .max)
          return
        }
        coefficient = next
        if seenPoint { fractionDigits += 1 }
      default: return nil
      }
    }
    self.init(
      isNegative: isNegative && coefficient != 0, exponent: -fractionDigits,
      coefficient: coefficient)
    self = canonical
  }

  /// The same value with the coefficient's trailing zeros moved into the
  /// exponent, so that equal values have equal parts (zero is `0e0`).
  var canonical: DecimalParts {
    guard coefficient != 0 else { return DecimalParts(isNegative: false, exponent: 0, coefficient: 0) }
    var parts = self
    while parts.coefficient % 10 == 0 {
      parts.coefficient /= 10
      parts.exponent += 1
    }
    return parts
  }
}
