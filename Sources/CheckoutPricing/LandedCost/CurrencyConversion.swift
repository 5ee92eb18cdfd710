/// An amount of one currency as the merchant's minor units, exactly: `a`
/// minor units of a currency whose exchange rate is `r = units / 10^scale`
/// are `a × units × 10^eM / 10^(eC + scale)` of the merchant's, `eM` and
/// `eC` the two currencies' exponents (`RateTables/README.md`, "Which
/// day's exchange rate").
///
/// Comparisons with it are exact, in integers, so a threshold flips at
/// exactly its own amount; a converted amount is rounded once, in the
/// merchant's rounding mode.
struct CurrencyConversion: Sendable, Hashable {
  let numerator: Int128
  let denominator: Int128

  /// The merchant's own currency: unchanged.
  static let identity = CurrencyConversion(numerator: 1, denominator: 1)

  /// The conversion of `currency` into `merchant`'s on `day`.
  ///
  /// - Throws: ``LandedCostProblem/noExchangeRate(currency:day:)`` when no
  ///   row covers the day.
  static func of(
    _ currency: Currency, into merchant: Currency, on day: Int, in tables: LandedCostTables
  ) throws(LandedCostProblem) -> CurrencyConversion {
    guard currency.code != merchant.code else { return .identity }
    guard let row = tables.exchangeRate(of: currency, on: day) else {
      throw .noExchangeRate(currency: currency.code, day: day)
    }
    // Exponents up to 6 and scales up to 18: 10^30 at most, which fits.
    let denominator = power(currency.minorUnits + row.rate.scale)
    return CurrencyConversion(
      numerator: Int128(row.rate.units) * power(merchant.minorUnits), denominator: denominator)
  }

  private static func power(_ n: Int) -> Int128 {
    var result: Int128 = 1
    for _ in 0..<n { result *= 10 }
    return result
  }

  /// Whether `merchantUnits × count` is at most `amount` converted times
  /// `count`: `merchantUnits × denominator ≤ amount × numerator × count`.
  func isAtMost(_ merchantUnits: Int64, _ amount: Int64, times count: Int64 = 1) throws(LandedCostProblem) -> Bool {
    let left = try Self.product(Int128(merchantUnits), denominator)
    let right = try Self.product(try Self.product(Int128(amount), numerator), Int128(count))
    return left <= right
  }

  /// Whether `merchantUnits` is below `amount` converted.
  func isBelow(_ merchantUnits: Int64, _ amount: Int64) throws(LandedCostProblem) -> Bool {
    try Self.product(Int128(merchantUnits), denominator) < Self.product(Int128(amount), numerator)
  }

  /// `amount` in the merchant's minor units, rounded once.
  func converted(_ amount: Int64, rounding mode: RoundingMode) throws(LandedCostProblem) -> Int64 {
    guard let result = Int64(exactly: mode.divide(try Self.product(Int128(amount), numerator), by: denominator))
    else { throw .overflow }
    return result
  }

  static func product(_ a: Int128, _ b: Int128) throws(LandedCostProblem) -> Int128 {
    let (result, overflow) = a.multipliedReportingOverflow(by: b)
    guard !overflow else { throw .overflow }
    return result
  }
}
