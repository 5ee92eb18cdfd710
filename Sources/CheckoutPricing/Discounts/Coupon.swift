/// A discount, automatic or entered by code: one row of `coupons.csv`.
///
/// Discounts apply in the order of ``Kind/applicationOrder``; see
/// ``RateBook/discounts(for:)`` for the whole rule.
package struct Coupon: Sendable, Hashable {
  /// What the discount takes off.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A percentage of the eligible lines' subtotal, after line discounts,
    /// allocated across those lines.
    case percentOffOrder
    /// A fixed amount off the eligible lines' subtotal, after percentage
    /// order discounts, allocated across those lines.
    case fixedOffOrder
    /// A percentage off each eligible line, after buy-get offers.
    case percentOffLine
    /// A fixed amount off each eligible line.
    case fixedOffLine
    /// A fixed amount off each unit of each eligible line.
    case fixedOffUnit
    /// Buy N, get M: in every N + M eligible units, the M cheapest are free
    /// or at a percentage off.
    case buyXGetY
    /// Free or cheaper shipping on the selected method.
    case freeShipping

    /// The order in which kinds apply: line offers (buy-get, then
    /// percentages, then fixed amounts per unit and per line), then order
    /// discounts (percentages, then fixed amounts), then shipping.
    public static let applicationOrder: [Kind] = [
      .buyXGetY, .percentOffLine, .fixedOffUnit, .fixedOffLine, .percentOffOrder, .fixedOffOrder, .freeShipping,
    ]

    /// The position in ``applicationOrder``.
    var step: Int {
      switch self {
      case .buyXGetY: 0
      case .percentOffLine: 1
      case .fixedOffUnit: 2
      case .fixedOffLine: 3
      case .percentOffOrder: 4
      case .fixedOffOrder: 5
      case .freeShipping: 6
      }
    }

    /// Whether the kind takes money off single lines rather than the order.
    public var isLineLevel: Bool { step < 4 }
  }

  /// How much it takes off.
  public enum Value: Sendable, Hashable {
    /// A percentage, 0 to 100.
    case percent(Rate)
    /// A fixed amount in the merchant's currency.
    case amount(Amount)
    /// Buy `buy` units, get `get` more at `percentOff` (100% is free).
    case buyGet(buy: Int64, get: Int64, percentOff: Rate)
    /// Free shipping, capped at an amount or not at all.
    case shippingCap(Amount?)
  }

  /// Where an instant falls in the coupon's validity window.
  public enum Validity: String, Sendable, Hashable {
    /// Before the first valid day.
    case notYetValid
    /// Within the window (or the coupon has none).
    case valid
    /// After the last valid day.
    case expired
  }

  /// The code as written, or `nil` for an automatic discount.
  public let code: String?
  /// The summary item's label.
  public let label: String
  /// What it takes off.
  public let kind: Kind
  /// How much.
  public let value: Value
  /// The merchandise subtotal, before any discount, the order must reach.
  public let minimumSubtotal: Amount?
  /// The first day it is valid, in the merchant's time zone.
  public let validFrom: CalendarDate?
  /// The last day it is valid, in the merchant's time zone.
  public let validUntil: CalendarDate?
  /// The tax categories of the lines it applies to; empty for all.
  public let categories: [String]
  /// The ids of ``categories`` in the book's ``CategoryTable``.
  let categoryIDs: [CategoryID]
  /// The ids of the lines it applies to; empty for all. A line is eligible
  /// when it matches ``categories`` or ``items`` (either list, when both are
  /// given).
  public let items: [String]
  /// For free shipping: the services it covers; empty for every service.
  public let services: [String]
  /// The ids of ``services`` in the book's shipping tables.
  let serviceIDs: [ServiceID]
  /// Whether it combines with other discounts.
  public let isCombinable: Bool
  /// Whether its percentage also lowers every later charge of the lines it
  /// applies to (`laterCharges`; the JSON contract article, "Payments later"): a
  /// subscription discount for good, not only for the first charge.
  public let lowersLaterCharges: Bool
  /// The row it came from.
  public let location: TableLocation
  /// The first instant of ``validFrom`` in the merchant's time zone.
  let startsAt: Date?
  /// The first instant after ``validUntil`` in the merchant's time zone.
  let endsBefore: Date?

  init(
    code: String?, label: String, kind: Kind, value: Value, minimumSubtotal: Amount?, validFrom: CalendarDate?,
    validUntil: CalendarDate?, categories: [String], categoryIDs: [CategoryID], items: [String], services: [String],
    serviceIDs: [ServiceID], isCombinable: Bool, lowersLaterCharges: Bool = false, location: TableLocation,
    startsAt: Date?,
    endsBefore: Date?
  ) {
    self.code = code
    self.label = label
    self.kind = kind
    self.value = value
    self.minimumSubtotal = minimumSubtotal
    self.validFrom = validFrom
    self.validUntil = validUntil
    self.categories = categories
    self.categoryIDs = categoryIDs
    self.items = items
    self.services = services
    self.serviceIDs = serviceIDs
    self.isCombinable = isCombinable
    self.lowersLaterCharges = lowersLaterCharges
    self.location = location
    self.startsAt = startsAt
    self.endsBefore = endsBefore
  }

  /// The code uppercased and trimmed, as shoppers' entries are compared.
  public var matchingKey: String? { code.map(Coupon.matchingKey) }

  /// How an entered or written code is compared: trimmed, uppercased.
  static func matchingKey(_ code: String) -> String { code.trimmingWhitespace.uppercased() }

  /// Where `instant` falls in the validity window, whose days run from
  /// midnight to midnight in the merchant's time zone.
  public func validity(at instant: Date) -> Validity {
    if let startsAt, instant < startsAt { return .notYetValid }
    if let endsBefore, instant >= endsBefore { return .expired }
    return .valid
  }

  /// Whether the coupon applies to a line of this id and category.
  func isEligible(id: String, category: CategoryID) -> Bool {
    if categoryIDs.isEmpty && items.isEmpty { return true }
    return categoryIDs.contains(category) || items.contains(id)
  }

  /// Whether the coupon is limited to some lines.
  var isRestricted: Bool { !categories.isEmpty || !items.isEmpty }
}
