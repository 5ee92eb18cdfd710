/// A price change for paying with a kind of card: one row of
/// `payment_adjustments.csv`.
package struct PaymentAdjustmentRule: Sendable, Hashable, Identifiable {
  /// Whether the adjustment lowers or raises the price.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Money off, such as 5% off with the merchant's store card.
    case discount
    /// A charge for the card's cost, such as a credit-card surcharge. Never
    /// on debit or prepaid cards.
    case surcharge
  }

  /// The identifier, unique in the table.
  public let id: String
  /// The summary item's label.
  public let label: String
  /// Discount or surcharge.
  public let kind: Kind
  /// The card type it applies to.
  public let paymentType: PaymentMethodType
  /// The card network it is limited to, lowercased; `nil` for any network.
  public let network: String?
  /// The percentage of the merchandise it adds or takes off.
  public let rate: Rate
  /// The most it adds or takes off; `nil` for no limit.
  public let maximum: Amount?
  /// The areas of `payment_areas.csv` where it applies, by name; empty
  /// for everywhere. Written from ``areaIDs`` when read.
  public var areas: [String] { areaIDs.map { areaNames[$0] } }
  /// The areas by id, resolved once at load: what a quote compares.
  let areaIDs: [PaymentAreaID]
  /// The names of every area of `payment_areas.csv`, by id: the index's
  /// array, shared, for ``areas``.
  let areaNames: [String]
  /// The row it came from.
  public let location: TableLocation

  /// Whether the rule is for this card.
  func matches(_ method: PaymentMethod) -> Bool {
    guard method.type == paymentType else { return false }
    guard let network else { return true }
    return method.network.map { $0.lowercased() == network } == true
  }
}
