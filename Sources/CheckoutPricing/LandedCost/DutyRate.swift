/// A row of `duty_rates.csv`: the duty a destination levies on goods whose
/// HS code begins with a prefix, from one origin or any (`RateTables/README.md`,
/// "Landed cost").
///
/// A duty is ad valorem (``rate`` of the line's customs value), specific
/// (``amount`` per unit, item or kilogram, in the merchant's currency), or
/// compound (both, added).
package struct DutyRate: Sendable, Hashable {
  /// Which rows of a line apply.
  package enum Layer: String, Sendable, Hashable, CaseIterable {
    /// The tariff: of the rows matching a line, the one with the line's
    /// origin beats those for any origin, then the longest prefix wins.
    case base
    /// A surcharge on top: every matching row applies.
    case additional
  }

  /// What a specific duty's ``amount`` is charged per.
  enum Per: String, Sendable, Hashable, CaseIterable {
    /// Each unit of the line's quantity.
    case unit
    /// Each line: one goods item of the declaration, whatever its quantity.
    case item
    /// Each kilogram of the line's weight (its units' weight), exactly:
    /// 250 g is a quarter of the amount, rounded once.
    case kg
  }

  /// The importing country.
  let destination: CountryCode
  /// The HS code prefix's digits as a number.
  let prefix: UInt64
  /// How many digits the prefix has, 0 (every code) to 10.
  let prefixLength: Int
  /// The origin the row is for; `nil` for any.
  let origin: CountryCode?
  /// The ad valorem rate; `nil` for a specific duty alone.
  let rate: Rate?
  /// The specific duty, in the merchant's currency's minor units; `nil`
  /// for an ad valorem duty alone.
  let amount: Int64?
  /// What ``amount`` is charged per.
  let per: Per
  /// Whether it is the tariff or a surcharge.
  let layer: Layer
  /// The days it is in force.
  let days: DatedDays
  /// The trade agreement a preferential row follows, as written; shown in
  /// `explain`.
  let preference: String?
  /// Its line of `duty_rates.csv`.
  let line: Int

  /// The file the rows come from.
  static let file = "duty_rates.csv"

  /// Whether the row applies to a line with `code` from `origin` on `day`.
  func matches(_ code: HSCode, from origin: CountryCode, on day: Int) -> Bool {
    days.contains(day) && (self.origin.map { $0 == origin } ?? true) && code.hasPrefix(prefix, count: prefixLength)
  }

  /// The prefix as written in digits, empty for every code.
  var prefixText: String {
    guard prefixLength > 0 else { return "" }
    let text = String(prefix)
    return String(repeating: "0", count: prefixLength - text.count) + text
  }
}
