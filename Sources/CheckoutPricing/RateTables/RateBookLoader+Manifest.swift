#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// On Linux, `TimeZone(identifier:)` knows IANA names only when the
// ICU-backed FoundationInternationalization is linked; with
// FoundationEssentials alone it returns nil for "America/Denver", so a
// library client that never imports Foundation could load no merchant.
// Importing it here, where the loader reads the time zone, links it.
#if canImport(FoundationInternationalization)
  internal import FoundationInternationalization
#endif

extension RateBookLoader {
  /// Reads `manifest.json`; logs each bad key at its line and column and
  /// returns `nil` if any.
  package func loadManifest() -> Merchant? {
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
    let root = 0
    let known: Set<String> = [
      "formatVersion", "merchant", "currency", "currencyExponents", "origin", "timeZone", "pricesIncludeTax",
      "rounding", "methodOrder", "deliveryDetail", "managementURL", "euDistanceSales",
    ]
    for member in manifest.members(of: root) where !known.contains(member.key) {
      log.error(
        member.location, "unknown key '\(member.key)'; expected one of \(known.sorted().joined(separator: ", "))")
    }
    /// A required non-empty string member, logged at the member (or its
    /// object) when missing or of another type.
    func string(_ key: String, in object: Int = root, path: String = "") -> (text: String, at: TableLocation)? {
      guard let member = manifest.member(key, of: object) else {
        log.error(manifest.location(of: object), "missing key '\(path)\(key)'")
        return nil
      }
      guard let text = manifest.string(member.value), !text.trimmingWhitespace.isEmpty else {
        log.error(
          member.location, "'\(path)\(key)' must be a non-empty string, found \(tape.nodes[member.value].typeName)")
        return nil
      }
      return (text, member.location)
    }
    func boolean(_ key: String) -> Bool? {
      guard let member = manifest.member(key, of: root), case .bool(let flag) = tape.nodes[member.value] else {
        log.error(manifest.member(key, of: root)?.location ?? manifest.start, "'\(key)' must be true or false")
        return nil
      }
      return flag
    }

    // An optional key naming one of a fixed set of words.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, default fallback: Choice) -> Choice?
    where Choice.RawValue == String {
      guard let member = manifest.member(key, of: root) else { return fallback }
      guard let text = manifest.string(member.value), let value = Choice(rawValue: text) else {
        let shown = manifest.string(member.value).map { "'\($0)'" } ?? tape.nodes[member.value].typeName
        log.error(
          member.location,
          "'\(key)' must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), found \(shown)")
        return nil
      }
      return value
    }

    let version = manifest.member("formatVersion", of: root)
    if version.map({ manifest.number($0.value) != "1" }) ?? true {
      log.error(version?.location ?? manifest.start, "'formatVersion' must be 1, the only format this engine reads")
    }
    let name = string("merchant")
    if let name, name.text.count > TableRow.labelLength {
      log.error(
        name.at, "'merchant' is \(name.text.count) characters long; at most \(TableRow.labelLength) are allowed")
    }
    var currencies = CurrencyTable.iso4217
    if let overrides = manifest.member("currencyExponents", of: root) {
      guard case .object = tape.nodes[overrides.value] else {
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
    }
    var currency: Currency?
    if let code = string("currency") {
      if let upper = Self.wronglyCasedCurrency(code.text) {
        log.error(code.at, "'currency': '\(code.text)' is not an ISO 4217 code; write '\(upper)'")
      } else {
        do {
          currency = try currencies.currency(for: code.text)
        } catch {
          log.error(code.at, "'currency': unknown currency '\(code.text)'; expected an ISO 4217 code such as USD")
        }
      }
    }
    var origin: Destination?
    if let member = manifest.member("origin", of: root) {
      func field(_ key: String) -> String? {
        manifest.member(key, of: member.value).flatMap { manifest.string($0.value) }
      }
      let fields = ContactFields(
        locality: field("locality"), administrativeArea: field("administrativeArea"),
        postalCode: field("postalCode"), countryCode: field("countryCode"))
      do {
        origin = try Destination(contact: fields)
      } catch {
        let field = error.contactField?.rawValue
        let at = field.flatMap { manifest.member($0, of: member.value)?.location } ?? member.location
        log.error(at, "'origin\(field.map { ".\($0)" } ?? "")': \(error.message)")
      }
    } else {
      log.error(manifest.start, "missing key 'origin'")
    }
    let timeZone = string("timeZone")
    if let timeZone, TimeZone(identifier: timeZone.text) == nil {
      log.error(
        timeZone.at,
        "'timeZone': unknown time zone '\(timeZone.text)'; expected an IANA name such as America/New_York")
    }
    let pricesIncludeTax = boolean("pricesIncludeTax")
    var mode: RoundingMode?
    var level: TaxRoundingLevel?
    if let rounding = manifest.member("rounding", of: root) {
      if let text = string("mode", in: rounding.value, path: "rounding.") {
        mode = RoundingMode(rawValue: text.text)
        if mode == nil {
          log.error(
            text.at,
            "'rounding.mode': '\(text.text)' is not one of \(RoundingMode.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
      }
      if let text = string("taxLevel", in: rounding.value, path: "rounding.") {
        level = TaxRoundingLevel(rawValue: text.text)
        if level == nil {
          log.error(
            text.at,
            "'rounding.taxLevel': '\(text.text)' is not one of \(TaxRoundingLevel.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
      }
    } else {
      log.error(manifest.start, "missing key 'rounding'")
    }
    let methodOrder = choice("methodOrder", default: MethodOrder.cheapest)
    let deliveryDetail = choice("deliveryDetail", default: DeliveryDetailStyle.dates)
    // Apple Pay requires it of every recurring, deferred and automatic
    // reload payment: a page where the shopper manages or cancels it.
    var managementURL: String?
    if manifest.member("managementURL", of: root) != nil, let url = string("managementURL") {
      if Self.isWebAddress(url.text) {
        managementURL = url.text
      } else {
        log.error(url.at, "'managementURL': '\(url.text.prefix(60))' is not an https:// address")
      }
    }
    // Council Directive 2006/112/EC, Article 59c: a rule of sales from
    // one member state to another, so only a merchant in the EU has one.
    var euDistanceSales: EUDistanceSales?
    if let member = manifest.member("euDistanceSales", of: root) {
      euDistanceSales = choice("euDistanceSales", default: EUDistanceSales.destination)
      if let origin, !EUDistanceSales.isMemberState(origin.country) {
        log.error(
          member.location,
          "'euDistanceSales' applies to a merchant in the EU; the origin's country \(origin.country.rawValue) is not a member state"
        )
      }
    }
    guard let name, let currency, let origin, let timeZone, let pricesIncludeTax, let mode, let level, let methodOrder,
      let deliveryDetail
    else {
      return nil
    }
    return Merchant(
      name: name.text, currency: currency, currencies: currencies, origin: origin, timeZone: timeZone.text,
      pricesIncludeTax: pricesIncludeTax, roundingMode: mode, taxRoundingLevel: level, methodOrder: methodOrder,
      deliveryDetail: deliveryDetail, managementURL: managementURL, euDistanceSales: euDistanceSales)
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

/// `manifest.json` read from its tape: each member with the line and
/// column of its key, so that every problem is reported where it is.
struct ManifestDocument {
  let tape: JSONTape
  /// The document's bytes end here on the tape; text after it is the
  /// unescaped copy of strings that had escapes.
  let documentSize: Int
  let file: String

  /// The start of the document.
  var start: TableLocation { TableLocation(file: file, line: 1, column: 1) }

  /// One member of an object: its key, where the key is, and the node of
  /// its value.
  struct Member {
    var key: String
    var location: TableLocation
    var value: Int
  }

  /// The members of the object at node `object`, in document order.
  func members(of object: Int) -> [Member] {
    guard case .object(let count, _) = tape.nodes[object] else { return [] }
    var members: [Member] = []
    var index = object + 1
    for _ in 0..<count {
      guard case .string(let range) = tape.nodes[index] else { break }
      members.append(Member(key: tape.string(range), location: location(of: index), value: index + 1))
      index = tape.end(of: index + 1)
    }
    return members
  }

  /// The member `key` of the object at node `object`, if it has one.
  ///
  /// Only the member found is given a location: finding each key's line
  /// and column scans the document from its start.
  func member(_ key: String, of object: Int) -> Member? {
    guard case .object(let count, _) = tape.nodes[object] else { return nil }
    var index = object + 1
    for _ in 0..<count {
      guard case .string(let range) = tape.nodes[index] else { break }
      if tape.string(range) == key { return Member(key: key, location: location(of: index), value: index + 1) }
      index = tape.end(of: index + 1)
    }
    return nil
  }

  /// The text of a string node.
  func string(_ node: Int) -> String? {
    guard case .string(let range) = tape.nodes[node] else { return nil }
    return tape.string(range)
  }

  /// The source text of a number node.
  func number(_ node: Int) -> String? {
    guard case .number(let range) = tape.nodes[node] else { return nil }
    return tape.string(range)
  }

  /// Where a node is: a key or string where its text starts (its opening
  /// quote), a number where it starts; the document's start for a node
  /// with no text of its own or text that was unescaped.
  func location(of node: Int) -> TableLocation {
    switch tape.nodes[node] {
    case .string(let range) where range.upperBound <= documentSize:
      return position(of: range.lowerBound - 1)
    case .number(let range):
      return position(of: range.lowerBound)
    default:
      return node > 0 && node - 1 < tape.nodes.count ? keyLocation(before: node) : start
    }
  }

  /// For a value node, where the key naming it is, when the node before it
  /// is that key.
  private func keyLocation(before node: Int) -> TableLocation {
    if case .string(let range) = tape.nodes[node - 1], range.upperBound <= documentSize {
      return position(of: range.lowerBound - 1)
    }
    return start
  }

  /// The line and column (in characters) of a byte offset of the document;
  /// a byte order mark is not a character of the first line.
  private func position(of offset: Int) -> TableLocation {
    var line = 1
    var column = 1
    tape.text.withUnsafeBufferPointer { bytes in
      let byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      for index in byteOrderMark..<max(byteOrderMark, min(offset, bytes.count)) {
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
          column += 1
        }
      }
    }
    return TableLocation(file: file, line: line, column: column)
  }
}
