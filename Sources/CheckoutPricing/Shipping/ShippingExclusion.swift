/// A reason a service cannot take an order: one row of `exclusions.csv`.
public struct ShippingExclusion: Sendable, Hashable {
  /// What the exclusion tests.
  public enum Condition: Sendable, Hashable {
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
  public let service: String
  /// What it tests.
  public let condition: Condition
  /// Why the service is not offered, in words a shopper understands.
  public let reason: String
  /// The row it came from.
  public let location: TableLocation
}
