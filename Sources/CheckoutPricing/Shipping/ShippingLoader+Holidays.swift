extension ShippingLoader {
  /// Reads the optional `holidays.csv`: days with no handling and no transit.
  func loadHolidays() -> [CalendarDate: String] {
    guard
      let table = TableFile.read(
        "holidays.csv", from: source, required: ["date", "label"], isRequired: false, log: log)
    else { return [:] }
    var result: [CalendarDate: String] = [:]
    var seen: [CalendarDate: TableLocation] = [:]
    for row in table.rows {
      let date = row.required("date", log).flatMap { _ in row.date("date", log) }
      let label = row.label("label", log)
      guard let date, let label else { continue }
      if let earlier = seen[date] {
        log.error(row.location("date"), "\(date) is already listed on line \(earlier.line)")
        continue
      }
      seen[date] = row.location
      result[date] = label
    }
    return result
  }
}
