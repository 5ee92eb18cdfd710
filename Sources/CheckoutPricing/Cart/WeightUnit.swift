/// A unit of weight, with its exact size in weight quanta.
///
/// 1 lb is 0.45359237 kg exactly (the international pound of 1959) and 1 oz
/// is 1/16 lb. A quantum is 1/16 of a nanogram: the coarsest step in which
/// 0.0001 lb and 0.0001 oz are whole (0.0001 oz is 2,834,952.3125 ng, so a
/// nanogram is not fine enough). Every weight with at most
/// ``maximumFractionDigits`` decimals in its unit is then a whole number of
/// quanta, and conversions between units are exact integer arithmetic.
public enum WeightUnit: String, Sendable, Hashable, CaseIterable {
  /// The kilogram, `kg`.
  case kilogram = "kg"
  /// The gram, `g`.
  case gram = "g"
  /// The international pound, `lb`: 0.45359237 kg exactly.
  case pound = "lb"
  /// The ounce, `oz`: 1/16 lb.
  case ounce = "oz"

  /// Quanta (1/16 ng) in one unit.
  public var quanta: Int64 {
    switch self {
    case .kilogram: 16_000_000_000_000
    case .gram: 16_000_000_000
    case .pound: 7_257_477_920_000
    case .ounce: 453_592_370_000
    }
  }

  /// The most decimals a weight in this unit may have, beyond trailing
  /// zeros: the most for which every value is a whole number of quanta
  /// (12 for kg, 9 for g, 4 for lb and oz).
  public var maximumFractionDigits: Int {
    switch self {
    case .kilogram: 12
    case .gram: 9
    case .pound, .ounce: 4
    }
  }
}
