/// The merchant's own words in other languages: `labels.csv`, a label for
/// a row of a table the shopper reads (a service, a store, a discount, a
/// card adjustment, a zone, a tax component) in one language.
///
/// A quote answered in a language takes each of those labels from here
/// when the table has one (``LabelChain``), and from the row's own table
/// otherwise; figures, identifiers and order never change.
package struct MerchantLabels: Sendable {
  /// The tables whose labels `labels.csv` translates, as its `table`
  /// column names them.
  package enum Table: String, Sendable, CaseIterable {
    /// `services.csv`, by `service`: a method's label.
    case services
    /// `stores.csv`, by `store`: a pickup method's label.
    case stores
    /// `coupons.csv`, by `code`, or by `label` for an automatic discount,
    /// which has no code: a discount's summary item.
    case coupons
    /// `payment_adjustments.csv`, by `adjustment`: the card's summary item.
    case adjustments
    /// `zones.csv`, by `zone`: the place an unserviceable address is in.
    case zones
    /// `tax_rates.csv`, by `jurisdiction/component`: a component of the
    /// tax breakdown.
    case components

    /// Its position in ``allCases``.
    var index: Int {
      switch self {
      case .services: 0
      case .stores: 1
      case .coupons: 2
      case .adjustments: 3
      case .zones: 4
      case .components: 5
      }
    }

    /// The noun for a count of its rows in a note: `services`, `tax components`.
    var rowNoun: String { self == .components ? "tax components" : rawValue }
  }

  /// One language's labels, by table and row id. A reference: a quote's
  /// ``LabelChain`` holds a few of them, and copies no dictionary.
  package final class Words: Sendable {
    /// The labels of each table, in ``Table/allCases`` order, by row id.
    private let labels: [[String: String]]

    init(_ labels: [Table: [String: String]]) {
      self.labels = Table.allCases.map { labels[$0] ?? [:] }
    }

    /// The label of row `id` of `table`, or `nil` when this language has none.
    package func label(_ table: Table, _ id: String) -> String? {
      labels[table.index][id]
    }
  }

  /// Each language's labels, by its canonical tag (``LanguageTag/identifier``):
  /// `de`, `de-AT`, `ja`.
  package let locales: [String: Words]
}
