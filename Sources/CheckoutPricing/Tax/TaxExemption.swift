/// The buyer's claim not to be charged tax, with the document that supports
/// it: a US resale or exemption certificate, a charity's number, or an EU
/// business's VAT number for a cross-border sale.
///
/// The engine takes the claim as given; validating the certificate or the
/// VAT number (VIES) is the merchant's business before the order is taken.
/// The shipping contact still decides shipping.
///
/// The rule, also in the JSON contract article ("Tax exemption"): no tax is charged. With
/// prices exclusive of tax the tax item is 0. With prices inclusive of tax
/// the price drops by the tax it contains, as an EU merchant invoices a
/// reverse-charge sale at its net price (Council Directive 2006/112/EC,
/// Articles 196 and 226(11a): the buyer accounts for the VAT): an item of
/// minus that tax is added, so the total is the net.
public struct TaxExemption: Sendable, Hashable {
  /// Why no tax is charged.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The buyer is exempt: a resale certificate, a non-profit.
    case exempt
    /// The buyer accounts for the VAT: an EU business buying cross-border.
    case reverseCharge
  }

  /// Why no tax is charged.
  public var kind: Kind
  /// The certificate or VAT number, as the buyer gave it.
  public var id: String

  /// Creates a claim.
  public init(kind: Kind, id: String) {
    self.kind = kind
    self.id = id
  }

}
