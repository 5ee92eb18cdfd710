/// One tax a jurisdiction levies, such as a state's, a county's or QST, with
/// its rate per tax category: the rows of `tax_rates.csv` that share a
/// component.
package struct TaxComponent: Sendable, Hashable, Identifiable {
  /// Where the component is levied.
  public enum Level: String, Sendable, Hashable, CaseIterable {
    case country, state, province, county, city, special
  }

  /// The identifier within the jurisdiction.
  public let id: String
  /// The name in the tax breakdown.
  public let label: String
  /// Where it is levied.
  public let level: Level
  /// Whether it is charged on the price plus the non-compound components.
  public let isCompound: Bool
  /// The rate per tax category; `standard` applies to any category not listed.
  public let rates: [String: Rate]
  /// The line of `tax_rates.csv` of its first rate: a book of 100,000
  /// components stores the line, not a 32-byte location each.
  let line: Int

  /// The row of its first rate.
  public var location: TableLocation { TableLocation(file: Self.file, line: line) }

  /// The file every component comes from.
  static let file = "tax_rates.csv"

  /// The rate for a line of `category`: its own, else the standard rate,
  /// else zero.
  public func rate(for category: String) -> Rate {
    rates[category] ?? rates[TaxComponent.standardCategory] ?? Rate.zero
  }

  /// The category every line has unless it says otherwise.
  static var standardCategory: String { CartLine.standardCategory }
}

extension Rate {
  /// A rate of 0%.
  public static let zero: Rate = {
    guard let zero = try? Rate(units: 0, scale: 0) else { preconditionFailure("0% is a rate") }
    return zero
  }()
}
