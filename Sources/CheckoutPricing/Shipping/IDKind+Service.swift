extension IDKind {
  /// A shipping service (`services.csv`).
  enum Service {}
}

typealias ServiceID = TableIndex<IDKind.Service>
