extension Weight {
  /// The weight in `unit` for explanations: exact when it has at most three
  /// decimals in that unit (`"2.5 lb"`), else rounded half up to three
  /// with a tilde (`"~2.205 lb"`).
  func text(in unit: WeightUnit) -> String {
    let scaled = Int128(quanta) * 1_000
    let size = Int128(unit.quanta)
    let (quotient, remainder) = scaled.quotientAndRemainder(dividingBy: size)
    let rounded = remainder * 2 >= size ? quotient + 1 : quotient
    let digits = DecimalText.trimmed(units: Int64(clamping: rounded), fractionDigits: 3)
    return "\(remainder == 0 ? "" : "~")\(digits) \(unit.rawValue)"
  }
}
