extension AreaLoader {
  /// Reads `zones.csv` or `tax_areas.csv` into an index, logging bad rows,
  /// conflicts that would make a match depend on row order, and rules that
  /// can never match.
  package func loadAreas<Kind>(file: String, areaColumn: String) -> LocationIndex<Kind> {
    loadAreas(file: file, areaColumn: areaColumn, readingLabels: false).index
  }

  /// Reads `tax_areas.csv`: the places where each jurisdiction applies.
  package func loadTaxAreas() -> TaxAreaIndex { loadAreas(file: "tax_areas.csv", areaColumn: "jurisdiction") }

  /// Reads `zones.csv`: its rules, and each zone's `label`, the shopper's
  /// word for it in messages ("APO/FPO addresses"), given on one of its
  /// rows or the same on several.
  package func loadZones() -> (index: ZoneIndex, labels: [String: String]) {
    loadAreas(file: "zones.csv", areaColumn: "zone", readingLabels: true)
  }

  private func loadAreas<Kind>(file: String, areaColumn: String, readingLabels: Bool)
    -> (index: LocationIndex<Kind>, labels: [String: String])
  {
    guard
      let table = TableFile.read(
        file, from: source, required: [areaColumn, "country"],
        optional: ["rule", "region", "city", "postcode"] + (readingLabels ? ["label"] : []), log: log)
    else { return (LocationIndex(rules: [], file: file), [:]) }
    var rules: [LocationRule] = []
    var labels: [String: String] = [:]
    rules.reserveCapacity(table.rows.count)
    for row in table.rows {
      guard let rule = areaRule(row, areaColumn: areaColumn) else {
        // Later rows that name the area follow from this one's error.
        if readingLabels, let area = row.text(areaColumn) { log.markFailed(.zone, area) }
        continue
      }
      rules.append(rule)
      if readingLabels, row.text("label") != nil, let label = row.label("label", log) {
        if let other = labels[rule.area], other != label {
          log.error(row.location("label"), "zone '\(rule.area)' is labelled '\(other)' on another row")
        } else {
          labels[rule.area] = label
        }
      }
    }
    let index = LocationIndex<Kind>(rules: rules, file: file)
    index.diagnose(areaColumn: areaColumn, into: log)
    return (index, labels)
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
      return LocationRule(area: area, isExclusion: isExclusion, country: nil, line: row.location.line)
    }
    return placeRule(row, area: area, isExclusion: isExclusion, country: country)
  }
}
