/// What a method's detail says, as values: the delivery window and how to
/// state it, and the store of a pickup. ``ShopperText`` writes the text,
/// only where it leaves the engine, since most quotes are never shown.
struct MethodDetail: Sendable, Hashable {
  /// The window to state, also when it reaches past the listed holidays
  /// (it is then stated in business days); `nil` without one.
  var window: DeliveryWindow?
  /// How the window is stated.
  var style: DeliveryDetailStyle
  /// The pickup location, whose address comes first.
  var store: StoreOffer?
  /// For a DAP method to a country the landed-cost tables name: the
  /// shopper pays the border's charges on delivery. Set by the quote, after
  /// the methods are found.
  var importCharges: ImportChargesDue? = nil
}

/// That a DAP method's parcel pays its import charges on delivery
/// (`RateTables/README.md`, "Landed cost"), and what they come to.
struct ImportChargesDue: Sendable, Hashable {
  /// The method's own landed cost, in the merchant's currency, when the
  /// manifest's `showImportEstimate` asks for it and it is known (a method
  /// whose charges it prices at zero has no note).
  var estimate: Amount?
}

/// How a method's `detail` states its delivery window: the manifest's
/// `deliveryDetail`.
enum DeliveryDetailStyle: String, Sendable, Hashable, CaseIterable {
  /// Dates: "Arrives Tue Nov 24 - Wed Nov 25" (the default).
  case dates
  /// A count: "2-4 business days".
  case businessDays
}
