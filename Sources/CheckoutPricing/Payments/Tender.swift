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

  /// The id as the duplicate check compares it: ASCII letters folded to
  /// lower case, and the separators people and printers put between
  /// groups of characters dropped (white space, including the no-break
  /// space, and the hyphen and the dashes that look like it: U+002D,
  /// U+2010 to U+2015, U+2212). So `6006-4910-0000-1234` and
  /// `6006491000001234`, `gc-abc` and `GC-ABC`, ` GC1` and `GC1` are one
  /// card. Other punctuation (`.`, `_`, `/`) is kept: a store credit's
  /// reference may use it to mean something, and two references that
  /// differ in it may be two accounts.
  var duplicateKey: String {
    var key = String.UnicodeScalarView()
    for scalar in id.unicodeScalars {
      switch scalar.value {
      case 0x2D, 0x2010...0x2015, 0x2212: continue
      case 0x41...0x5A: key.append(Unicode.Scalar(scalar.value + 0x20)!)
      default:
        if scalar.properties.isWhitespace { continue }
        key.append(scalar)
      }
    }
    return String(key)
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

}
