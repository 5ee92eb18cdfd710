/// A place with its own set of taxes: one row of `tax_jurisdictions.csv`
/// with its components from `tax_rates.csv`.
///
/// An immutable final class: a quote that keeps its jurisdiction in the tax
/// breakdown retains one reference instead of copying each field, and a
/// book of 100,000 jurisdictions holds a pointer per entry of its
/// dictionary instead of the whole value. Two jurisdictions are equal when
/// every field is.
package final class TaxJurisdiction: Sendable, Hashable, Identifiable {
  /// The identifier.
  public let id: String
  /// The name for breakdowns.
  public let label: String
  /// Whether shipping is taxed.
  public let shipping: ShippingTaxability
  /// Where tax is rounded; `nil` follows the merchant's default.
  public let roundingLevel: TaxRoundingLevel?
  /// How tax is rounded; `nil` follows the merchant's default.
  public let roundingMode: RoundingMode?
  /// Whether the components round as one tax or separately.
  public let componentRounding: TaxComponentRounding
  /// Where an in-state sale is taxed: `destination`, or `origin`
  /// (``TaxSourcing``).
  public let sourcing: TaxSourcing
  /// Whether the merchant is registered to collect tax here
  /// (`tax_jurisdictions.csv`, `registered`, default `yes`). A sale into a
  /// jurisdiction where it is not is charged none: its tax is computed and
  /// shown as not charged, as a buyer's ``TaxExemption`` is. A seller owes
  /// a state's sales tax only once it has nexus there; for a remote seller,
  /// above the state's economic-nexus threshold (South Dakota v. Wayfair,
  /// 585 U.S. 162 (2018)).
  public let isRegistered: Bool
  /// The taxes levied, in `tax_rates.csv` order.
  public let components: [TaxComponent]
  /// The line of `tax_jurisdictions.csv` it came from: a book of 100,000
  /// jurisdictions stores the line, not a 32-byte location each.
  let line: Int
  /// The components' rates per category, exact and brought to one scale
  /// when the tables load.
  let schedule: TaxSchedule
  /// The rows of `tax_rates.csv` with `from` or `until`: on a jurisdiction
  /// of the tables, every one (its ``components`` hold only the rows
  /// without dates); on the jurisdiction a quote used, those in force on
  /// its day, which `explain` names.
  public let datedRates: [TaxDatedRate]
  /// Its periods when some of its rows are dated, else `nil`: the flag,
  /// set at load, that keeps an undated jurisdiction's quotes as they were.
  let periods: TaxPeriods?

  init(
    id: String, label: String, shipping: ShippingTaxability, roundingLevel: TaxRoundingLevel?,
    roundingMode: RoundingMode?, componentRounding: TaxComponentRounding, sourcing: TaxSourcing = .destination,
    isRegistered: Bool = true, components: [TaxComponent],
    line: Int, schedule: TaxSchedule, datedRates: [TaxDatedRate] = [], periods: TaxPeriods? = nil
  ) {
    self.id = id
    self.label = label
    self.shipping = shipping
    self.roundingLevel = roundingLevel
    self.roundingMode = roundingMode
    self.componentRounding = componentRounding
    self.sourcing = sourcing
    self.isRegistered = isRegistered
    self.components = components
    self.line = line
    self.schedule = schedule
    self.datedRates = datedRates
    self.periods = periods
  }

  /// The jurisdiction in force on `day` (a day number in the merchant's
  /// time zone): itself when no row is dated, else the period holding the
  /// day, whose components and schedule are the rows in force then.
  func onDay(_ day: Int) -> TaxJurisdiction {
    guard let periods else { return self }
    return periods.jurisdiction(onDay: day)
  }

  /// The file every jurisdiction comes from.
  static let file = "tax_jurisdictions.csv"

  /// The row it came from.
  public var location: TableLocation { TableLocation(file: Self.file, line: line) }

  public static func == (lhs: TaxJurisdiction, rhs: TaxJurisdiction) -> Bool {
    lhs === rhs
      || (lhs.id == rhs.id && lhs.label == rhs.label && lhs.shipping == rhs.shipping
        && lhs.roundingLevel == rhs.roundingLevel && lhs.roundingMode == rhs.roundingMode
        && lhs.componentRounding == rhs.componentRounding && lhs.sourcing == rhs.sourcing
        && lhs.isRegistered == rhs.isRegistered
        && lhs.components == rhs.components
        && lhs.line == rhs.line && lhs.schedule == rhs.schedule && lhs.datedRates == rhs.datedRates
        && lhs.periods == rhs.periods)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(label)
    hasher.combine(line)
  }
}
