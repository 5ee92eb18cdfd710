/// Why a consignment's landed cost cannot be priced.
enum LandedCostProblem: Error, Sendable, Hashable {
  /// No row of `exchange_rates.csv` converts the currency on the quote's
  /// day.
  case noExchangeRate(currency: String, day: Int)
  /// A figure does not fit 64 bits.
  case overflow
}
