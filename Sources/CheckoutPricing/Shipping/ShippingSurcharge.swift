/// An amount added to a service's price at addresses in a place, such as a
/// remote-area surcharge: one row of `surcharges.csv`. An immutable class,
/// so the rater walks a service's surcharges by reference.
final class ShippingSurcharge: Sendable, Hashable {
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

  init(service: String?, place: LocationRule, amount: Amount, reason: String, location: TableLocation) {
    self.service = service
    self.place = place
    self.amount = amount
    self.reason = reason
    self.location = location
  }

  static func == (lhs: ShippingSurcharge, rhs: ShippingSurcharge) -> Bool {
    lhs.service == rhs.service && lhs.place == rhs.place && lhs.amount == rhs.amount && lhs.reason == rhs.reason
      && lhs.location == rhs.location
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(location)
    hasher.combine(amount)
  }
}
