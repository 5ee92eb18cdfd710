extension ShippingLoader {
  /// The cells each exclusion kind reads; the others must be empty.
  private static let exclusionColumns: [String: Set<String>] = [
    "category": ["value"],
    "maxWeight": ["value"],
    "maxLength": ["value"],
    "region": ["country", "region"],
    "postcode": ["country", "postcode"],
  ]

  /// Reads the optional `exclusions.csv`: when a service cannot take an
  /// order, and why; the categories it names are added to `categories`.
  func loadExclusions(
    services: [String: ShippingService], categories: inout CategoryTable
  ) -> [String: [ShippingExclusion]] {
    guard
      let table = TableFile.read(
        "exclusions.csv", from: source, required: ["service", "kind", "reason"],
        optional: ["value", "country", "region", "postcode"], isRequired: false, log: log)
    else { return [:] }
    var result: [String: [ShippingExclusion]] = [:]
    for row in table.rows {
      let service = knownService(row, services)
      let reason = row.required("reason", log)
      guard let kind = row.required("kind", log) else { continue }
      guard let used = ShippingLoader.exclusionColumns[kind] else {
        log.error(row.location("kind"), "'\(kind)' is not one of category, maxWeight, maxLength, region, postcode")
        continue
      }
      var unusedFilled = false
      for column in ["value", "country", "region", "postcode"] where !used.contains(column) && row.text(column) != nil {
        log.error(row.location(column), "'\(column)' must be empty for kind '\(kind)'")
        unusedFilled = true
      }
      guard !unusedFilled, let service, let reason,
        let condition = exclusionCondition(kind, row, service: service.id, categories: &categories)
      else { continue }
      result[service.id, default: []].append(
        ShippingExclusion(condition: condition, reason: reason, location: row.location))
    }
    return result
  }

  private func exclusionCondition(
    _ kind: String, _ row: TableRow, service: String, categories: inout CategoryTable
  ) -> ShippingExclusion.Condition? {
    switch kind {
    case "category":
      return row.required("value", log).map { .category(categories.intern($0)) }
    case "maxWeight":
      guard let text = row.required("value", log) else { return nil }
      let parts = text.split(separator: " ", omittingEmptySubsequences: true)
      guard parts.count == 2, let unit = WeightUnit(rawValue: String(parts[1])),
        let weight = try? Weight(parsing: String(parts[0]), unit: unit)
      else {
        log.error(row.location("value"), "'\(text)' is not a weight with its unit, such as 70 lb or 30 kg")
        return nil
      }
      return .maxWeight(weight)
    case "maxLength":
      guard let text = row.required("value", log) else { return nil }
      let parts = text.split(separator: " ", omittingEmptySubsequences: true)
      guard parts.count == 2, let unit = Dimensions.Unit(rawValue: String(parts[1])),
        let size = try? Dimensions(length: String(parts[0]), width: "0", height: "0", unit: unit)
      else {
        log.error(row.location("value"), "'\(text)' is not a length with its unit, such as 108 in or 150 cm")
        return nil
      }
      return .maxLength(micrometres: size.length)
    case "region":
      guard row.required("region", log) != nil, let place = places.placeRule(row, area: service, columns: .region)
      else {
        return nil
      }
      return .place(place)
    default:
      guard row.required("postcode", log) != nil, let place = places.placeRule(row, area: service, columns: .postcode)
      else { return nil }
      return .place(place)
    }
  }
}
