/// An exact non-negative decimal fraction `numerator / 10^scale`, reduced.
struct DecimalFraction {
  var numerator: Int128
  var scale: Int

  init(numerator: Int128, scale: Int) {
    (self.numerator, self.scale) = lowestTerms(numerator, scale: scale)
  }

  init(_ rate: Rate) { self.init(numerator: Int128(rate.units), scale: rate.scale) }

  /// Scale differences stay below 39 digits, or the result is `nil`.
  private static func scaled(_ value: Int128, by digits: Int) -> Int128? {
    var value = value
    for _ in 0..<digits {
      let (product, overflow) = value.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      value = product
    }
    return value
  }

  func adding(_ other: DecimalFraction) -> DecimalFraction? {
    let scale = max(self.scale, other.scale)
    guard let a = DecimalFraction.scaled(numerator, by: scale - self.scale),
      let b = DecimalFraction.scaled(other.numerator, by: scale - other.scale)
    else { return nil }
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? nil : DecimalFraction(numerator: sum, scale: scale)
  }

  func multiplied(by other: DecimalFraction) -> DecimalFraction? {
    let (product, overflow) = numerator.multipliedReportingOverflow(by: other.numerator)
    return overflow ? nil : DecimalFraction(numerator: product, scale: scale + other.scale)
  }

  /// The numerator at a scale at least ``scale``, if it fits an `Int64`.
  func units(atScale target: Int) -> Int64? {
    guard target >= scale, let value = DecimalFraction.scaled(numerator, by: target - scale) else { return nil }
    return Int64(exactly: value)
  }
}

/// `numerator / 10^scale` with the trailing zeros the scale allows taken
/// off both, so that equal fractions have equal parts (`20/10^2` is
/// `2/10^1`).
func lowestTerms<Integer: BinaryInteger>(_ numerator: Integer, scale: Int) -> (Integer, scale: Int) {
  var numerator = numerator
  var scale = scale
  while scale > 0 && numerator % 10 == 0 {
    numerator /= 10
    scale -= 1
  }
  return (numerator, scale)
}
