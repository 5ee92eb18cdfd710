/// A reason a service cannot take an order: one row of `exclusions.csv`,
/// kept in its service's plan (``ServicePlan/exclusions``). An immutable
/// class, so the rater walks a service's exclusions by reference.
final class ShippingExclusion: Sendable, Hashable {
  /// What the exclusion tests.
  enum Condition: Sendable, Hashable {
    /// A cart line of this category (`hazmat`).
    case category(CategoryID)
    /// A cart whose actual weight is above this.
    case maxWeight(Weight)
    /// A unit whose longest side is longer than this, in micrometres.
    case maxLength(micrometres: Int64)
    /// An address in this place (a region or postcode rule).
    case place(LocationRule)
  }

  /// What it tests.
  let condition: Condition
  /// Why the service is not offered, in words a shopper understands.
  let reason: String
  /// The row it came from.
  let location: TableLocation

  init(condition: Condition, reason: String, location: TableLocation) {
    self.condition = condition
    self.reason = reason
    self.location = location
  }

  /// How much of the destination the excluded place covers; `nil` for an
  /// exclusion of another kind.
  func placeCoverage(of destination: Destination) -> Coverage? {
    guard case .place(let rule) = condition else { return nil }
    return rule.coverage(of: destination)
  }

  static func == (lhs: ShippingExclusion, rhs: ShippingExclusion) -> Bool {
    lhs.condition == rhs.condition && lhs.reason == rhs.reason
      && lhs.location == rhs.location
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(location)
  }
}
