/// A row of `tax_rates.csv` with `from` or `until`, or with `maxUnitPrice`:
/// a rate in force only on some days, in the merchant's time zone, `from`
/// included and `until` excluded (RateTables/README.md, "Rates that change
/// on a date"), or only for units priced at most a threshold
/// (RateTables/README.md, "Price thresholds and tax holidays").
package struct TaxDatedRate: Sendable, Hashable {
  /// The price a row's `maxUnitPrice` is compared with
  /// (`maxUnitPriceBasis`).
  public enum PriceBasis: String, Sendable, Hashable, CaseIterable {
    /// The unit's price after the discounts allocated to its line: a
    /// seller's discount or coupon lowers the price the threshold sees.
    case discounted
    /// The unit's listed price, before any discount.
    case listed
  }

  /// The component's id.
  public let component: String
  /// The component's label.
  public let label: String
  /// Where the component is levied.
  public let level: TaxComponent.Level
  /// Whether the component is compound.
  public let isCompound: Bool
  /// The tax category.
  public let category: String
  /// The rate.
  public let rate: Rate
  /// The first day it is in force; `nil` for always before `until`.
  public let from: CalendarDate?
  /// The first day it is no longer in force; `nil` for ever after `from`.
  public let until: CalendarDate?
  /// The line of `tax_rates.csv` it came from.
  public let line: Int
  /// The most a unit may cost for the row to apply (`maxUnitPrice`), or
  /// `nil` for a row without a threshold: a unit above it takes the
  /// component's row for the category without a threshold.
  public let maxUnitPrice: Amount?
  /// The price compared with ``maxUnitPrice``.
  public let maxUnitPriceBasis: PriceBasis

  /// The row it came from.
  public var location: TableLocation { TableLocation(file: TaxComponent.file, line: line) }

  /// Whether it is in force on `date`.
  public func applies(on date: CalendarDate) -> Bool {
    (from.map { $0 <= date } ?? true) && (until.map { date < $0 } ?? true)
  }
}
