extension TableRow {
  /// A weight in `unit`, as a rate row writes its bounds.
  func weight(_ column: String, unit: WeightUnit, _ log: DiagnosticLog) -> Weight? {
    guard let value = text(column) else { return nil }
    do {
      return try Weight(parsing: value, unit: unit)
    } catch {
      log.error(location(column), "'\(value)' is not a weight in \(unit.rawValue): \(error.message)")
      return nil
    }
  }
}
