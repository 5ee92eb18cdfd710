/// Every cart line category the book names, each under a ``CategoryID``.
///
/// A cart line names its category as text. The engine looks each line's
/// text up here once per quote (``CheckedCart``); tax schedules, coupons
/// and shipping exclusions then compare ids. Ids are given as the loader
/// meets the names: `standard`, `zero`, `exempt` and `giftCard`, then those of
/// `exclusions.csv`, `tax_rates.csv` and `coupons.csv`. A tax schedule
/// indexes its rate sets by the ids given before it was built, and every
/// later id takes `standard`'s; a category no table names gets
/// ``unnamed``: taxed at `standard`, selected by nothing.
struct CategoryTable: Sendable {
  /// The names, by id.
  private(set) var names: [String] = []
  /// The id of each name, for a book naming more than a few.
  private var ids: [String: CategoryID] = [:]

  /// The id of a category no table names.
  static let unnamed = CategoryID(Int(Int32.max))

  /// The category of zero-rated lines, which every book knows: taxed at 0%.
  static let zeroCategory = "zero"
  /// The category of exempt lines, which every book knows: never taxed,
  /// and in no tax base.
  package static let exemptCategory = "exempt"

  /// The id of `giftCard`, which every book knows (``CartLine/giftCardCategory``).
  static let giftCard = CategoryID(3)

  /// A table of the categories every book knows: `standard`, `zero`,
  /// `exempt` and `giftCard`.
  init() {
    for name in [
      CartLine.standardCategory, Self.zeroCategory, Self.exemptCategory, CartLine.giftCardCategory,
    ] {
      _ = intern(name)
    }
  }

  /// The id of `name`, added to the table if it is new.
  mutating func intern(_ name: String) -> CategoryID {
    if let id = ids[name] { return id }
    let id = CategoryID(names.count)
    names.append(name)
    ids[name] = id
    return id
  }

  /// The id of `name`, or ``unnamed``. A book names a handful of
  /// categories, so up to nine (the four every book knows and five of its
  /// own) are compared in place: comparing short names is cheaper than
  /// hashing one.
  func id(of name: String) -> CategoryID {
    guard names.count <= 9 else { return ids[name] ?? Self.unnamed }
    for index in names.indices where names[index] == name { return CategoryID(index) }
    return Self.unnamed
  }
}
