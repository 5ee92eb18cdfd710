/// A unit of weight, with its exact size in nanograms.
///
/// 1 lb is 0.45359237 kg exactly (the international pound of 1959) and 1 oz
/// is 1/16 lb, so every unit is a whole number of nanograms and conversions
/// are exact integer arithmetic.
public enum WeightUnit: String, Sendable, Hashable, CaseIterable {
  case kilogram = "kg"
  case gram = "g"
  case pound = "lb"
  case ounce = "oz"

  /// Nanograms in one unit.
  public var nanograms: Int64 {
    switch self {
    case .kilogram: 1_000_000_000_000
    case .gram: 1_000_000_000
    case .pound: 453_592_370_000
    case .ounce: 28_349_523_125
    }
  }
}
