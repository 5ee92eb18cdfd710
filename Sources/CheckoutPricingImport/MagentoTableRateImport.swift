import CheckoutPricing

/// Converts Magento 2's table-rate export (Stores > Configuration > Sales >
/// Delivery Methods > Table Rates > Export CSV) into one service's zones and
/// rates. The rules, also in `RateTables/README.md` ("Importing Magento
/// table rates"):
///
/// 1. **Destinations.** Each distinct country (ISO 3166 alpha-3, `*` any),
///    region (`*` any) and postcode (`*` or empty: any) is a destination.
///    Magento's rate query (`Magento\OfflineShipping\Model\ResourceModel\
///    Carrier\Tablerate\RateQuery`) takes, of the destinations that match the
///    address and have a row at or below the cart's value, the one with the
///    most specific country, then region, then postcode, and of its rows the
///    highest "and above" value.
/// 2. **Tiers.** A destination's rows become tiers that end where its next
///    row starts. Below its lowest row Magento falls back to the next
///    broader destination, so those of the broader destination's tiers that
///    start below it are written too.
/// 3. **Zones.** Each destination is priced in the zone whose rule states it
///    (``ImportedZones``), made when the folder has none. Zones of other
///    services that the new rules would cut are split so that every other
///    service keeps its price at every address.
struct MagentoTableRateImport {
  let file: String
  let options: TableImport.ShippingOptions

  /// Magento's columns; the fourth names the condition.
  static func header(_ condition: TableImport.ShippingOptions.Condition) -> [String] {
    ["Country", "Region/State", "Zip/Postal Code", conditionHeader(condition), "Shipping Price"]
  }

  static func conditionHeader(_ condition: TableImport.ShippingOptions.Condition) -> String {
    switch condition {
    case .weight: "Weight (and above)"
    case .subtotal: "Order Subtotal (and above)"
    case .items: "# of Items (and above)"
    }
  }

  /// One destination: where it applies and its rows, by value.
  struct Destination {
    var rule: LocationRule
    /// The cells to write in `zones.csv`.
    var cells: (country: String, region: String, postcode: String)
    var lines: [Int]
    /// The "and above" values, in the condition's units, with their prices.
    var tiers: [(value: Int64, price: Int64, line: Int)]
  }

  func run(_ bytes: [UInt8], folder: [String: String], merging: Bool) -> TableImport {
    var result = TableImport(files: [:], rowsRead: 0, rowsRefused: 0, made: [], notes: [], refusals: [])
    var refusedLines = Set<Int>()
    func refuse(_ line: Int, _ message: String) {
      result.refusals.append(Diagnostic(.error, at: TableLocation(file: file, line: line), message))
      if refusedLines.insert(line).inserted { result.rowsRefused += 1 }
    }
    func refuseFolder(_ message: String) -> TableImport {
      result.refusals.append(Diagnostic(.error, at: TableLocation(file: file, line: 1), message))
      result.files = [:]
      return result
    }

    let manifestLog = DiagnosticLog()
    guard
      let currency = RateBookLoader(source: .files(folder), log: manifestLog).loadManifest()?.currency
    else {
      return refuseFolder("the merchant folder needs a valid manifest.json; its currency prices the rows")
    }
    let records: ArraySlice<CSVRecord>
    switch TableImport.records(
      bytes, file: file, header: Self.header(options.condition), extraColumns: false,
      export: "Magento's table-rate export by \(options.condition.rawValue)")
    {
    case .success(let found): records = found
    case .failure(var refusal):
      if let first = try? CSVReader.parse(bytes).first, first.fields.count == 5,
        let other = TableImport.ShippingOptions.Condition.allCases.first(where: {
          Self.conditionHeader($0).lowercased() == first.fields[3].trimmingWhitespace.lowercased()
        })
      {
        refusal = Diagnostic(
          .error, at: refusal.location,
          "the file's rates are by \(other.rawValue) ('\(Self.conditionHeader(other))'); pass --condition \(other.rawValue)"
        )
      }
      result.refusals.append(refusal)
      return result
    }
    result.rowsRead = records.count

    // What the condition's values are counted in: ten-thousandths of the
    // weight unit (Magento keeps four decimals), minor units, or items.
    let valueDigits: Int
    switch options.condition {
    case .weight: valueDigits = 4
    case .subtotal: valueDigits = currency.minorUnits
    case .items: valueDigits = 0
    }

    var destinations: [Destination] = []
    var indexOfPlace: [String: Int] = [:]
    var restored: [(line: Int, from: String, to: String, state: String)] = []
    for record in records {
      if let refusal = TableImport.longCellRefusal(record, header: Self.header(options.condition)) {
        refuse(record.line, refusal)
        continue
      }
      let field = record.fields.map(\.trimmingWhitespace)
      let line = record.line
      guard field.count == 5 else {
        refuse(line, "\(field.count) fields; Magento's table-rate export has 5")
        continue
      }
      var country: CountryCode?
      if field[0] != "*" && field[0] != "0" {
        guard field[0].utf8.count == 3, let code = CountryCode.named(field[0].uppercased()) else {
          refuse(line, "'\(field[0])' is not an ISO 3166 alpha-3 country code or *")
          continue
        }
        country = code
      }
      var region: String?
      if field[1] != "*" && !field[1].isEmpty {
        guard let country, let canonical = RegionTable.canonicalRegion(field[1], country: country) else {
          refuse(
            line,
            country == nil
              ? "a region needs a country" : "'\(field[1])' is not a region of \(country?.rawValue ?? "")")
          continue
        }
        region = canonical
      }
      var postcode: (pattern: PostcodePattern, text: String)?
      if field[2] != "*" && !field[2].isEmpty {
        guard let country else {
          refuse(line, "a postcode needs a country")
          continue
        }
        var text = field[2].uppercased()
        switch ShortenedZIP.restore(text, country: country.rawValue, state: region ?? "") {
        case .success(let padded?):
          restored.append((line, text, padded, region ?? ""))
          text = padded
        case .success(nil): break
        case .failure(let refusal):
          refuse(line, refusal.message)
          continue
        }
        // Magento compares the whole postcode (or the part before a dash);
        // a rule here must name exactly the same postcodes.
        func compact(_ text: String) -> String { text.filter { $0 != " " } }
        guard !text.contains("*"), let pattern = PostcodePattern(text, country: country),
          case .level(let key) = pattern, compact(key) == compact(text)
        else {
          refuse(
            line,
            "'\(field[2])' is not one whole postcode of \(country.rawValue); Magento compares postcodes whole")
          continue
        }
        postcode = (pattern, text)
      }
      guard let value = Self.scaled(field[3], digits: valueDigits) else {
        let what =
          switch options.condition {
          case .weight: "a weight of 0 or more with at most 4 decimals"
          case .subtotal: "an amount in \(currency.code) of 0 or more"
          case .items: "a whole number of items"
          }
        refuse(line, "'\(field[3])' is not \(what); other digits than zeros past them are not exact")
        continue
      }
      guard let price = Self.scaled(field[4], digits: currency.minorUnits) else {
        refuse(
          line,
          "'\(field[4])' is not an amount in \(currency.code) of 0 or more; other digits than zeros past its \(currency.minorUnits) decimals are not exact"
        )
        continue
      }
      let rule = LocationRule(
        area: "", country: country, region: region, postcode: postcode?.pattern, line: line)
      let place = "\(country?.rawValue ?? "*") \(region ?? "*") \(postcode?.pattern.description ?? "*")"
      let index: Int
      if let known = indexOfPlace[place] {
        index = known
      } else {
        index = destinations.count
        indexOfPlace[place] = index
        destinations.append(
          Destination(
            rule: rule,
            cells: (country?.rawValue ?? "*", region ?? "", postcode?.text ?? ""), lines: [], tiers: []))
      }
      if let earlier = destinations[index].tiers.first(where: { $0.value == value }) {
        refuse(line, "line \(earlier.line) already prices this destination from \(field[3])")
        continue
      }
      destinations[index].lines.append(line)
      destinations[index].tiers.append((value, price, line))
    }

    // Magento prefers any row of the address's region to a postcode row
    // without one; here a postcode rule beats a region rule. With both in a
    // country the import cannot keep Magento's choice, so it refuses those
    // postcode rows.
    let countriesWithRegions = Set(destinations.filter { $0.rule.region != nil }.compactMap(\.rule.country))
    destinations.removeAll { destination in
      guard destination.rule.region == nil, destination.rule.postcode != nil,
        let country = destination.rule.country, countriesWithRegions.contains(country)
      else { return false }
      for line in destination.lines {
        refuse(
          line,
          "a postcode row without a region, in a country with region rows: Magento prefers the region's rows to it, where a postcode rule wins here; give the row its region"
        )
      }
      return true
    }
    if let note = ShortenedZIP.note(restored) { result.notes.append(note) }
    guard !destinations.isEmpty else {
      if result.refusals.isEmpty {
        result.refusals.append(
          Diagnostic(.error, at: TableLocation(file: file, line: 1), "the file has no rows to import"))
      }
      return result
    }

    let tiers = Self.effectiveTiers(destinations)
    do {
      var shipping = try ImportedShipping(folder: folder)
      let assignment = try shipping.place(
        destinations.map(\.rule), cells: destinations.map(\.cells), service: options.service,
        keepingService: merging)
      for (index, message) in assignment.refusals {
        for line in destinations[index].lines { refuse(line, message) }
      }
      try shipping.write(
        assignment, tiers: tiers, lines: destinations.map(\.lines), options: options, currency: currency,
        merging: merging)
      result.files = shipping.files
      result.sourceLines = shipping.sourceLines
      result.made = shipping.made(service: options.service, zones: assignment.zones.count)
      result.notes += shipping.notes
    } catch {
      return refuseFolder(error.message)
    }
    return result
  }

  /// Each destination's tiers with Magento's fallback: below its lowest
  /// row, the tiers of the most specific destination that contains it.
  static func effectiveTiers(_ destinations: [Destination]) -> [[(value: Int64, price: Int64)]] {
    let order = destinations.indices.sorted { destinations[$0].rule.specificity < destinations[$1].rule.specificity }
    var result = [[(value: Int64, price: Int64)]](repeating: [], count: destinations.count)
    for index in order {
      let own = destinations[index].tiers.sorted { $0.value < $1.value }.map { (value: $0.value, price: $0.price) }
      let parent = order.last { other in
        other != index && destinations[other].rule.contains(destinations[index].rule)
          && destinations[other].rule.specificity < destinations[index].rule.specificity
      }
      let below = parent.map { result[$0].filter { $0.value < own[0].value } } ?? []
      result[index] = below + own
    }
    return result
  }

  /// `text` as a whole number of `10^-digits`: `7.9900` at 2 digits is 799.
  /// Digits past `digits` must be zeros; `nil` for anything else.
  static func scaled(_ text: String, digits: Int) -> Int64? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), !parts[0].isEmpty || parts.count == 2 else { return nil }
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    guard !(whole.isEmpty && fraction.isEmpty),
      (whole + fraction).utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      fraction.dropFirst(min(digits, fraction.count)).allSatisfy({ $0 == "0" })
    else { return nil }
    let kept = fraction.prefix(digits)
    let padded = String(whole) + kept + String(repeating: "0", count: digits - kept.count)
    return Int64(padded.isEmpty ? "0" : padded)
  }
}
