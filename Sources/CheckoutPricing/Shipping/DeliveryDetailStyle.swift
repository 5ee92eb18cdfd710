/// How a method's `detail` states its delivery window: the manifest's
/// `deliveryDetail`.
public enum DeliveryDetailStyle: String, Sendable, Hashable, CaseIterable {
  /// Dates: "Arrives Tue Nov 24 - Wed Nov 25" (the default).
  case dates
  /// A count: "2-4 business days".
  case businessDays
}
