/// A Google Pay `DisplayItem.type` (Google Pay API, `DisplayItem`;
/// DefinitelyTyped `DisplayItemType`), chosen by what the item is in the
/// quote (``SummaryItem/Kind``), never by its label or sign.
enum GooglePayDisplayItemType: String, CaseIterable, Sendable, Hashable {
  case lineItem = "LINE_ITEM"
  case subtotal = "SUBTOTAL"
  case tax = "TAX"
  case discount = "DISCOUNT"
  case shippingOption = "SHIPPING_OPTION"

  /// The type of an item of `kind`. A free-shipping discount is a
  /// `DISCOUNT`; a tax exemption is `TAX` (it is tax, taken off); a card's
  /// discount or surcharge is a `LINE_ITEM`, being neither; so is a gift
  /// card or store credit (negative: `DisplayItem.price` "negative values
  /// are allowed"), a payment rather than a discount, which `DISCOUNT`
  /// would call it. Duties and import taxes are a `LINE_ITEM`: `TAX` is
  /// the sale's tax, which they are not.
  init(_ kind: SummaryItem.Kind) {
    switch kind {
    case .subtotal: self = .subtotal
    case .discount, .shippingDiscount: self = .discount
    case .shipping: self = .shippingOption
    case .tax, .taxNotCharged: self = .tax
    case .importCharges, .cardAdjustment, .tender, .total, .other: self = .lineItem
    }
  }
}
