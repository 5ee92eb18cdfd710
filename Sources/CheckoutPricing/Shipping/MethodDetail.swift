/// What a method's detail says, as values: the delivery window and how to
/// state it, and the store of a pickup or the import charges a DAP parcel
/// abroad pays on delivery. ``ShopperText`` writes the text, only where it
/// leaves the engine, since most quotes are never shown.
struct MethodDetail: Sendable, Hashable {
  /// What the detail says after its window, or instead of it: at most one
  /// of the two, since a pickup crosses no border.
  enum Annex: Sendable, Hashable {
    /// The pickup location, whose address comes first.
    case store(StoreOffer)
    /// For a DAP method to a country the landed-cost tables name: the
    /// shopper pays the border's charges on delivery.
    case importCharges(ImportChargesDue)
  }

  /// The window to state, also when it reaches past the listed holidays
  /// (it is then stated in business days); `nil` without one.
  var window: DeliveryWindow?
  /// How the window is stated.
  var style: DeliveryDetailStyle
  /// The store or the import charges: one reference, so that a method,
  /// copied into every list and answer, stays as small as it was before
  /// a parcel could go abroad.
  var annex: Annex?

  init(window: DeliveryWindow?, style: DeliveryDetailStyle, store: StoreOffer? = nil) {
    self.window = window
    self.style = style
    annex = store.map(Annex.store)
  }

  /// The pickup location, whose address comes first.
  var store: StoreOffer? {
    get {
      guard case .store(let offer)? = annex else { return nil }
      return offer
    }
    set { annex = newValue.map(Annex.store) }
  }

  /// The import charges a DAP parcel abroad pays on delivery. Set by the
  /// quote, after the methods are found.
  var importCharges: ImportChargesDue? {
    get {
      guard case .importCharges(let due)? = annex else { return nil }
      return due
    }
    set { annex = newValue.map(Annex.importCharges) }
  }
}

/// That a DAP method's parcel pays its import charges on delivery
/// (`RateTables/README.md`, "Landed cost"), and what they come to. A class,
/// so that a method's detail holds it in one reference.
final class ImportChargesDue: Sendable, Hashable {
  /// The method's own landed cost, in the merchant's currency, when the
  /// manifest's `showImportEstimate` asks for it and it is known (a method
  /// whose charges it prices at zero has no note).
  let estimate: Amount?

  init(estimate: Amount?) { self.estimate = estimate }

  static func == (lhs: ImportChargesDue, rhs: ImportChargesDue) -> Bool { lhs.estimate == rhs.estimate }
  func hash(into hasher: inout Hasher) { hasher.combine(estimate) }
}

/// How a method's `detail` states its delivery window: the manifest's
/// `deliveryDetail`.
enum DeliveryDetailStyle: String, Sendable, Hashable, CaseIterable {
  /// Dates: "Arrives Tue Nov 24 - Wed Nov 25" (the default).
  case dates
  /// A count: "2-4 business days".
  case businessDays
}
