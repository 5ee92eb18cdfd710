/// A shipping service a shopper may choose: one row of `services.csv`.
struct ShippingService: Sendable, Hashable, Identifiable {
  /// How billed weight is rounded before a weight-tier lookup.
  enum WeightRounding: String, Sendable, Hashable, CaseIterable {
    /// Up to the next whole unit, as carriers bill (the default).
    case up
    /// Not rounded: tiers compare the exact weight.
    case none
  }

  /// Which merchandise subtotal the free-shipping threshold, subtotal tiers
  /// and percentage rates measure.
  enum SubtotalBasis: String, Sendable, Hashable, CaseIterable {
    /// The subtotal before any discount.
    case beforeDiscounts
    /// The subtotal after discounts: what the shopper pays for the goods (the default).
    case afterDiscounts
  }

  /// How a service whose rates name shipping classes (cart line
  /// categories) prices a cart of several classes (`RateTables/README.md`,
  /// "Shipping classes").
  enum ClassPricing: String, Sendable, Hashable, CaseIterable {
    /// Each class in the cart prices the whole order at its rows; the
    /// highest is charged.
    case highest
    /// Each class in the cart prices the whole order at its rows; their sum
    /// is charged.
    case sum
    /// Each class prices its own lines at its rows; their sum is charged.
    case perClass
    /// Each unit prices alone at its class's rows; their sum is charged.
    case perItem
  }

  /// The stable identifier, which becomes the shipping method's `identifier`.
  let id: String
  /// The carrier's name.
  let carrier: String
  /// What the sheet shows.
  let label: String
  /// Shipping, delivery, store pickup or service pickup.
  let type: ShippingType
  /// The unit of this service's weight tiers.
  let weightUnit: WeightUnit
  /// How billed weight is rounded before a tier lookup.
  let weightRounding: WeightRounding
  /// Business days before dispatch.
  let handlingDays: Int
  /// The subtotal at or above which the rate and handling fees are waived.
  let freeAbove: Amount?
  /// The subtotal that `freeAbove`, subtotal tiers and percentage rates measure.
  let subtotalBasis: SubtotalBasis
  /// A fee added once per order.
  let handlingPerOrder: Amount?
  /// A fee added per unit in the cart.
  let handlingPerItem: Amount?
  /// The most the rate plus handling may cost; surcharges come on top.
  let maxCost: Amount?
  /// The dimensional-weight divisor: cubic inches per pound for `lb` and
  /// `oz` services, cubic centimetres per kilogram for `kg` and `g`
  /// services; `nil` when the service bills actual weight only.
  let dimDivisor: Int64?
  /// The order cut-off in minutes after local midnight in the merchant's
  /// time zone; `nil` when every order counts on the day it is placed.
  let cutoffMinutes: Int?
  /// The pinned place in the method list when the manifest's `methodOrder`
  /// is `pinned`.
  let position: Int?
  /// How shipping classes are priced; `nil` when the service's rates name
  /// none.
  let classPricing: ClassPricing?
  /// The row the service came from.
  let location: TableLocation

  /// Creates a service.
  init(
    id: String, carrier: String, label: String, type: ShippingType, weightUnit: WeightUnit = .kilogram,
    weightRounding: WeightRounding = .up, handlingDays: Int = 0, freeAbove: Amount? = nil,
    subtotalBasis: SubtotalBasis = .afterDiscounts, handlingPerOrder: Amount? = nil, handlingPerItem: Amount? = nil,
    maxCost: Amount? = nil, dimDivisor: Int64? = nil, cutoffMinutes: Int? = nil, position: Int? = nil,
    classPricing: ClassPricing? = nil, location: TableLocation
  ) {
    self.id = id
    self.carrier = carrier
    self.label = label
    self.type = type
    self.weightUnit = weightUnit
    self.weightRounding = weightRounding
    self.handlingDays = handlingDays
    self.freeAbove = freeAbove
    self.subtotalBasis = subtotalBasis
    self.handlingPerOrder = handlingPerOrder
    self.handlingPerItem = handlingPerItem
    self.maxCost = maxCost
    self.dimDivisor = dimDivisor
    self.cutoffMinutes = cutoffMinutes
    self.position = position
    self.classPricing = classPricing
    self.location = location
  }
}
