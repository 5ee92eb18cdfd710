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
  /// What the item is in the quote: the wallets' formats name it by this
  /// (Google Pay's `DisplayItem.type`, PayPal's breakdown members), never by
  /// its label or the sign of its amount.
  package let role: Role

  /// What a summary item stands for.
  package enum Role: Sendable, Hashable {
    /// The cart's lines before discounts.
    case subtotal
    /// An order or line discount (negative).
    case discount
    /// What a free-shipping discount takes off the selected method (negative).
    case shippingDiscount
    /// The selected method's price, or pending before one is known.
    case shipping
    /// The tax charged, or pending before the address is known.
    case tax
    /// The tax a buyer's exemption takes off inclusive prices (negative), or
    /// its zero or pending line.
    case taxExemption
    /// The selected card's discount (negative) or surcharge.
    case paymentAdjustment
    /// What a gift card or store credit pays (negative), after tax and the
    /// card's adjustment (``Tender``).
    case tender
    /// The grand total.
    case total
    /// An item made by a caller or for a later payment.
    case other
  }

  /// Items are equal when they show the same: label, amount and type. The
  /// role is how the engine names an item to a wallet, not part of what a
  /// sheet shows, so an item made by a caller equals the engine's.
  public static func == (lhs: SummaryItem, rhs: SummaryItem) -> Bool {
    lhs.label == rhs.label && lhs.amount == rhs.amount && lhs.type == rhs.type
  }

  /// Hashes what `==` compares: the label, the amount and the type.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(amount)
    hasher.combine(type)
  }

  /// Creates an item.
  public init(label: String, amount: Amount, type: ItemType = .final) {
    self.init(label: label, amount: amount, type: type, role: .other)
  }

  /// Creates an item the engine made, saying what it is.
  init(label: String, amount: Amount, type: ItemType = .final, role: Role) {
    self.label = label
    self.amount = amount
    self.type = type
    self.role = role
  }
}
