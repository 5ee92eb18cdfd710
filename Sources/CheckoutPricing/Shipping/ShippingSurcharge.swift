/// An amount added to a service's price at addresses in a place, such as a
/// remote-area surcharge: one row of `surcharges.csv`.
struct ShippingSurcharge: Sendable, Hashable {
  /// The service it applies to, or `nil` for every service.
  let service: String?
  /// Where it applies, as a rule of the `zones.csv` syntax.
  let place: LocationRule
  /// The amount added once per order.
  let amount: Amount
  /// Why, for the shopper and the explanation: "Alaska remote-area surcharge".
  let reason: String
  /// The row it came from.
  let location: TableLocation
}
