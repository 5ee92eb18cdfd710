import CheckoutPricing

/// One service's zones and rates written into a merchant folder whose zones
/// other services already use.
///
/// Zones are shared: an address is in the one zone of its most specific
/// rule, and every service is priced in that zone. So the import keeps every
/// other service's price at every address (`RateTables/README.md`,
/// "Importing Magento table rates"):
///
/// - A destination whose rule a zone already states is priced in that zone.
/// - A new destination gets a zone of its own, and each service of the zone
///   it is cut from (the most specific zone whose rules contain it) is
///   listed there too, at that zone's transit and rates, with its excludes
///   and stores.
/// - A zone whose rules fall in different destinations is split: the rules
///   of each further destination move to a zone of their own, listed for
///   every service as the zone was.
/// - A zone rule that only partly overlaps a destination (a city rule
///   across a region, a postcode range across two) cannot be priced as both
///   systems price it; the destination's rows are refused, naming the rule.
struct ImportedShipping {
  private var zones: EditableTable
  private var services: EditableTable
  private var serviceZones: EditableTable
  private var rates: EditableTable
  private var stores: EditableTable?
  private let rules: [LocationRule]
  private var labels: [String: String] = [:]
  private var zoneIDs: Set<String>
  private var changed: Set<String> = []
  private var zonesMade = 0
  private var zonesSplit = 0
  private var ratesWritten = 0
  private(set) var notes: [String] = []

  init(folder: [String: String]) throws(ImportMessage) {
    // A folder without zones yet is a merchant's first table.
    if folder["zones.csv"] != nil {
      let log = DiagnosticLog()
      let index = AreaLoader(source: .files(folder), log: log).loadZones().index
      index.diagnose(areaColumn: "zone", into: log)
      if let first = log.diagnostics.first(where: { $0.severity == .error }) {
        throw ImportMessage("the folder's zones do not validate; fix them first: \(first)")
      }
      rules = index.rules
    } else {
      rules = []
    }
    zones = try EditableTable(
      "zones.csv", text: folder["zones.csv"],
      columns: ["zone", "rule", "country", "region", "city", "postcode", "label"])
    services = try EditableTable(
      "services.csv", text: folder["services.csv"],
      columns: ["service", "carrier", "label", "type", "weightUnit", "weightRounding"])
    serviceZones = try EditableTable(
      "service_zones.csv", text: folder["service_zones.csv"], columns: ["service", "zone", "transitMin", "transitMax"])
    rates = try EditableTable(
      "rates.csv", text: folder["rates.csv"], columns: ["service", "zone", "basis", "min", "max", "price"])
    if let text = folder["stores.csv"] {
      stores = try EditableTable("stores.csv", text: text, columns: [])
    }
    zoneIDs = Set(rules.map(\.area))
    for row in zones.rows where !row["label"].isEmpty && labels[row["zone"]] == nil {
      labels[row["zone"]] = row["label"]
    }
  }

  // MARK: - Zones

  /// The zone each destination prices, as `(zone, destination index)`, and
  /// the refusals of destinations no zone can hold.
  struct Assignment {
    var zones: [(zone: String, destination: Int)] = []
    var refusals: [(destination: Int, message: String)] = []
  }

  /// Places `destinations` among the folder's zones, splitting and adding
  /// zones as the type's documentation says; `cells` are each
  /// destination's `country`, `region` and `postcode` as written.
  mutating func place(
    _ destinations: [LocationRule], cells: [(country: String, region: String, postcode: String)],
    service: String, keepingService: Bool
  ) throws(ImportMessage) -> Assignment {
    var assignment = Assignment()
    let includes = rules.filter { !$0.isExclusion }
    let excludes = Dictionary(grouping: rules.filter(\.isExclusion), by: \.area)

    // A zone rule that a destination cuts partly cannot be priced as Magento
    // prices it: refuse the destination.
    var usable = Set(destinations.indices)
    for (index, destination) in destinations.enumerated() {
      if let rule = includes.first(where: {
        !$0.contains(destination) && !destination.contains($0) && Self.overlaps($0, destination)
      }) {
        assignment.refusals.append(
          (
            index,
            "zones.csv:\(rule.line) (zone '\(rule.area)') covers places both inside and outside this destination; the import cannot price that zone both ways. Make the zone rule fit inside or outside it"
          ))
        usable.remove(index)
      }
    }
    func destination(of rule: LocationRule) -> Int? {
      usable.filter { destinations[$0].contains(rule) }.max {
        destinations[$0].specificity < destinations[$1].specificity
      }
    }

    // Existing zones: the destination of each of their rules.
    var zoneOrder: [String] = []
    for rule in includes where !zoneOrder.contains(rule.area) { zoneOrder.append(rule.area) }
    for zone in zoneOrder {
      var groups: [(destination: Int?, rules: [LocationRule])] = []
      for rule in includes where rule.area == zone {
        let found = destination(of: rule)
        if let group = groups.firstIndex(where: { $0.destination == found }) {
          groups[group].rules.append(rule)
        } else {
          groups.append((found, [rule]))
        }
      }
      if let first = groups.first?.destination { assignment.zones.append((zone, first)) }
      for group in groups.dropFirst() {
        let split = newZoneID(zone)
        let sources = group.destination.map { [destinations[$0].line] } ?? []
        for (position, rule) in group.rules.enumerated() {
          guard let row = zones.rows.first(where: { $0.line == rule.line }) else { continue }
          var cells = row.cells
          cells["zone"] = split
          // The shopper's word for the zone goes with its first rule.
          if position == 0, row["label"].isEmpty, let label = labels[zone] { cells["label"] = label }
          try zones.replace(line: rule.line, with: cells, from: sources)
        }
        try copyZone(
          zone, to: split, within: nil, service: service,
          keepingService: keepingService && group.destination == nil, from: sources)
        zonesSplit += 1
        changed.insert("zones.csv")
        if let found = group.destination { assignment.zones.append((split, found)) }
      }
    }

    // New destinations: a zone of their own, cut from the zone they were in.
    for index in destinations.indices.sorted() where usable.contains(index) {
      let rule = destinations[index]
      guard !includes.contains(where: { $0.hasSameConditions(as: rule) }) else { continue }
      let from = includes.filter { candidate in
        candidate.contains(rule) && !(excludes[candidate.area] ?? []).contains { $0.contains(rule) }
      }.max { $0.specificity < $1.specificity }?.area
      let stem = [service, cells[index].country, cells[index].region, cells[index].postcode]
        .filter { !$0.isEmpty && $0 != "*" }.joined(separator: "-")
      let id = newZoneID(cells[index].country == "*" ? "\(service)-everywhere" : stem)
      try zones.append(
        [
          "zone": id, "rule": "include", "country": cells[index].country, "region": cells[index].region,
          "postcode": cells[index].postcode, "label": from.flatMap { labels[$0] } ?? "",
        ], from: [rule.line])
      if let from {
        try copyZone(from, to: id, within: rule, service: service, keepingService: false, from: [rule.line])
      }
      zonesMade += 1
      changed.insert("zones.csv")
      assignment.zones.append((id, index))
    }
    return assignment
  }

  /// Lists zone `to` wherever zone `from` is listed: its exclude rules
  /// (those that overlap `inside`, when given), each service's transit and
  /// rates (the imported service's only when `keepingService`), and stores;
  /// the rows written are made from the source's `lines`.
  private mutating func copyZone(
    _ from: String, to: String, within inside: LocationRule?, service: String, keepingService: Bool,
    from lines: [Int]
  ) throws(ImportMessage) {
    for rule in rules where rule.area == from && rule.isExclusion {
      if let inside, !Self.overlaps(rule, inside) { continue }
      guard let row = zones.rows.first(where: { $0.line == rule.line }) else { continue }
      var cells = row.cells
      cells["zone"] = to
      try zones.append(cells, from: lines)
    }
    for row in serviceZones.rows where row["zone"] == from && (row["service"] != service || keepingService) {
      var cells = row.cells
      cells["zone"] = to
      try serviceZones.append(cells, from: lines)
      changed.insert("service_zones.csv")
    }
    for row in rates.rows where row["zone"] == from && (row["service"] != service || keepingService) {
      var cells = row.cells
      cells["zone"] = to
      try rates.append(cells, from: lines)
      changed.insert("rates.csv")
    }
    guard var table = stores else { return }
    for row in table.rows {
      let listed = row["zones"].split(separator: " ").map(String.init)
      guard listed.contains(from) else { continue }
      var cells = row.cells
      cells["zones"] = (listed + [to]).joined(separator: " ")
      try table.replace(line: row.line, with: cells, from: lines)
      changed.insert("stores.csv")
    }
    stores = table
  }

  private mutating func newZoneID(_ stem: String) -> String {
    let base = String(
      String.UnicodeScalarView(
        stem.lowercased().unicodeScalars.map { $0 == " " ? "-" : $0 }.filter {
          $0.isASCII && TableRow.isIdentifierByte(UInt8($0.value))
        }))
    var id = base
    var number = 2
    while zoneIDs.contains(id) {
      id = "\(base)-\(number)"
      number += 1
    }
    zoneIDs.insert(id)
    return id
  }

  /// Whether some place could be under both rules. Postcodes are compared
  /// by level or range; a US ZIP prefix is in the states its ZIP3 belongs to.
  static func overlaps(_ a: LocationRule, _ b: LocationRule) -> Bool {
    guard let country = a.country, let other = b.country else { return true }
    guard country == other else { return false }
    if let region = a.region, let otherRegion = b.region, region != otherRegion { return false }
    if let city = a.city, let otherCity = b.city, city != otherCity { return false }
    for (rule, region) in [(a, b.region), (b, a.region)] {
      if country.rawValue == "US", let region, case .level(let key)? = rule.postcode, key.utf8.count >= 3,
        let zip3 = Int(key.prefix(3)), !ZIP3Table.states(forZIP3: zip3).contains(region)
      {
        return false
      }
    }
    switch (a.postcode, b.postcode) {
    case (.level(let key)?, .level(let otherKey)?):
      return key == otherKey || PostcodePattern.isLevel(key, under: otherKey, country: country)
        || PostcodePattern.isLevel(otherKey, under: key, country: country)
    case (.range(let bounds)?, .range(let otherBounds)?):
      return bounds.overlaps(otherBounds)
    default:
      return true
    }
  }

  // MARK: - The service's rows

  /// Writes `service`'s row (made when missing), its zones and its rates
  /// in each zone of `assignment`, replacing its earlier rows (only those
  /// in these zones when `merging`); `lines` are each destination's source
  /// lines.
  mutating func write(
    _ assignment: Assignment, tiers: [[(value: Int64, price: Int64)]], lines: [[Int]],
    options: TableImport.ShippingOptions,
    currency: Currency, merging: Bool
  ) throws(ImportMessage) {
    let service = options.service
    let priced = Set(assignment.zones.map(\.zone))
    var unit = options.weightUnit ?? .pound
    if let row = services.rows.first(where: { $0["service"] == service }) {
      let written = WeightUnit(rawValue: row["weightUnit"].isEmpty ? "kg" : row["weightUnit"]) ?? .kilogram
      if options.condition == .weight {
        if let asked = options.weightUnit, asked != written {
          throw ImportMessage(
            "service '\(service)' weighs in \(written.rawValue) (services.csv:\(row.line)), not \(asked.rawValue); convert the file or the service first"
          )
        }
        unit = written
        if row["weightRounding"] != "none" || !row["dimDivisor"].isEmpty {
          notes.append(
            "service '\(service)' rounds weights up or bills dimensional weight (services.csv:\(row.line)); Magento compares the exact weight: set weightRounding to none and dimDivisor empty to price as Magento did"
          )
        }
      }
      if options.condition == .subtotal && row["subtotalBasis"] == "beforeDiscounts" {
        notes.append(
          "service '\(service)' measures the subtotal before discounts (services.csv:\(row.line)); Magento's table rates measure it after them"
        )
      }
    } else {
      try services.append(
        [
          "service": service, "carrier": "Table Rate", "label": "Table Rate", "type": "shipping",
          "weightUnit": options.condition == .weight ? unit.rawValue : "",
          "weightRounding": options.condition == .weight ? "none" : "",
        ], from: [])
      changed.insert("services.csv")
      notes.append(
        "added service '\(service)' to services.csv, labelled 'Table Rate'\(options.condition == .weight ? ", weighing in \(unit.rawValue) without rounding" : ""); give it your carrier and label"
      )
    }

    // Transit: the service's own for the zone, else the one given.
    var transit: [String: (String, String)] = [:]
    for row in serviceZones.rows where row["service"] == service {
      transit[row["zone"]] = (row["transitMin"], row["transitMax"])
    }
    for row in serviceZones.rows where row["service"] == service && (!merging || priced.contains(row["zone"])) {
      serviceZones.remove(line: row.line)
    }
    for row in rates.rows where row["service"] == service && (!merging || priced.contains(row["zone"])) {
      rates.remove(line: row.line)
    }
    changed.formUnion(["service_zones.csv", "rates.csv"])
    let given = options.transit.map { ("\($0.lowerBound)", "\($0.upperBound)") }
    for (zone, destination) in assignment.zones {
      guard let days = transit[zone] ?? given else {
        throw ImportMessage(
          "Magento's table rates have no transit times, and service '\(service)' did not list zone '\(zone)' before; pass --transit MIN-MAX in business days"
        )
      }
      try serviceZones.append(
        ["service": service, "zone": zone, "transitMin": days.0, "transitMax": days.1], from: lines[destination])
      let rows = tiers[destination]
      for (position, tier) in rows.enumerated() {
        let next = position + 1 < rows.count ? rows[position + 1].value : nil
        var cells = [
          "service": service, "zone": zone,
          "price": DecimalText.format(units: tier.price, fractionDigits: currency.minorUnits),
        ]
        switch options.condition {
        case .weight:
          // Magento's [value, next) on four decimals is (value - 0.0001,
          // next - 0.0001] here; the lowest tier includes its min.
          cells["basis"] = "weight"
          cells["min"] = DecimalText.trimmed(units: position == 0 ? tier.value : tier.value - 1, fractionDigits: 4)
          cells["max"] = next.map { DecimalText.trimmed(units: $0 - 1, fractionDigits: 4) } ?? ""
        case .subtotal:
          cells["basis"] = "subtotal"
          cells["min"] = DecimalText.format(units: tier.value, fractionDigits: currency.minorUnits)
          cells["max"] = next.map { DecimalText.format(units: $0, fractionDigits: currency.minorUnits) } ?? ""
        case .items:
          cells["basis"] = "units"
          cells["min"] = "\(tier.value)"
          cells["max"] = next.map { "\($0)" } ?? ""
        }
        try rates.append(cells, from: lines[destination])
        ratesWritten += 1
      }
    }
  }

  // MARK: - The files

  /// What was made, in the report's words.
  func made(service: String, zones priced: Int) -> [String] {
    func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    return [
      "\(counted(zonesMade, "zone")) for destinations the folder had none for, \(counted(zonesSplit, "zone")) split from zones the destinations cut (zones.csv)",
      "\(counted(priced, "service zone")) for '\(service)' (service_zones.csv)",
      "\(counted(ratesWritten, "rate")) (rates.csv)",
    ]
  }

  /// The texts of the files the import changed.
  var files: [String: String] {
    var result: [String: String] = [:]
    for table in changedTables { result[table.name] = table.text }
    return result
  }

  /// The source lines of each row written, by file and line there.
  var sourceLines: [String: [Int: [Int]]] {
    var result: [String: [Int: [Int]]] = [:]
    for table in changedTables { result[table.name] = table.sourceLines }
    return result
  }

  private var changedTables: [EditableTable] {
    ([zones, services, serviceZones, rates] + (stores.map { [$0] } ?? [])).filter { changed.contains($0.name) }
  }
}
