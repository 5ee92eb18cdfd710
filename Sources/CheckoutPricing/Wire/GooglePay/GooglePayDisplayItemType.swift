/// A Google Pay `DisplayItem.type` (Google Pay API, `DisplayItem`;
/// DefinitelyTyped `DisplayItemType`), chosen by what the item is in the
/// quote (``SummaryItem/Role``), never by its label or sign.
enum GooglePayDisplayItemType: String, CaseIterable, Sendable, Hashable {
  case lineItem = "LINE_ITEM"
  case subtotal = "SUBTOTAL"
  case tax = "TAX"
  case discount = "DISCOUNT"
  case shippingOption = "SHIPPING_OPTION"

  /// The type of an item of `role`. A free-shipping discount is a
  /// `DISCOUNT`; a tax exemption is `TAX` (it is tax, taken off); a card's
  /// discount or surcharge is a `LINE_ITEM`, being neither.
  init(_ role: SummaryItem.Role) {
    switch role {
    case .subtotal: self = .subtotal
    case .discount, .shippingDiscount: self = .discount
    case .shipping: self = .shippingOption
    case .tax, .taxExemption: self = .tax
    case .paymentAdjustment, .total, .other: self = .lineItem
    }
  }
}
