/// Free shipping won by a discount: applied to the selected shipping method
/// by ``RateBook/shippingDiscount(_:shippingAmount:service:)``.
@_spi(Reference) public struct FreeShippingGrant: Sendable, Hashable {
  /// The summary item's label.
  public let label: String
  /// The code the shopper typed, or `nil` for an automatic discount.
  public let code: String?
  /// The most that comes off a method's price; `nil` makes shipping free.
  public let cap: Amount?
  /// The services it applies to; empty for every service.
  public let services: [String]

  /// Whether the grant covers `service` (every service when the grant names
  /// none; no service when the method is unknown and the grant names some).
  public func covers(service: String?) -> Bool {
    services.isEmpty || service.map(services.contains) == true
  }
}
