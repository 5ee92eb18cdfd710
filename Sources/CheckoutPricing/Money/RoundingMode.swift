/// How a value that falls between two minor units becomes one of them.
///
/// Each mode names the direction it moves an inexact value. For the three
/// `half` modes the direction applies only to an exact tie; any other value
/// goes to the nearer neighbour. With `-1.5` units, for example:
///
/// | mode | 1.5 | -1.5 | 1.2 | -1.7 |
/// | --- | --- | --- | --- | --- |
/// | ``towardZero`` | 1 | -1 | 1 | -1 |
/// | ``awayFromZero`` | 2 | -2 | 2 | -2 |
/// | ``towardPositiveInfinity`` | 2 | -1 | 2 | -1 |
/// | ``towardNegativeInfinity`` | 1 | -2 | 1 | -2 |
/// | ``halfAwayFromZero`` | 2 | -2 | 1 | -2 |
/// | ``halfTowardZero`` | 1 | -1 | 1 | -2 |
/// | ``halfToEven`` | 2 | -2 | 1 | -2 |
///
/// ``halfAwayFromZero`` is the "round half up" of US sales tax (SSUTA section
/// 324) and of most VAT rules, and the default wherever the library rounds.
public enum RoundingMode: String, Sendable, Hashable, CaseIterable, Codable, BitwiseCopyable {
  /// Truncate: drop the excess digits (Japan's common 切り捨て).
  case towardZero
  /// Move any inexact value to the neighbour further from zero.
  case awayFromZero
  /// Ceiling: move any inexact value up.
  case towardPositiveInfinity
  /// Floor: move any inexact value down.
  case towardNegativeInfinity
  /// Nearest; an exact half moves away from zero ("round half up").
  case halfAwayFromZero
  /// Nearest; an exact half moves toward zero ("round half down").
  case halfTowardZero
  /// Nearest; an exact half goes to the even neighbour (banker's rounding).
  case halfToEven

  /// Divides `numerator` by a positive `denominator` and rounds the quotient
  /// once, in this mode.
  ///
  /// This is the single place the library rounds: every rate application,
  /// tax extraction and rescaling ends here, so each result is rounded
  /// exactly once from its exact value.
  ///
  /// `denominator` must be positive; that is a programmer error, not input.
  func divide(_ numerator: Int128, by denominator: Int128) -> Int128 {
    precondition(denominator > 0, "RoundingMode.divide needs a positive denominator")
    let quotient = numerator / denominator
    let remainder = numerator % denominator
    if remainder == 0 { return quotient }
    // The remainder has the numerator's sign; `away` is the neighbour further
    // from zero. |quotient| < |numerator| and denominator >= 2 here, so
    // neither neighbour overflows.
    let isNegative = numerator < 0
    let away = isNegative ? quotient - 1 : quotient + 1
    // Compare the remainder with half the denominator without dividing:
    // 2|r| < d means below half. |r| < d <= Int128.max, so 2|r| fits UInt128.
    let twiceRemainder = remainder.magnitude &* 2
    let divisor = denominator.magnitude
    switch self {
    case .towardZero:
      return quotient
    case .awayFromZero:
      return away
    case .towardPositiveInfinity:
      return isNegative ? quotient : away
    case .towardNegativeInfinity:
      return isNegative ? away : quotient
    case .halfAwayFromZero:
      return twiceRemainder < divisor ? quotient : away
    case .halfTowardZero:
      return twiceRemainder > divisor ? away : quotient
    case .halfToEven:
      if twiceRemainder != divisor { return twiceRemainder < divisor ? quotient : away }
      return quotient % 2 == 0 ? quotient : away
    }
  }
}
