/// The payment part of a rate book: the adjustments a card type or network
/// brings (`payment_adjustments.csv`) and where those limited to places
/// apply (`payment_areas.csv`).
struct PaymentTables: Sendable {
  /// Payment-method adjustments, in file order.
  let adjustments: [PaymentAdjustmentRule]
  /// Where adjustments limited to places apply; a rule holds its areas as
  /// ids of this index.
  let areas: PaymentAreaIndex
}
