/// How the method list is ordered: the manifest's `methodOrder`.
enum MethodOrder: String, Sendable, Hashable, CaseIterable {
  /// Cheapest first; ties go to the earlier latest delivery date, then the
  /// earlier earliest date, then the identifier (the default).
  case cheapest
  /// By each service's `position` in `services.csv`; services without one
  /// follow, cheapest first.
  case pinned
}
