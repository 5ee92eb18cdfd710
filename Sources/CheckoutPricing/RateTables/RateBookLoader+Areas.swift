extension RateBookLoader {
  /// Reads `zones.csv` or `tax_areas.csv` into an index, logging bad rows,
  /// conflicts that would make a match depend on row order, and rules that
  /// can never match.
  func loadAreas(file: String, areaColumn: String) -> LocationIndex {
    guard
      let table = TableFile.read(
        file, from: source, required: [areaColumn, "country"], optional: ["rule", "region", "city", "postcode"],
        log: log)
    else { return LocationIndex(rules: []) }
    var rules: [LocationRule] = []
    rules.reserveCapacity(table.rows.count)
    for row in table.rows {
      if let rule = areaRule(row, areaColumn: areaColumn) { rules.append(rule) }
    }
    let index = LocationIndex(rules: rules)
    log.append(contentsOf: index.diagnostics(areaColumn: areaColumn))
    return index
  }

  private func areaRule(_ row: TableRow, areaColumn: String) -> LocationRule? {
    let area = row.identifier(areaColumn, log)
    var isExclusion = false
    if let kind = row.text("rule") {
      switch kind {
      case "include": isExclusion = false
      case "exclude": isExclusion = true
      default:
        log.error(row.location("rule"), "'\(kind)' is not 'include' or 'exclude'")
        return nil
      }
    }
    guard let country = row.country("country", allowingRestOfWorld: true, log), let area else { return nil }
    guard let country else {
      for column in ["region", "city", "postcode"] where row.text(column) != nil {
        log.error(row.location(column), "a rest-of-world rule (country *) cannot also name a \(column)")
        return nil
      }
      return LocationRule(area: area, isExclusion: isExclusion, country: nil, location: row.location)
    }
    return placeRule(row, area: area, isExclusion: isExclusion, country: country)
  }
}
