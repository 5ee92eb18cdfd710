/// Reads a merchant folder's `payment_adjustments.csv` and
/// `payment_areas.csv` into the ``PaymentTables`` the card adjustment stage
/// applies, logging every problem.
struct PaymentLoader {
  let source: TableSource
  let log: DiagnosticLog

  /// A card surcharge above this percentage is a warning: Visa and
  /// Mastercard cap US surcharges at 3% and 4%, and the EU bans them.
  static let implausibleSurchargePercent: Int64 = 10

  /// The reader of `payment_areas.csv`.
  var places: AreaLoader { AreaLoader(source: source, log: log) }
}
