import Foundation

extension SummaryItem {
  /// The item as a `PKPaymentSummaryItem(label:amount:type:)`: its label,
  /// its exact amount (`Amount/decimalNumber`), and `.pending` where
  /// the amount is not known yet (Apple, `PKPaymentSummaryItemType.pending`:
  /// "the amount is not known at this time").
  public var paymentSummaryItem: PKPaymentSummaryItem {
    PKPaymentSummaryItem(label: label, amount: amount.decimalNumber, type: type == .pending ? .pending : .final)
  }
}
