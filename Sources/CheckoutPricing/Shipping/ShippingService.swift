/// A shipping service a shopper may choose: one row of `services.csv`.
public struct ShippingService: Sendable, Hashable, Identifiable {
  /// How billed weight is rounded before a weight-tier lookup.
  public enum WeightRounding: String, Sendable, Hashable, CaseIterable {
    /// Up to the next whole unit, as carriers bill (the default).
    case up
    /// Not rounded: tiers compare the exact weight.
    case none
  }

  /// The stable identifier, which becomes the shipping method's `identifier`.
  public let id: String
  /// The carrier's name.
  public let carrier: String
  /// What the sheet shows.
  public let label: String
  /// Shipping, delivery, store pickup or service pickup.
  public let type: ShippingType
  /// The unit of this service's weight tiers.
  public let weightUnit: WeightUnit
  /// How billed weight is rounded before a tier lookup.
  public let weightRounding: WeightRounding
  /// Business days before dispatch.
  public let handlingDays: Int
  /// The row the service came from.
  public let location: TableLocation
}
