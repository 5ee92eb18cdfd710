/// The price change for the selected card: its own summary item, added to
/// the total after tax.
package struct PaymentAdjustment: Sendable, Hashable {
  /// The rule's identifier in `payment_adjustments.csv`.
  public let id: String
  /// The summary item's label.
  public let label: String
  /// Discount or surcharge.
  public let kind: PaymentAdjustmentRule.Kind
  /// The rule's percentage.
  public let rate: Rate
  /// What the percentage was taken of: the merchandise after every discount.
  public let base: Amount
  /// The signed change to the total: negative for a discount, positive for
  /// a surcharge; rounded once, capped at the rule's maximum and never more
  /// than the base.
  public let amount: Amount
}
