/// One line of the payment sheet's summary: `PKPaymentSummaryItem` or
/// `ApplePayLineItem`.
public struct SummaryItem: Sendable, Hashable {
  /// Whether the amount is known.
  public enum ItemType: String, Sendable, Hashable {
    /// A known amount (the default).
    case final
    /// Not yet known: the amount is 0 and the sheet shows "pending".
    case pending
  }

  /// What the sheet shows beside the amount; the total's label is the
  /// merchant's name.
  public let label: String
  /// The amount; negative for discounts.
  public let amount: Amount
  /// Final or pending.
  public let type: ItemType

  /// Creates an item.
  public init(label: String, amount: Amount, type: ItemType = .final) {
    self.label = label
    self.amount = amount
    self.type = type
  }
}
