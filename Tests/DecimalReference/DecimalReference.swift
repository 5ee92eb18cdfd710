public import CheckoutPricing
import Foundation

/// Money arithmetic done the plain way, in Foundation `Decimal`, as an
/// independent reference.
///
/// The tests prove the integer engine equal to these functions on random
/// inputs; the benchmark times them side by side with the engine. Nothing
/// here shares code with the engine's arithmetic: rounding uses
/// `NSDecimalRound` where Foundation has the mode, and Decimal comparisons
/// where it does not.
public enum DecimalReference {
  /// `value` rounded to `scale` decimal places in `mode`.
  public static func round(_ value: Decimal, scale: Int, _ mode: CheckoutPricing.RoundingMode)
    -> Decimal
  {
    switch mode {
    case .halfAwayFromZero: return nsRound(value, scale, .plain)
    case .towardPositiveInfinity: return nsRound(value, scale, .up)
    case .towardNegativeInfinity: return nsRound(value, scale, .down)
    case .halfToEven: return nsRound(value, scale, .bankers)
    case .towardZero: return nsRound(value, scale, value < 0 ? .up : .down)
    case .awayFromZero: return nsRound(value, scale, value < 0 ? .down : .up)
    case .halfTowardZero:
      // Foundation has no half-toward-zero mode: truncate, then step away
      // from zero only when the dropped part is more than half a unit.
      let truncated = nsRound(value, scale, value < 0 ? .up : .down)
      let dropped = (value - truncated).magnitude
      let half = Decimal(sign: .plus, exponent: -scale, significand: 5) / 10
      guard dropped > half else { return truncated }
      let unit = Decimal(sign: value < 0 ? .minus : .plus, exponent: -scale, significand: 1)
      return truncated + unit
    }
  }

  private static func nsRound(_ value: Decimal, _ scale: Int, _ mode: NSDecimalNumber.RoundingMode)
    -> Decimal
  {
    var input = value
    var result = Decimal()
    NSDecimalRound(&result, &input, scale, mode)
    return result
  }

  /// `rate * amount`, rounded once to `scale` places.
  public static func apply(rate: Decimal, to amount: Decimal, scale: Int, _ mode: CheckoutPricing.RoundingMode)
    -> Decimal
  {
    round(amount * rate, scale: scale, mode)
  }

  /// The tax inside a tax-inclusive `gross`: `round(gross * r / (1 + r))`.
  public static func includedPortion(rate: Decimal, of gross: Decimal, scale: Int, _ mode: CheckoutPricing.RoundingMode)
    -> Decimal
  {
    // Divide last, and only once, so the quotient is the one inexact step
    // before the rounding (Decimal keeps 38 digits).
    round((gross * rate) / (1 + rate), scale: scale, mode)
  }

  /// Largest-remainder allocation of `amount` across `weights`, in
  /// `Decimal`: each exact share rounded toward zero, then one minor unit
  /// each to the largest remainders, ties to the larger weight, then the
  /// smaller key.
  ///
  /// Shares are compared in minor units, where `units * weight` and the
  /// remainder `units * weight - floor * total` are whole numbers that
  /// `Decimal` holds exactly; only the floor comes from a division.
  public static func allocate<Key: Comparable>(
    _ amount: Decimal, scale: Int, weights: [Decimal], keys: [Key]
  ) -> [Decimal] {
    let total = weights.reduce(Decimal(0), +)
    let units = amount.magnitude * Decimal(sign: .plus, exponent: scale, significand: 1)
    var parts: [Decimal] = []
    var remainders: [Decimal] = []
    for weight in weights {
      let product = units * weight
      let floor = nsRound(product / total, 0, .down)
      parts.append(floor)
      remainders.append(product - floor * total)
    }
    var leftOver = units - parts.reduce(Decimal(0), +)
    let order = weights.indices.sorted { a, b in
      if remainders[a] != remainders[b] { return remainders[a] > remainders[b] }
      if weights[a] != weights[b] { return weights[a] > weights[b] }
      return keys[a] < keys[b]
    }
    for index in order where leftOver > 0 {
      parts[index] += 1
      leftOver -= 1
    }
    let minorUnit = Decimal(sign: amount < 0 ? .minus : .plus, exponent: -scale, significand: 1)
    return parts.map { $0 * minorUnit }
  }
}
