/// A payment the shopper makes before the card: a gift card or store
/// credit, applied after tax (``QuoteRequest/tenders``).
///
/// A tender pays for the order; it is not a discount. The tax base is the
/// full price: a gift card is a multi-purpose voucher, and "the actual
/// handing over of the goods ... in return for a multi-purpose voucher
/// accepted as consideration ... shall be subject to VAT" (Council
/// Directive 2006/112/EC, Article 30b(2), inserted by Council Directive
/// (EU) 2016/1065); in the US a gift card is taxed when it is redeemed, on
/// the price of what it buys, not when it is sold. The summary shows each tender used
/// after tax and the card's adjustment, as a negative item, and the total
/// is what is left to charge, never below zero.
///
/// ```swift
/// request.tenders = [.giftCard(id: "GC-0000-1234", amount: try Amount(parsing: "25.00", exponent: 2))]
/// ```
public enum Tender: Sendable, Hashable {
  /// A gift card, by its number; the summary names its last four characters.
  case giftCard(id: String, amount: Amount)
  /// The shopper's store credit (a refund or goodwill balance), by its
  /// account or reference.
  case storeCredit(id: String, amount: Amount)

  /// The card number or the credit's reference: unique within a request.
  public var id: String {
    switch self {
    case .giftCard(let id, _), .storeCredit(let id, _): id
    }
  }

  /// The balance offered: the most the tender pays.
  public var amount: Amount {
    switch self {
    case .giftCard(_, let amount), .storeCredit(_, let amount): amount
    }
  }

  /// The `kind` the JSON contract names it by.
  var kindName: String {
    switch self {
    case .giftCard: "giftCard"
    case .storeCredit: "storeCredit"
    }
  }

  /// The summary item's label: `Gift card ····1234` (the last four
  /// characters of the number, as a receipt masks a card), or
  /// `Store credit`.
  var label: String {
    switch self {
    case .giftCard(let id, _): "Gift card ····\(id.suffix(4))"
    case .storeCredit: "Store credit"
    }
  }
}
