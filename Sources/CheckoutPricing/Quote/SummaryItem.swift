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
  /// What the item is in the quote. The wallets' formats name an item by
  /// it (Google Pay's `DisplayItem.type`, PayPal's breakdown members), and
  /// a program finds the shipping or the tax line by it, never by its
  /// label, which is the shopper's text, or the sign of its amount.
  public let kind: Kind

  /// What a summary item stands for.
  public enum Kind: Sendable, Hashable {
    /// The cart's lines before discounts.
    case subtotal
    /// An order or line discount (negative).
    case discount
    /// What a free-shipping discount takes off the selected method
    /// (negative), or the zero line naming the methods a free-shipping code
    /// covers when the selected one is not among them.
    case shippingDiscount
    /// The selected method's price, or pending before one is known.
    case shipping
    /// The tax charged, or pending before the address is known.
    case tax
    /// Tax computed and not charged: the tax a buyer's exemption, or a
    /// jurisdiction where the merchant is not registered, takes off
    /// inclusive prices (negative), or its zero or pending line.
    case taxNotCharged
    /// The duties, import VAT and fees of a parcel abroad that a DDP
    /// method charges at checkout ("Duties and import taxes"), apart from
    /// the sale's own tax; pending while a line's classification is
    /// missing (RateTables/README.md, "Landed cost").
    case importCharges
    /// The selected card's discount (negative) or surcharge.
    case cardAdjustment
    /// What a gift card or store credit pays (negative), after tax and the
    /// card's adjustment (``Tender``).
    case tender
    /// The grand total.
    case total
    /// An item made by a caller, or a later payment's.
    case other
  }

  /// Items are equal when they show the same: label, amount and type. The
  /// kind is how the engine names an item to a wallet and a program, not
  /// part of what a sheet shows, so an item made by a caller equals the
  /// engine's.
  public static func == (lhs: SummaryItem, rhs: SummaryItem) -> Bool {
    lhs.label == rhs.label && lhs.amount == rhs.amount && lhs.type == rhs.type
  }

  /// Hashes what `==` compares: the label, the amount and the type.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(amount)
    hasher.combine(type)
  }

  /// Creates an item, saying what it is.
  public init(label: String, amount: Amount, type: ItemType = .final, kind: Kind = .other) {
    self.label = label
    self.amount = amount
    self.type = type
    self.kind = kind
  }
}
