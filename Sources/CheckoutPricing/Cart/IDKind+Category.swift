extension IDKind {
  /// A cart line category (`tax_rates.csv`, `coupons.csv`, `exclusions.csv`).
  enum Category {}
}

typealias CategoryID = TableIndex<IDKind.Category>
