/// Free shipping won by a discount: applied to the selected shipping method
/// by ``RateBook/shippingDiscount(_:shippingAmount:service:)``.
package struct FreeShippingGrant: Sendable, Hashable {
  /// The summary item's label.
  public let label: String
  /// The code the shopper typed, or `nil` for an automatic discount.
  public let code: String?
  /// The most that comes off a method's price; `nil` makes shipping free.
  public let cap: Amount?
  /// The services it applies to, as `services.csv` names them; empty for
  /// every service.
  public let services: [String]
  /// The ids of ``services``, resolved when the tables were loaded.
  let serviceIDs: [ServiceID]

  init(label: String, code: String?, cap: Amount?, services: [String], serviceIDs: [ServiceID]) {
    self.label = label
    self.code = code
    self.cap = cap
    self.services = services
    self.serviceIDs = serviceIDs
  }

  /// Whether the grant covers the service `service` (every service when the
  /// grant names none; no service when there is no method and the grant
  /// names some). By id: a pickup method's identifier (`service/store`) is
  /// not its service's name, so text would never match it.
  func covers(_ service: ServiceID?) -> Bool {
    serviceIDs.isEmpty || service.map(serviceIDs.contains) == true
  }
}
