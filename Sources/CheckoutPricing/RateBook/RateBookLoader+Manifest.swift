extension RateBookLoader {
  /// Reads `manifest.json`; logs each bad key at its line and column and
  /// returns `nil` if any.
  package func loadManifest() -> Merchant? { loadManifestAndLandedCostSettings().merchant }

  /// The merchant, and the manifest's landed-cost keys (RateTables/README.md,
  /// "Landed cost"): `unclassifiedLines` (`refuse` by default) and
  /// `showImportEstimate` (`false` by default). The keys live with the
  /// landed-cost tables rather than in ``Merchant``, which every quote
  /// copies.
  func loadManifestAndLandedCostSettings() -> (
    merchant: Merchant?, unclassifiedLines: LandedCostTables.UnclassifiedLinePolicy, showsImportEstimate: Bool
  ) {
    guard let manifest = readManifest(file: "manifest.json") else { return (nil, .refuse, false) }
    let merchant = merchant(from: manifest)
    let unclassified = manifest.choice(
      "unclassifiedLines", default: LandedCostTables.UnclassifiedLinePolicy.refuse, log)
    let showsEstimate =
      manifest.member("showImportEstimate", of: ManifestDocument.root) == nil
      ? false : manifest.boolean("showImportEstimate", log)
    return (merchant, unclassified ?? .refuse, showsEstimate ?? false)
  }

  /// The manifest's document, once it is read and parsed and its top is an
  /// object; `nil` after logging why not.
  private func readManifest(file: String) -> ManifestDocument? {
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
    let tape: JSONTape
    do {
      tape = try JSONParser().tape(bytes)
    } catch {
      log.error(TableLocation(file: file, line: error.line, column: error.column), error.message)
      return nil
    }
    let manifest = ManifestDocument(tape: tape, documentSize: bytes.count, file: file)
    guard case .object = tape.nodes[0] else {
      log.error(manifest.start, "expected a JSON object, found \(tape.nodes[0].typeName)")
      return nil
    }
    return manifest
  }

  /// The keys `manifest.json` may have.
  static let manifestKeys: Set<String> = [
    "formatVersion", "merchant", "currency", "currencyExponents", "origin", "timeZone", "pricesIncludeTax",
    "rounding", "methodOrder", "deliveryDetail", "managementURL", "euDistanceSales", "locale", "redactedPlacePolicy",
    "authorizationTolerance", "unclassifiedLines", "showImportEstimate",
  ]

  /// The merchant the manifest describes, each key read in turn (the
  /// problems of every key are logged, not only the first's); `nil` if any
  /// key is missing or bad.
  private func merchant(from manifest: ManifestDocument) -> Merchant? {
    let root = ManifestDocument.root
    let known = Self.manifestKeys
    for member in manifest.members(of: root) where !known.contains(member.key) {
      log.error(
        member.location, "unknown key '\(member.key)'; expected one of \(known.sorted().joined(separator: ", "))")
    }
    checkFormatVersion(manifest)
    let name = merchantName(manifest)
    guard let currencies = currencyTable(manifest) else { return nil }
    let currency = merchantCurrency(manifest, in: currencies)
    let origin = merchantOrigin(manifest)
    let timeZone = manifest.string("timeZone", log)
    if let timeZone, !CalendarDate.isTimeZone(timeZone.text) {
      log.error(
        timeZone.at,
        "'timeZone': unknown time zone '\(timeZone.text)'; expected an IANA name such as America/New_York")
    }
    let pricesIncludeTax = manifest.boolean("pricesIncludeTax", log)
    let (mode, level) = rounding(manifest)
    let methodOrder = manifest.choice("methodOrder", default: MethodOrder.cheapest, log)
    let deliveryDetail = manifest.choice("deliveryDetail", default: DeliveryDetailStyle.dates, log)
    let redactedPlacePolicy = manifest.choice("redactedPlacePolicy", default: RedactedPlacePolicy.highest, log)
    let managementURL = managementURL(manifest)
    let euDistanceSales = euDistanceSales(manifest, origin: origin)
    let locale = merchantLocale(manifest)
    let tolerance = currency.flatMap { authorizationTolerance(manifest, currency: $0) }
    guard let name, let currency, let origin, let timeZone, let pricesIncludeTax, let mode, let level, let methodOrder,
      let deliveryDetail, let redactedPlacePolicy
    else {
      return nil
    }
    return Merchant(
      name: name.text, currency: currency, currencies: currencies, origin: origin, timeZone: timeZone.text,
      pricesIncludeTax: pricesIncludeTax, roundingMode: mode, taxRoundingLevel: level, methodOrder: methodOrder,
      deliveryDetail: deliveryDetail, redactedPlacePolicy: redactedPlacePolicy, managementURL: managementURL,
      euDistanceSales: euDistanceSales, locale: locale,
      authorizationTolerance: tolerance ?? Amount(minorUnits: 0, currency: currency))
  }

  /// Logs a `formatVersion` other than 1.
  private func checkFormatVersion(_ manifest: ManifestDocument) {
    let version = manifest.member("formatVersion", of: ManifestDocument.root)
    if version.map({ manifest.number($0.value) != "1" }) ?? true {
      log.error(version?.location ?? manifest.start, "'formatVersion' must be 1, the only format this engine reads")
    }
  }

  /// `merchant`, the name on card statements, logged when longer than a label.
  private func merchantName(_ manifest: ManifestDocument) -> (text: String, at: TableLocation)? {
    let name = manifest.string("merchant", log)
    if let name, name.text.count > TableRow.labelLength {
      log.error(
        name.at, "'merchant' is \(name.text.count) characters long; at most \(TableRow.labelLength) are allowed")
    }
    return name
  }

  /// ISO 4217 with the manifest's `currencyExponents`; each bad entry is
  /// logged and left out. `nil` when `currencyExponents` is not an object,
  /// which ends the reading of the manifest.
  private func currencyTable(_ manifest: ManifestDocument) -> CurrencyTable? {
    var currencies = CurrencyTable.iso4217
    guard let overrides = manifest.member("currencyExponents", of: ManifestDocument.root) else { return currencies }
    guard case .object = manifest.tape.nodes[overrides.value] else {
      log.error(overrides.location, "'currencyExponents' must be an object such as {\"HUF\": 0}")
      return nil
    }
    var exponents: [String: Int] = [:]
    for entry in manifest.members(of: overrides.value) {
      if let code = Self.wronglyCasedCurrency(entry.key) {
        log.error(
          entry.location, "'currencyExponents.\(entry.key)': '\(entry.key)' is not an ISO 4217 code; write '\(code)'")
        continue
      }
      guard let text = manifest.number(entry.value), let exponent = Int(text) else {
        log.error(entry.location, "'currencyExponents.\(entry.key)' must be a whole number")
        continue
      }
      exponents[entry.key] = exponent
    }
    do {
      currencies = try currencies.overriding(minorUnits: exponents)
    } catch {
      log.error(overrides.location, "'currencyExponents': \(error.message)")
    }
    return currencies
  }

  /// `currency`, an ISO 4217 code of `currencies`.
  private func merchantCurrency(_ manifest: ManifestDocument, in currencies: CurrencyTable) -> Currency? {
    guard let code = manifest.string("currency", log) else { return nil }
    if let upper = Self.wronglyCasedCurrency(code.text) {
      log.error(code.at, "'currency': '\(code.text)' is not an ISO 4217 code; write '\(upper)'")
      return nil
    }
    do {
      return try currencies.currency(for: code.text)
    } catch {
      log.error(code.at, "'currency': unknown currency '\(code.text)'; expected an ISO 4217 code such as USD")
      return nil
    }
  }

  /// `origin`, the address parcels leave from, read as a shipping contact.
  private func merchantOrigin(_ manifest: ManifestDocument) -> Destination? {
    guard let member = manifest.member("origin", of: ManifestDocument.root) else {
      log.error(manifest.start, "missing key 'origin'")
      return nil
    }
    func field(_ key: String) -> String? {
      manifest.member(key, of: member.value).flatMap { manifest.string($0.value) }
    }
    let fields = ContactFields(
      locality: field("locality"), administrativeArea: field("administrativeArea"),
      postalCode: field("postalCode"), countryCode: field("countryCode"))
    do {
      return try Destination(contact: fields)
    } catch {
      let field = error.contactField?.rawValue
      let at = field.flatMap { manifest.member($0, of: member.value)?.location } ?? member.location
      log.error(at, "'origin\(field.map { ".\($0)" } ?? "")': \(error.message)")
      return nil
    }
  }

  /// `rounding`: its `mode` and its `taxLevel`, each `nil` when missing or bad.
  private func rounding(_ manifest: ManifestDocument) -> (mode: RoundingMode?, level: TaxRoundingLevel?) {
    guard let rounding = manifest.member("rounding", of: ManifestDocument.root) else {
      log.error(manifest.start, "missing key 'rounding'")
      return (nil, nil)
    }
    // A required member of `rounding` naming one of `Choice`'s words.
    func choice<Choice: RawRepresentable<String> & CaseIterable>(_ key: String) -> Choice? {
      guard let text = manifest.string(key, in: rounding.value, path: "rounding.", log) else { return nil }
      guard let value = Choice(rawValue: text.text) else {
        log.error(
          text.at,
          "'rounding.\(key)': '\(text.text)' is not one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        return nil
      }
      return value
    }
    return (choice("mode"), choice("taxLevel"))
  }

  /// `locale`, the BCP 47 tag of the language a request without its own is
  /// answered in; a tag of a language with no built-in catalog is kept,
  /// with a warning that the words fall back to English.
  private func merchantLocale(_ manifest: ManifestDocument) -> String? {
    guard manifest.member("locale", of: ManifestDocument.root) != nil, let locale = manifest.string("locale", log)
    else { return nil }
    guard let tag = LanguageTag(locale.text) else {
      log.error(locale.at, "'locale' must be a BCP 47 language tag such as en-US, de-DE or ja-JP")
      return nil
    }
    if ShopperText.catalogLocale(for: tag) == nil {
      log.warning(
        locale.at,
        "'locale': no built-in catalog is in '\(tag.identifier)'; the sheet's words fall back to English (the catalogs: \(CLDRLocale.allCases.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    return locale.text
  }

  /// `authorizationTolerance`: how much the total at the full address may
  /// exceed the authorized total and still be accepted, an amount in the
  /// merchant's currency at its decimals, not negative, written as a
  /// string or a number (read from its text); `nil` when absent (zero) or
  /// wrong (logged at the member).
  private func authorizationTolerance(_ manifest: ManifestDocument, currency: Currency) -> Amount? {
    guard let member = manifest.member("authorizationTolerance", of: ManifestDocument.root) else { return nil }
    guard let text = manifest.string(member.value) ?? manifest.number(member.value) else {
      log.error(
        member.location,
        "'authorizationTolerance' must be an amount in \(currency.code) such as \"0.50\", found \(manifest.tape.nodes[member.value].typeName)"
      )
      return nil
    }
    guard let amount = try? Amount(parsing: text, currency: currency), !amount.isNegative else {
      log.error(
        member.location,
        "'authorizationTolerance': '\(text.prefix(60))' is not an amount of \(currency.code) of at most \(currency.minorUnits) decimals that is not negative"
      )
      return nil
    }
    return amount
  }

  /// `managementURL`, an `https://` page. Apple Pay requires it of every
  /// recurring, deferred and automatic reload payment: a page where the
  /// shopper manages or cancels it.
  private func managementURL(_ manifest: ManifestDocument) -> String? {
    guard manifest.member("managementURL", of: ManifestDocument.root) != nil,
      let url = manifest.string("managementURL", log)
    else { return nil }
    guard Self.isWebAddress(url.text) else {
      log.error(url.at, "'managementURL': '\(url.text.prefix(60))' is not an https:// address")
      return nil
    }
    return url.text
  }

  /// `euDistanceSales`: Council Directive 2006/112/EC, Article 59c, a rule
  /// of sales from one member state to another, so only a merchant in the
  /// EU has one.
  private func euDistanceSales(_ manifest: ManifestDocument, origin: Destination?) -> EUDistanceSales? {
    guard let member = manifest.member("euDistanceSales", of: ManifestDocument.root) else { return nil }
    let rule = manifest.choice("euDistanceSales", default: EUDistanceSales.destination, log)
    if let origin, !EUDistanceSales.isMemberState(origin.country) {
      log.error(
        member.location,
        "'euDistanceSales' applies to a merchant in the EU; the origin's country \(origin.country.rawValue) is not a member state"
      )
    }
    return rule
  }

  /// Whether `text` is an absolute `https://` address with a host, of at
  /// most a label's length, without spaces or control characters.
  static func isWebAddress(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let scheme = Array("https://".utf8)
    guard bytes.count > scheme.count, bytes.count <= TableRow.labelLength,
      bytes.starts(with: scheme), bytes[scheme.count] != UInt8(ascii: "/")
    else { return false }
    return bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F }
  }

  /// The upper-case code of three letters written in another case (`usd`),
  /// `nil` for anything else. ISO 4217 codes are three upper-case letters:
  /// a code in another case was typed by hand, and is refused, naming the
  /// code meant, rather than guessed at.
  static func wronglyCasedCurrency(_ text: String) -> String? {
    guard let upper = Currency.normalizedCode(text), upper != text else { return nil }
    return upper
  }
}
