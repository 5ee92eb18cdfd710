extension Amount {
  /// Converts a `Decimal` that is a whole number of minor units at `exponent`.
  ///
  /// ```swift
  /// try Amount(exactly: Decimal(string: "12.5")!, exponent: 2)   // 12.50
  /// try Amount(exactly: Decimal(string: "12.505")!, exponent: 2) // throws
  /// ```
  ///
  /// - Throws: ``MoneyError/Code/notANumber`` for NaN,
  ///   ``MoneyError/Code/tooManyDecimals`` when the value has digits below the
  ///   minor unit, ``MoneyError/Code/outOfRange`` when the count of minor
  ///   units does not fit an `Int64`, ``MoneyError/Code/invalidExponent``.
  public init(exactly decimal: Decimal, exponent: Int) throws(MoneyError) {
    guard (0...Currency.maximumMinorUnits).contains(exponent) else {
      throw MoneyError(.invalidExponent, "exponent \(exponent) is outside 0...\(Currency.maximumMinorUnits)")
    }
    guard let parts = DecimalParts(decimal) else {
      throw MoneyError(.notANumber, "NaN is not an amount")
    }
    let units = try parts.scaledExactly(by: exponent, describing: "\(decimal)")
    self.init(uncheckedMinorUnits: units, exponent: exponent)
  }

  /// Converts a `Decimal` in `currency`, exactly.
  ///
  /// - Throws: as ``init(exactly:exponent:)``.
  public init(exactly decimal: Decimal, currency: Currency) throws(MoneyError) {
    self = try Amount(exactly: decimal, exponent: currency.minorUnits).tagged(currency.tag)
  }

  /// The amount as a `Decimal` in major units: 1250 at exponent 2 is 12.5.
  public var decimal: Decimal {
    DecimalParts(
      isNegative: minorUnits < 0, exponent: -exponent,
      coefficient: UInt128(minorUnits.magnitude)
    ).decimal
  }
}

extension DecimalParts {
  /// The value times 10^`scale` as an `Int64`, when that is a whole number
  /// that fits.
  func scaledExactly(by scale: Int, describing original: @autoclosure () -> String) throws(MoneyError)
    -> Int64
  {
    let shift = exponent + scale
    var magnitude = coefficient
    if magnitude != 0 && shift > 0 {
      // 10^19 already exceeds Int64 for any non-zero coefficient.
      guard shift <= 19 else { throw .outOfRange(original()) }
      let (product, overflow) = magnitude.multipliedReportingOverflow(by: UInt128.powerOfTen(shift))
      guard !overflow else { throw .outOfRange(original()) }
      magnitude = product
    } else if magnitude != 0 && shift < 0 {
      // A UInt128 is below 10^39, so a non-zero one is never a multiple of more.
      guard shift >= -38 else { throw .tooManyDecimals(original(), scale) }
      let divisor = UInt128.powerOfTen(-shift)
      guard magnitude % divisor == 0 else { throw .tooManyDecimals(original(), scale) }
      magnitude /= divisor
    }
    if isNegative {
      guard magnitude <= UInt128(Int64.min.magnitude) else { throw .outOfRange(original()) }
      return magnitude == UInt128(Int64.min.magnitude) ? .min : -Int64(magnitude)
    }
    guard magnitude <= UInt128(Int64.max) else { throw .outOfRange(original()) }
    return Int64(magnitude)
  }
}

extension MoneyError {
  static func outOfRange(_ value: String) -> MoneyError {
    MoneyError(.outOfRange, "\(value) is outside the representable amount range")
  }

  static func tooManyDecimals(_ value: String, _ digits: Int) -> MoneyError {
    MoneyError(.tooManyDecimals, "\(value) has more than \(digits) decimal places")
  }
}

extension UInt128 {
  /// 10^n for n in 0...38.
  static func powerOfTen(_ n: Int) -> UInt128 {
    precondition((0...38).contains(n), "10^\(n) does not fit a UInt128")
    return uint128PowersOfTen[n]
  }
}

private let uint128PowersOfTen: [UInt128] = (0...38).reduce(into: []) { powers, n in
  powers.append(n == 0 ? 1 : powers[n - 1] * 10)
}
