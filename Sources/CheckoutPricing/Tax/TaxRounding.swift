/// How one tax figure is rounded: the plain values every rounding step of
/// a ``TaxCalculation`` reads.
///
/// `BitwiseCopyable`: the steps are mutating methods of the calculation,
/// and reading these through a method of the calculation itself would copy
/// it whole, with its arrays and references, at every item.
struct TaxRounding: BitwiseCopyable, Sendable {
  /// `10^scale`, the denominator of every rate in the schedule.
  let denominator: Int64
  /// Whether prices include tax: the tax is then the part inside the amount.
  let inclusive: Bool
  let mode: RoundingMode
  /// The currency's minor-unit exponent.
  let exponent: Int

  /// The tax of `amount` at `rate` (in units of `1 / denominator`),
  /// rounded once: `amount × rate` for exclusive prices, the portion
  /// `amount × rate / (1 + rate)` inside an inclusive one.
  func tax(of amount: Int64, rate: Int64, at jurisdiction: TaxJurisdiction) throws(MoneyError) -> Int64 {
    try tax(ofProduct: Int128(amount) * Int128(rate), rate: rate, at: jurisdiction)
  }

  /// The tax of an exact product `amount × rate` (or a sum of them at one
  /// rate, for inclusive prices), rounded once; 0 when it is not positive.
  func tax(ofProduct numerator: Int128, rate: Int64, at jurisdiction: TaxJurisdiction) throws(MoneyError) -> Int64 {
    guard numerator > 0 else { return 0 }
    let divisor = Int128(denominator) + (inclusive ? Int128(rate) : 0)
    return try Amount(
      checkedMinorUnits: mode.divide(numerator, by: divisor), exponent: exponent,
      operation: "the tax at \(jurisdiction.id)"
    ).minorUnits
  }
}
