/// A row of `tax_rates.csv` with `from` or `until`: a rate in force only on
/// some days, in the merchant's time zone, `from` included and `until`
/// excluded (RateTables/README.md, "Rates that change on a date").
@_spi(Reference) public struct TaxDatedRate: Sendable, Hashable {
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

  /// The row it came from.
  public var location: TableLocation { TableLocation(file: TaxComponent.file, line: line) }

  /// Whether it is in force on `date`.
  public func applies(on date: CalendarDate) -> Bool {
    (from.map { $0 <= date } ?? true) && (until.map { date < $0 } ?? true)
  }
}
