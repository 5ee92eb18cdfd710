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
    withText(type: type) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the UTF-8 of ``text(type:)``, which a delivery
  /// window writes on the stack (``DeliveryWindow/withDetail(style:type:_:)``).
  func withText<Result>(type: ShippingType, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    guard let store else {
      guard let window else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
      return window.withDetail(style: style, type: type, body)
    }
    var text = store.address + (window.map { ". \($0.detail(style: style, type: type))" } ?? "")
    return text.withUTF8(body)
  }
}

/// How a method's `detail` states its delivery window: the manifest's
/// `deliveryDetail`.
enum DeliveryDetailStyle: String, Sendable, Hashable, CaseIterable {
  /// Dates: "Arrives Tue Nov 24 - Wed Nov 25" (the default).
  case dates
  /// A count: "2-4 business days".
  case businessDays
}
