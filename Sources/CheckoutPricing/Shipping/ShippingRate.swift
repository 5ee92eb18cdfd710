/// How a service is priced in a zone: one row of `rates.csv`. Its service
/// and zone are where the compiled tables file it
/// (``ShippingTables/zoneOffers``), not text it carries. Of `package` access
/// only so that ``RateBook/ShippingRows`` can hand its ``Basis`` to the
/// reference that prices rows on its own.
package struct ShippingRate: Sendable, Hashable {
  /// The price rule of the row.
  package enum Basis: Sendable, Hashable {
    /// One price per order.
    case flat(price: Amount)
    /// A price for the first item and another for each further item.
    case item(first: Amount, additional: Amount)
    /// A weight tier `min < billed <= max` (`min <= billed` on the lowest
    /// tier); with no `max`, the top tier adds `additionalPrice` per started
    /// `additionalPer` above `min`.
    case weight(min: Weight, max: Weight?, price: Amount, additionalPrice: Amount?, additionalPer: Weight?)
    /// A merchandise-subtotal tier `min <= subtotal < max`.
    case subtotal(min: Amount, max: Amount?, price: Amount)
    /// A tier of the cart's unit count `min <= units < max`, as Magento's
    /// "# of Items (and above)" table rates.
    case units(min: Int64, max: Int64?, price: Amount)
    /// A percentage of the merchandise subtotal, rounded once in the
    /// merchant's rounding mode, then raised to `minimum` and lowered to
    /// `maximum`.
    case percent(rate: Rate, minimum: Amount?, maximum: Amount?)
  }

  /// The price rule.
  let basis: Basis
  /// The shipping class (cart line category) the row prices, `nil` for any
  /// class without rows of its own.
  var category: CategoryID? = nil
  /// The row it came from.
  let location: TableLocation
}
