extension Rate {
  /// The rate's share of `amount`, rounded once to the amount's minor unit.
  ///
  /// `8.875%` of `10.00` is exactly 0.8875, which ``RoundingMode/halfAwayFromZero``
  /// makes 0.89. The product is exact in 128 bits before the one rounding.
  ///
  /// - Throws: ``MoneyError/Code/overflow`` when the result does not fit.
  public func applied(to amount: Amount, rounding mode: RoundingMode) throws(MoneyError) -> Amount {
    let exact = Int128(amount.minorUnits) * Int128(units)
    let rounded = mode.divide(exact, by: Int128(Int64.powerOfTen(scale)))
    return try Amount(checkedMinorUnits: rounded, exponent: amount.exponent, operation: "\(self) of \(amount)")
  }

  /// The tax contained in a tax-inclusive `gross` amount at this rate,
  /// rounded once: `round(gross * r / (1 + r))`.
  ///
  /// The net is then `gross - tax`, so `net + tax == gross` exactly (never
  /// round the net separately: WooCommerce #17158 showed 10.00 for 9.99 that
  /// way).
  ///
  /// - Throws: ``MoneyError/Code/negativeRate`` for a rate of -100% or less,
  ///   ``MoneyError/Code/overflow`` when the result does not fit.
  public func includedPortion(of gross: Amount, rounding mode: RoundingMode) throws(MoneyError)
    -> Amount
  {
    // r / (1 + r) = units / (10^scale + units)
    let denominator = Int128(Int64.powerOfTen(scale)) + Int128(units)
    guard denominator > 0 else {
      throw MoneyError(.negativeRate, "cannot extract tax at \(self): 1 + rate is not positive")
    }
    let rounded = mode.divide(Int128(gross.minorUnits) * Int128(units), by: denominator)
    return try Amount(
      checkedMinorUnits: rounded, exponent: gross.exponent, operation: "\(self) inside \(gross)")
  }
}

extension Amount {
  /// An amount from a 128-bit intermediate, checked to fit an `Int64`.
  init(checkedMinorUnits units: Int128, exponent: Int, operation: @autoclosure () -> String)
    throws(MoneyError)
  {
    guard let narrow = Int64(exactly: units) else { throw .overflow(operation()) }
    self.init(uncheckedMinorUnits: narrow, exponent: exponent)
  }
}
