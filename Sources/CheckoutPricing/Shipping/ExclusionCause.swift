/// Why a service was not offered, as data: what the shopper's one sentence
/// is made from when no service is (``UnserviceableMessage``).
enum ExclusionCause: Sendable, Hashable {
  /// A line of a category the service does not take: its position in the
  /// cart (a position, not the label, so that copying a cause retains
  /// nothing).
  case category(line: Int)
  /// The cart is heavier than the service takes.
  case overWeight(limit: Weight, unit: WeightUnit)
  /// A unit is longer than the service takes, in micrometres.
  case overLength(micrometres: Int64)
  /// No rate of the service holds the cart's weight or subtotal.
  case noRate
  /// The service does not reach the address: not its zone, outside its
  /// service area, an excluded place, or no store there.
  case place
}
