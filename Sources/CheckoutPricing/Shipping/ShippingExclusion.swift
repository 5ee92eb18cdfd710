/// A reason a service cannot take an order: one row of `exclusions.csv`.
struct ShippingExclusion: Sendable, Hashable {
  /// What the exclusion tests.
  enum Condition: Sendable, Hashable {
    /// A cart line of this category (`hazmat`).
    case category(String)
    /// A cart whose actual weight is above this.
    case maxWeight(Weight)
    /// A unit whose longest side is longer than this, in micrometres.
    case maxLength(micrometres: Int64)
    /// An address in this place (a region or postcode rule).
    case place(LocationRule)
  }

  /// The service it applies to.
  let service: String
  /// What it tests.
  let condition: Condition
  /// Why the service is not offered, in words a shopper understands.
  let reason: String
  /// The row it came from.
  let location: TableLocation
}
