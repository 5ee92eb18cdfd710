/// The payment part of a rate book: the adjustments a card type or network
/// brings (`payment_adjustments.csv`) and where those limited to places
/// apply (`payment_areas.csv`).
struct PaymentTables: Sendable {
  /// Payment-method adjustments, in file order.
  let adjustments: [PaymentAdjustmentRule]
  /// Where adjustments limited to places apply; a rule holds its areas as
  /// ids of this index.
  let areas: PaymentAreaIndex
  /// The decimals of the merchant's currency.
  let exponent: Int
  /// The merchant's rounding mode, in which an adjustment is rounded once.
  let roundingMode: RoundingMode
}
