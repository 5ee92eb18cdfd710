/// A quote's summary items as PayPal's `amount_with_breakdown.breakdown`
/// (Orders v2, `amount_breakdown`): each figure in minor units, none
/// negative, and
/// `item_total + tax_total + shipping + handling - shipping_discount - discount`
/// equal to the quote's total.
///
/// Each summary item goes to one figure by its ``SummaryItem/Kind``, with
/// its sign: a positive amount adds to a figure PayPal adds, a negative one
/// to a figure PayPal subtracts. The quote's total is the exact sum of its
/// items (``Quote``), so the identity holds by construction: every item is
/// counted once, with the sign PayPal gives its figure.
///
/// - The subtotal is `item_total`: the cart's lines at their prices, the
///   same sum as `unit_amount × quantity` over the order's items when the
///   order was created from the same cart.
/// - Order and line discounts, and a card's discount, are `discount`;
///   free shipping is `shipping_discount`.
/// - A card surcharge is `handling`: PayPal's breakdown has no member for a
///   payment fee, and `handling` is the one figure added for the way the
///   order is taken rather than for what is in it.
/// - Tax is `tax_total` for a merchant whose prices exclude it. A merchant
///   whose prices include VAT shows no tax line: the VAT is inside
///   `item_total` and `shipping`, which must stay the prices the buyer saw
///   (UK Price Marking Order 2004: prices to consumers include VAT), so
///   `tax_total` is 0. A buyer's exemption from inclusive tax is a
///   reduction, so it is `discount`.
/// - Duties and import taxes (``SummaryItem/Kind/importCharges``) are
///   `handling`. PayPal's breakdown has no member for them, and
///   `tax_total` is "the total tax for all items", which "must equal the
///   sum of (items[].tax * items[].quantity)" when items carry their tax
///   (PayPal Orders v2, `amount_breakdown`): the border's duty and VAT are
///   levied on the consignment, freight and duty included, not on each
///   item, so they would break that identity. `handling`, "the handling
///   fee for all items within a given purchase_unit", is a charge on the
///   parcel as a whole, as they are.
/// - A gift card or store credit (a tender) is `discount`. The order's
///   `amount` is what PayPal captures, so what a tender already paid must
///   come off it, and `discount` is the one figure PayPal subtracts from
///   the goods (`shipping_discount` is for shipping alone). The tender
///   does not lower `item_total` or `tax_total`, which stay the figures the
///   sale was taxed on.
/// - A pending figure (shipping or tax before an address) is 0: PayPal has
///   no pending amount.
struct PayPalBreakdown: Sendable, Hashable {
  var itemTotal: Int64 = 0
  var taxTotal: Int64 = 0
  var shipping: Int64 = 0
  var handling: Int64 = 0
  var shippingDiscount: Int64 = 0
  var discount: Int64 = 0

  /// The figures of `items`, or `nil` if a figure leaves the range of an
  /// `Int64`, which a quote's own checked sums make unreachable for the
  /// sample merchants' limits and which is reported rather than wrapped.
  init?(_ items: [SummaryItem]) {
    for item in items {
      let amount = item.amount.minorUnits
      let added: Bool
      switch item.kind {
      case .subtotal: added = Self.add(amount, to: &itemTotal, or: &discount)
      case .shipping: added = Self.add(amount, to: &shipping, or: &shippingDiscount)
      case .shippingDiscount: added = Self.add(amount, to: &shipping, or: &shippingDiscount)
      case .tax: added = Self.add(amount, to: &taxTotal, or: &discount)
      case .discount, .taxNotCharged, .importCharges, .cardAdjustment, .tender, .other:
        added = Self.add(amount, to: &handling, or: &discount)
      case .total: added = true
      }
      guard added else { return nil }
    }
  }

  /// Adds a positive `amount` to `plus`, a negative one's size to `minus`;
  /// `false` on overflow.
  private static func add(_ amount: Int64, to plus: inout Int64, or minus: inout Int64) -> Bool {
    let result =
      amount >= 0 ? plus.addingReportingOverflow(amount) : minus.subtractingReportingOverflow(amount)
    guard !result.overflow else { return false }
    if amount >= 0 { plus = result.partialValue } else { minus = result.partialValue }
    return true
  }
}
