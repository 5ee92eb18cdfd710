/// A row of `exchange_rates.csv`: one unit of a currency is ``rate`` units
/// of the merchant's, on some days (`RateTables/README.md`, "Landed cost",
/// "Which day's exchange rate").
struct ExchangeRate: Sendable, Hashable {
  /// The currency converted.
  let currency: Currency
  /// The merchant's currency per unit of ``currency``, exactly as written.
  let rate: Rate
  /// The days it is in force.
  let days: DatedDays
  /// Its line of `exchange_rates.csv`.
  let line: Int

  /// The file the rows come from.
  static let file = "exchange_rates.csv"
}
