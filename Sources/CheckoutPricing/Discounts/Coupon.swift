/// A discount, automatic or entered by code: one row of `coupons.csv`.
public struct Coupon: Sendable, Hashable {
  /// What the discount takes off.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case percentOffOrder, fixedOffOrder, percentOffLine, fixedOffLine, freeShipping
  }

  /// How much it takes off.
  public enum Value: Sendable, Hashable {
    case percent(Rate)
    case amount(Amount)
    /// Free shipping, capped at an amount or not at all.
    case shippingCap(Amount?)
  }

  /// The code as written, or `nil` for an automatic discount.
  public let code: String?
  /// The summary item's label.
  public let label: String
  /// What it takes off.
  public let kind: Kind
  /// How much.
  public let value: Value
  /// The merchandise subtotal the order must reach.
  public let minimumSubtotal: Amount?
  /// The first day it is valid, in the merchant's time zone.
  public let validFrom: CalendarDate?
  /// The last day it is valid.
  public let validUntil: CalendarDate?
  /// The tax categories of the lines it applies to; empty for all.
  public let categories: [String]
  /// Whether it combines with other discounts.
  public let isCombinable: Bool
  /// The row it came from.
  public let location: TableLocation

  /// The code uppercased and trimmed, as shoppers' entries are compared.
  public var matchingKey: String? { code.map { $0.trimmingWhitespace.uppercased() } }
}
