/// What a method's detail says, as values: the delivery window and how to
/// state it, and the store of a pickup. The text is written only where it
/// leaves the engine, since most quotes are never shown.
struct MethodDetail: Sendable, Hashable {
  /// The window to state, also when it reaches past the listed holidays
  /// (it is then stated in business days); `nil` without one.
  var window: DeliveryWindow?
  /// How the window is stated.
  var style: DeliveryDetailStyle
  /// The pickup location, whose address comes first.
  var store: StoreOffer?

  /// The detail text: "Arrives Tue Nov 24 - Wed Nov 25", "2-4 business days",
  /// "1400 Wynkoop St, Denver. Ready Mon Nov 16".
  func text(type: ShippingType) -> String {
    let windowText = window?.detail(style: style, type: type)
    guard let store else { return windowText ?? "" }
    return store.address + (windowText.map { ". \($0)" } ?? "")
  }
}
