/// An amount added to a service's price at addresses in a place, such as a
/// remote-area surcharge: one row of `surcharges.csv`.
public struct ShippingSurcharge: Sendable, Hashable {
  /// The service it applies to, or `nil` for every service.
  public let service: String?
  /// Where it applies, as a rule of the `zones.csv` syntax.
  public let place: LocationRule
  /// The amount added once per order.
  public let amount: Amount
  /// Why, for the shopper and the explanation: "Alaska remote-area surcharge".
  public let reason: String
  /// The row it came from.
  public let location: TableLocation
}
