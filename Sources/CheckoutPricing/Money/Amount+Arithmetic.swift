extension Amount {
  /// The sum of two amounts with the same exponent, in the currency
  /// either was made in.
  ///
  /// - Throws: ``MoneyError/Code/overflow``,
  ///   ``MoneyError/Code/exponentMismatch`` or
  ///   ``MoneyError/Code/currencyMismatch``.
  public func adding(_ other: Amount) throws(MoneyError) -> Amount {
    guard exponent == other.exponent else { throw .exponentMismatch(self, other) }
    guard isSameCurrency(other) else { throw .currencyMismatch(self, other) }
    let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
    guard !overflow else { throw .overflow("\(self) + \(other)") }
    return Amount(uncheckedMinorUnits: sum, exponent: exponent, currencyTag: currencyTag | other.currencyTag)
  }

  /// The difference of two amounts with the same exponent, in the currency
  /// either was made in.
  ///
  /// - Throws: ``MoneyError/Code/overflow``,
  ///   ``MoneyError/Code/exponentMismatch`` or
  ///   ``MoneyError/Code/currencyMismatch``.
  public func subtracting(_ other: Amount) throws(MoneyError) -> Amount {
    guard exponent == other.exponent else { throw .exponentMismatch(self, other) }
    guard isSameCurrency(other) else { throw .currencyMismatch(self, other) }
    let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
    guard !overflow else { throw .overflow("\(self) - \(other)") }
    return Amount(uncheckedMinorUnits: difference, exponent: exponent, currencyTag: currencyTag | other.currencyTag)
  }

  /// Whether `self` and `other` can be combined: made in one currency, or
  /// either in none. The result's tag is then the two tags OR-ed: the one
  /// currency, or 0.
  private func isSameCurrency(_ other: Amount) -> Bool {
    currencyTag == other.currencyTag || currencyTag == 0 || other.currencyTag == 0
  }

  /// The amount times a whole quantity: a unit price times the units bought.
  ///
  /// - Throws: ``MoneyError/Code/overflow``.
  public func multiplied(by quantity: Int64) throws(MoneyError) -> Amount {
    let (product, overflow) = minorUnits.multipliedReportingOverflow(by: quantity)
    guard !overflow else { throw .overflow("\(self) x \(quantity)") }
    return Amount(uncheckedMinorUnits: product, exponent: exponent, currencyTag: currencyTag)
  }

  /// The amount with its sign flipped.
  ///
  /// - Throws: ``MoneyError/Code/overflow`` for `Int64.min` minor units.
  public func negated() throws(MoneyError) -> Amount {
    guard minorUnits != .min else { throw .overflow("-(\(self))") }
    return Amount(uncheckedMinorUnits: -minorUnits, exponent: exponent, currencyTag: currencyTag)
  }

  /// The sum of `amounts`, all at `exponent`; zero for an empty sequence.
  ///
  /// - Throws: ``MoneyError/Code/overflow`` or
  ///   ``MoneyError/Code/exponentMismatch``.
  public static func sum(_ amounts: some Sequence<Amount>, exponent: Int) throws(MoneyError)
    -> Amount
  {
    var total = Amount.zero(exponent: exponent)
    for amount in amounts { total = try total.adding(amount) }
    return total
  }

  /// The same value at another exponent: 12.50 at exponent 3 is 12.500.
  ///
  /// - Throws: ``MoneyError/Code/tooManyDecimals`` when the value is not a
  ///   whole number of the new minor units, ``MoneyError/Code/overflow`` when
  ///   it no longer fits.
  public func rescaled(toExponent newExponent: Int) throws(MoneyError) -> Amount {
    guard (0...Currency.maximumMinorUnits).contains(newExponent) else {
      throw MoneyError(.invalidExponent, "exponent \(newExponent) is outside 0...\(Currency.maximumMinorUnits)")
    }
    if newExponent == exponent { return self }
    if newExponent > exponent {
      let scaled = try multiplied(by: Int64.powerOfTen(newExponent - exponent))
      return Amount(uncheckedMinorUnits: scaled.minorUnits, exponent: newExponent)
    }
    let divisor = Int64.powerOfTen(exponent - newExponent)
    guard minorUnits % divisor == 0 else {
      throw MoneyError(
        .tooManyDecimals, "\(self) has more than \(newExponent) decimal places")
    }
    return Amount(uncheckedMinorUnits: minorUnits / divisor, exponent: newExponent)
  }
}

extension Amount: Comparable {
  /// Orders amounts of the same exponent by value. Amounts of different
  /// exponents order by exponent first; compare those after rescaling.
  public static func < (lhs: Amount, rhs: Amount) -> Bool {
    lhs.exponent == rhs.exponent
      ? lhs.minorUnits < rhs.minorUnits : lhs.exponent < rhs.exponent
  }
}

extension MoneyError {
  static func overflow(_ operation: String) -> MoneyError {
    MoneyError(.overflow, "\(operation) overflows the amount range")
  }

  static func currencyMismatch(_ lhs: Amount, _ rhs: Amount) -> MoneyError {
    MoneyError(
      .currencyMismatch, "cannot combine \(lhs) \(lhs.currencyCode ?? "") with \(rhs) \(rhs.currencyCode ?? "")")
  }

  static func exponentMismatch(_ lhs: Amount, _ rhs: Amount) -> MoneyError {
    MoneyError(
      .exponentMismatch,
      "cannot combine \(lhs) (exponent \(lhs.exponent)) with \(rhs) (exponent \(rhs.exponent))")
  }
}

extension Int64 {
  /// 10^n for n in 0...18.
  static func powerOfTen(_ n: Int) -> Int64 {
    precondition((0...18).contains(n), "10^\(n) does not fit an Int64")
    return int64PowersOfTen[n]
  }
}

let int64PowersOfTen: [Int64] = (0...18).reduce(into: []) { powers, n in
  powers.append(n == 0 ? 1 : powers[n - 1] * 10)
}
