extension RateBookLoader {
  /// Reads `manifest.json`; logs each bad key and returns `nil` if any.
  func loadManifest() -> Merchant? {
    let file = "manifest.json"
    let bytes: [UInt8]
    do {
      guard let found = try source.bytes(of: file) else {
        log.error(TableLocation(file: file), "the file is missing; every merchant folder needs a manifest")
        return nil
      }
      bytes = found
    } catch {
      log.append(contentsOf: [error])
      return nil
    }
    let document: JSONValue
    do {
      document = try JSONParser().parse(bytes)
    } catch {
      log.error(TableLocation(file: file, line: error.line, column: error.column), error.message)
      return nil
    }
    guard case .object(let members) = document else {
      log.error(TableLocation(file: file, line: 1, column: 1), "expected a JSON object, found \(document.typeName)")
      return nil
    }
    let here = TableLocation(file: file)
    let known: Set<String> = [
      "formatVersion", "merchant", "currency", "currencyExponents", "origin", "timeZone", "pricesIncludeTax",
      "rounding", "methodOrder", "deliveryDetail",
    ]
    for member in members where !known.contains(member.key) {
      log.error(here, "unknown key '\(member.key)'; expected one of \(known.sorted().joined(separator: ", "))")
    }
    func string(_ key: String, in value: JSONValue = document, path: String = "") -> String? {
      guard let found = value[key] else {
        log.error(here, "missing key '\(path)\(key)'")
        return nil
      }
      guard case .string(let text) = found, !text.trimmingWhitespace.isEmpty else {
        log.error(here, "'\(path)\(key)' must be a non-empty string, found \(found.typeName)")
        return nil
      }
      return text
    }
    func boolean(_ key: String) -> Bool? {
      guard case .bool(let flag)? = document[key] else {
        log.error(here, "'\(key)' must be true or false")
        return nil
      }
      return flag
    }

    // An optional key naming one of a fixed set of words.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, default fallback: Choice) -> Choice?
    where Choice.RawValue == String {
      guard let found = document[key] else { return fallback }
      guard case .string(let text) = found, let value = Choice(rawValue: text) else {
        let shown = found.stringValue.map { "'\($0)'" } ?? found.typeName
        log.error(
          here, "'\(key)' must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), found \(shown)")
        return nil
      }
      return value
    }

    if document["formatVersion"] != .number("1") {
      log.error(here, "'formatVersion' must be 1, the only format this engine reads")
    }
    let name = string("merchant")
    var currencies = CurrencyTable.iso4217
    if let overrides = document["currencyExponents"] {
      guard case .object(let entries) = overrides else {
        log.error(here, "'currencyExponents' must be an object such as {\"HUF\": 0}")
        return nil
      }
      var exponents: [String: Int] = [:]
      for entry in entries {
        guard case .number(let text) = entry.value, let exponent = Int(text) else {
          log.error(here, "'currencyExponents.\(entry.key)' must be a whole number")
          continue
        }
        exponents[entry.key] = exponent
      }
      do {
        currencies = try currencies.overriding(minorUnits: exponents)
      } catch {
        log.error(here, "'currencyExponents': \(error.message)")
      }
    }
    var currency: Currency?
    if let code = string("currency") {
      do {
        currency = try currencies.currency(for: code)
      } catch {
        log.error(here, "'currency': unknown currency '\(code)'; expected an ISO 4217 code such as USD")
      }
    }
    var origin: Destination?
    if let originValue = document["origin"] {
      let fields = ContactFields(
        locality: originValue["locality"]?.stringValue,
        administrativeArea: originValue["administrativeArea"]?.stringValue,
        postalCode: originValue["postalCode"]?.stringValue, countryCode: originValue["countryCode"]?.stringValue)
      do {
        origin = try Destination(contact: fields)
      } catch {
        log.error(here, "'origin.\(error.field.rawValue)': \(error.message)")
      }
    } else {
      log.error(here, "missing key 'origin'")
    }
    let timeZone = string("timeZone")
    if let timeZone, TimeZone(identifier: timeZone) == nil {
      log.error(here, "'timeZone': unknown time zone '\(timeZone)'; expected an IANA name such as America/New_York")
    }
    let pricesIncludeTax = boolean("pricesIncludeTax")
    var mode: RoundingMode?
    var level: TaxRoundingLevel?
    if let rounding = document["rounding"] {
      if let text = string("mode", in: rounding, path: "rounding.") {
        mode = RoundingMode(rawValue: text)
        if mode == nil {
          log.error(
            here,
            "'rounding.mode': '\(text)' is not one of \(RoundingMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
      }
      if let text = string("taxLevel", in: rounding, path: "rounding.") {
        level = TaxRoundingLevel(rawValue: text)
        if level == nil {
          log.error(
            here,
            "'rounding.taxLevel': '\(text)' is not one of \(TaxRoundingLevel.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
      }
    } else {
      log.error(here, "missing key 'rounding'")
    }
    let methodOrder = choice("methodOrder", default: MethodOrder.cheapest)
    let deliveryDetail = choice("deliveryDetail", default: DeliveryDetailStyle.dates)
    guard let name, let currency, let origin, let timeZone, let pricesIncludeTax, let mode, let level, let methodOrder,
      let deliveryDetail
    else {
      return nil
    }
    return Merchant(
      name: name, currency: currency, currencies: currencies, origin: origin, timeZone: timeZone,
      pricesIncludeTax: pricesIncludeTax, roundingMode: mode, taxRoundingLevel: level, methodOrder: methodOrder,
      deliveryDetail: deliveryDetail)
  }
}

extension JSONValue {
  /// The string, if this is one.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}
