/// The words of one language that the engine shows a shopper: summary
/// labels, delivery texts and the sentences of the problems a quote reports.
///
/// A catalog holds words and sentence patterns, never a decision: what a
/// stage found is data (``ContactProblem``, ``CouponProblem``,
/// ``Unserviceable``, a ``MethodDetail``), and ``ShopperText`` puts it into
/// the words of one catalog. A sentence with values is a function of them,
/// so a language orders its words and chooses its plural forms itself.
/// Adding a language is adding a file of messages (`Catalogs/`), from
/// which ``init(messages:cldr:)`` builds its catalog, as it builds ``english``.
///
/// Operator text is not here: `explain`, `validate` and the messages about
/// a malformed request are for the developer, and stay English.
struct Wording: Sendable {
  // MARK: - Summary labels

  /// The cart's lines before discounts.
  var subtotal: String
  /// Shipping before a method is known.
  var pendingShipping: String
  /// The tax charged, or its zero line when none is.
  var tax: String
  /// Tax computed and not charged in a place where the merchant is not
  /// registered.
  var taxNotCharged: String
  /// The duty, import VAT and fees of a parcel abroad that a DDP method
  /// charges at checkout.
  var importCharges: String
  /// The destination's VAT a seller charges at checkout on a low-value
  /// sale abroad.
  var saleVAT: String
  /// The item taking off the tax that inclusive prices contain, for a
  /// buyer's claim of each kind.
  var exemption: @Sendable (TaxExemption.Kind) -> String
  /// Store credit paying part of the total.
  var storeCredit: String
  /// A gift card paying part of the total, given the last characters of
  /// its number.
  var giftCard: @Sendable (_ lastCharacters: Substring) -> String
  /// A later payment of a trial period, given the line's label.
  var trial: @Sendable (_ lineLabel: String) -> String
  /// The zero item naming the methods a free-shipping grant covers when it
  /// does not cover the selected one, given the code (or the discount's
  /// label) and the services' labels in the merchant's order.
  var freeShippingOnlyWith: @Sendable (_ code: String, _ services: [String]) -> String

  // MARK: - Delivery

  /// The short names of the weekdays, Monday first.
  var weekdays: [String]
  /// The short names of the months, January first.
  var months: [String]
  /// A date as a delivery window states it, part by part.
  var shortDate: [DatePart]
  /// Before the dates of a window that is delivered, with its space.
  var arrives: String
  /// Before the dates of a window that is picked up, with its space.
  var ready: String
  /// Between the first and the last date of a window.
  var dateRangeSeparator: String
  /// A window counted in business days, given its fewest and most days.
  var businessDays: @Sendable (_ minimum: Int, _ maximum: Int) -> String
  /// A pickup's detail: the store's address, and its window when it has one.
  var pickup: @Sendable (_ address: String, _ window: String?) -> String
  /// A DAP method's note that import charges are due on delivery: after
  /// the rest of its detail when it has one, with the estimate (an amount
  /// and its currency code) when it is shown.
  var importDue: @Sendable (_ detail: String?, _ estimate: String?) -> String

  // MARK: - The wallets' own

  /// Google Pay's `totalPriceLabel`.
  var total: String
  /// Google Pay's message when the shipping option the shopper chose does
  /// not reach the address, given the label of the one selected instead.
  var methodReplaced: @Sendable (_ selected: String) -> String
  /// PayPal's decline when the store chosen cannot take the order.
  var storeUnavailable: String
  /// PayPal's decline when the shipping option chosen is not available.
  var methodUnavailable: String
  /// Every sheet's refusal of an authorization whose total at the full
  /// address is above the total the shopper authorized.
  var totalRose: String

  // MARK: - Problems

  /// The names the sentences give countries and regions.
  var places: PlaceNames

  /// The shipping contact's problems, for the field each names.
  var contact: @Sendable (ContactProblem, _ names: PlaceNames) -> String
  /// Why the typed coupon code does not apply.
  var coupon: @Sendable (CouponProblem) -> String
  /// Why no method reaches the address or takes the cart.
  var unserviceable: @Sendable (Unserviceable, _ names: PlaceNames) -> String
}

/// One part of a short date: the weekday's or the month's short name, the
/// month or the day of the month in digits, or fixed text between them.
enum DatePart: Sendable, Hashable {
  case weekday
  case month
  /// The month's number, 1 to 12, unpadded: the "11" of "11月26日(木)",
  /// where CLDR's pattern says `M` rather than `MMM`.
  case monthNumber
  case day
  case text(String)
}

/// The names a sentence gives a country or a region: CLDR's names of
/// countries in the catalog's language (the ISO names in English), and the
/// regions' names as the ISO tables write them.
struct PlaceNames: Sendable {
  /// The name of a country.
  var country: @Sendable (CountryCode) -> String
  /// The name of a region of a country, given its canonical code.
  var region: @Sendable (_ region: String, _ country: CountryCode) -> String
}
