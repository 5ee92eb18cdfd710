/// Reads a JSON request into a ``QuoteRequest``, checking every field and
/// naming the JSON path of the first one that is wrong.
///
/// Amounts, quantities and weights are read from their text: a JSON string
/// (`"12.50"`, as Apple Pay writes amounts) or a JSON number, whose source
/// text is kept by the parser and never converted through floating point.
/// Unknown keys are errors, so a misspelt field is never silently ignored.
struct RequestDecoder {
  let currency: Currency

  /// A malformed request: the JSON path and what is wrong there.
  struct Failure: Error, Hashable {
    var path: String
    var message: String
  }

  func decode(_ bytes: [UInt8]) throws(Failure) -> QuoteRequest {
    var parser = JSONParser()
    parser.maximumBytes = QuoteLimits.requestBytes
    parser.maximumDepth = QuoteLimits.jsonDepth
    let document: JSONValue
    do {
      document = try parser.parse(bytes)
    } catch {
      throw Failure(path: "$", message: "line \(error.line), column \(error.column): \(error.message)")
    }
    return try decode(document)
  }

  func decode(_ document: JSONValue) throws(Failure) -> QuoteRequest {
    let root = try object(document, "$")
    try rejectUnknownKeys(root, "$", Self.requestKeys)
    let eventText = try string(root["event"], "event", required: true) ?? ""
    guard let event = QuoteRequest.Event(rawValue: eventText) else {
      throw Failure(
        path: "event",
        message: "'\(eventText)' is not one of \(QuoteRequest.Event.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let asOfText = try string(root["asOf"], "asOf", required: true) ?? ""
    guard let asOf = Instant.parse(asOfText) else {
      throw Failure(
        path: "asOf",
        message: "'\(asOfText)' is not an ISO 8601 instant with an offset, such as 2026-11-21T15:04:05-05:00")
    }
    let currencyCode = try string(root["currency"], "currency", required: false)
    let lines = try cartLines(root["lines"])
    let contact = try root["shippingContact"].map { value throws(Failure) in try self.contact(value) }
    var shippingType = ShippingType.shipping
    if let text = try string(root["shippingType"], "shippingType", required: false) {
      guard let type = ShippingType(rawValue: text) else {
        throw Failure(
          path: "shippingType",
          message: "'\(text)' is not one of \(ShippingType.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      shippingType = type
    }
    let method = try string(root["shippingMethod"], "shippingMethod", required: false)
    let payment = try root["paymentMethod"].map { value throws(Failure) in try paymentMethod(value) }
    let coupon = try string(root["couponCode"], "couponCode", required: false)
    return QuoteRequest(
      event: event, asOf: asOf, currency: currencyCode, cart: Cart(lines: lines), shippingContact: contact,
      shippingType: shippingType, shippingMethod: method, paymentMethod: payment, couponCode: coupon)
  }

  // MARK: - Keys

  // The keys each object may have. Arrays, not sets: objects are small, and
  // a set would be built and hashed on every request.
  private static let requestKeys = [
    "event", "asOf", "currency", "lines", "shippingContact", "shippingType", "shippingMethod", "paymentMethod",
    "couponCode",
  ]
  private static let lineKeys = ["id", "label", "unitPrice", "quantity", "weight", "dimensions", "category"]
  /// The contact fields that can affect a price, in the order they are read.
  private static let contactFields = [
    "locality", "subLocality", "administrativeArea", "subAdministrativeArea", "postalCode", "country", "countryCode",
  ]
  // Apple Pay sends more fields with a full contact (addressLines, names,
  // phone, email); they do not affect a price, so they are accepted and
  // not read, but must still be strings or arrays of strings.
  private static let contactKeys =
    contactFields + [
      "addressLines", "givenName", "familyName", "phoneticGivenName", "phoneticFamilyName", "emailAddress",
      "phoneNumber",
    ]
  private static let paymentMethodKeys = ["type", "network", "displayName"]
  private static let weightKeys = ["value", "unit"]
  private static let dimensionsKeys = ["length", "width", "height", "unit"]

  // MARK: - Parts

  // Paths are passed as autoclosures: a request that is read without an
  // error never builds one.

  private func cartLines(_ value: JSONValue?) throws(Failure) -> [CartLine] {
    guard let value else { throw Failure(path: "lines", message: "missing; expected an array of cart lines") }
    guard case .array(let items) = value else {
      throw Failure(path: "lines", message: "expected an array of cart lines, found \(value.typeName)")
    }
    guard items.count <= QuoteLimits.lines else {
      throw Failure(path: "lines", message: "\(items.count) lines; at most \(QuoteLimits.lines) are priced")
    }
    var ids = UniqueTexts(expectedCount: items.count)
    var lines: [CartLine] = []
    lines.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      func path() -> String { "lines[\(index)]" }
      let fields = try object(item, path())
      try rejectUnknownKeys(fields, path(), Self.lineKeys)
      let id = try string(fields["id"], "\(path()).id", required: true) ?? ""
      guard ids.insert(id) else {
        throw Failure(path: "\(path()).id", message: "line id '\(id)' appears twice; ids must be unique")
      }
      let label = try string(fields["label"], "\(path()).label", required: false) ?? id
      let unitPrice = try amount(fields["unitPrice"], "\(path()).unitPrice")
      let quantity = try self.quantity(fields["quantity"], "\(path()).quantity")
      let weight = try fields["weight"].map { value throws(Failure) in try self.weight(value, "\(path()).weight") }
      let dimensions = try fields["dimensions"].map { value throws(Failure) in
        try self.dimensions(value, "\(path()).dimensions")
      }
      let category =
        try string(fields["category"], "\(path()).category", required: false) ?? TaxComponent.standardCategory
      lines.append(
        CartLine(
          id: id, label: label, unitPrice: unitPrice, quantity: quantity, weight: weight, dimensions: dimensions,
          category: category))
    }
    return lines
  }

  private func contact(_ value: JSONValue) throws(Failure) -> ContactFields {
    let fields = try object(value, "shippingContact")
    try rejectUnknownKeys(fields, "shippingContact", Self.contactKeys)
    // Read in the order of `contactFields`, so the first wrong one is named.
    func field(_ name: String) throws(Failure) -> String? {
      try string(fields[name], "shippingContact.\(name)", required: false, allowNull: true)
    }
    let locality = try field("locality")
    let subLocality = try field("subLocality")
    let administrativeArea = try field("administrativeArea")
    let subAdministrativeArea = try field("subAdministrativeArea")
    let postalCode = try field("postalCode")
    let country = try field("country")
    let countryCode = try field("countryCode")
    return ContactFields(
      locality: locality, subLocality: subLocality, administrativeArea: administrativeArea,
      subAdministrativeArea: subAdministrativeArea, postalCode: postalCode, country: country,
      countryCode: countryCode)
  }

  private func paymentMethod(_ value: JSONValue) throws(Failure) -> PaymentMethod {
    let fields = try object(value, "paymentMethod")
    try rejectUnknownKeys(fields, "paymentMethod", Self.paymentMethodKeys)
    let typeText = try string(fields["type"], "paymentMethod.type", required: true) ?? ""
    guard let type = PaymentMethodType(rawValue: typeText) else {
      throw Failure(
        path: "paymentMethod.type",
        message: "'\(typeText)' is not one of \(PaymentMethodType.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let network = try string(fields["network"], "paymentMethod.network", required: false)
    return PaymentMethod(type: type, network: network)
  }

  private func weight(_ value: JSONValue, _ path: @autoclosure () -> String) throws(Failure) -> Weight {
    let fields = try object(value, path())
    try rejectUnknownKeys(fields, path(), Self.weightKeys)
    let unitText = try string(fields["unit"], "\(path()).unit", required: true) ?? ""
    guard let unit = WeightUnit(rawValue: unitText) else {
      throw Failure(path: "\(path()).unit", message: "'\(unitText)' is not one of kg, g, lb, oz")
    }
    let text = try decimalText(fields["value"], "\(path()).value")
    do {
      return try Weight(parsing: text, unit: unit)
    } catch {
      throw Failure(path: "\(path()).value", message: error.message)
    }
  }

  private func dimensions(_ value: JSONValue, _ path: @autoclosure () -> String) throws(Failure) -> Dimensions {
    let fields = try object(value, path())
    try rejectUnknownKeys(fields, path(), Self.dimensionsKeys)
    let unitText = try string(fields["unit"], "\(path()).unit", required: true) ?? ""
    guard let unit = Dimensions.Unit(rawValue: unitText) else {
      throw Failure(path: "\(path()).unit", message: "'\(unitText)' is not one of cm, in")
    }
    let length = try decimalText(fields["length"], "\(path()).length")
    let width = try decimalText(fields["width"], "\(path()).width")
    let height = try decimalText(fields["height"], "\(path()).height")
    do {
      return try Dimensions(length: length, width: width, height: height, unit: unit)
    } catch {
      throw Failure(path: path(), message: error.message)
    }
  }

  // MARK: - Values

  /// An object's members, looked up by key. The parser never gives an
  /// object two members with one key, so the first match is the only one.
  private struct Fields {
    let members: [JSONMember]

    /// The value of the member named `key`, if there is one.
    ///
    /// - Complexity: O(*n*) for *n* members; request objects have a handful.
    subscript(key: String) -> JSONValue? {
      members.first { $0.key == key }?.value
    }
  }

  private func object(_ value: JSONValue, _ path: @autoclosure () -> String) throws(Failure) -> Fields {
    guard case .object(let members) = value else {
      throw Failure(path: path(), message: "expected an object, found \(value.typeName)")
    }
    return Fields(members: members)
  }

  private func rejectUnknownKeys(_ fields: Fields, _ path: @autoclosure () -> String, _ known: [String])
    throws(Failure)
  {
    guard let unknown = fields.members.lazy.map(\.key).filter({ !known.contains($0) }).min() else { return }
    let path = path()
    throw Failure(
      path: path == "$" ? unknown : "\(path).\(unknown)",
      message: "unknown field '\(unknown.prefix(60))'; expected one of \(known.sorted().joined(separator: ", "))")
  }

  private func string(
    _ value: JSONValue?, _ path: @autoclosure () -> String, required: Bool, allowNull: Bool = false
  ) throws(Failure) -> String? {
    switch value {
    case nil, .null?:
      if required { throw Failure(path: path(), message: "missing; expected a string") }
      return nil
    case .string(let text)?:
      // A string has no more characters than UTF-8 bytes, so the count of
      // characters, which walks the text, is needed only for long ones.
      guard text.utf8.count <= QuoteLimits.textLength || text.count <= QuoteLimits.textLength else {
        throw Failure(path: path(), message: "\(text.count) characters; at most \(QuoteLimits.textLength)")
      }
      if required && text.isEmpty { throw Failure(path: path(), message: "empty; expected a non-empty string") }
      return text
    case let other?:
      throw Failure(path: path(), message: "expected a string, found \(other.typeName)")
    }
  }

  private func decimalText(_ value: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> String {
    switch value {
    case .string(let text)?: return text
    case .number(let text)?: return text
    case nil, .null?: throw Failure(path: path(), message: "missing; expected a decimal string such as \"0.25\"")
    case let other?: throw Failure(path: path(), message: "expected a decimal string, found \(other.typeName)")
    }
  }

  private func amount(_ value: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> Amount {
    let text = try decimalText(value, path())
    let amount: Amount
    do {
      amount = try Amount(parsing: text, currency: currency)
    } catch {
      throw Failure(
        path: path(),
        message:
          "'\(text.prefix(60))' is not an amount in \(currency.code): \(error.explanation(digits: currency.minorUnits))"
      )
    }
    guard !amount.isNegative else { throw Failure(path: path(), message: "'\(text)' is negative") }
    let limit = QuoteLimits.unitPriceMajorUnits * Int64.powerOfTen(currency.minorUnits)
    guard amount.minorUnits <= limit else {
      throw Failure(
        path: path(),
        message: "'\(text.prefix(60))' is above the limit of \(QuoteLimits.unitPriceMajorUnits) \(currency.code)")
    }
    return amount
  }

  private func quantity(_ value: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> Int64 {
    guard case .number(let text)? = value else {
      throw Failure(
        path: path(),
        message: value == nil
          ? "missing; expected a whole number" : "expected a whole number, found \(value?.typeName ?? "")")
    }
    // All digits, so the count of bytes is the count of characters.
    guard text.utf8.allSatisfy(\.isASCIIDigit), text.utf8.count <= 18,
      let quantity = Int64(text), quantity >= 1, quantity <= QuoteLimits.quantity
    else {
      throw Failure(
        path: path(), message: "'\(text.prefix(60))' is not a whole number from 1 to \(QuoteLimits.quantity)")
    }
    return quantity
  }
}

/// Texts seen so far, to find the first repeat: a linear search while there
/// are few, a hash set once there are many.
private struct UniqueTexts {
  private var list: [String] = []
  private var set: Set<String>?

  /// Prepares for about `expectedCount` texts.
  init(expectedCount: Int) {
    if expectedCount > 16 { set = Set(minimumCapacity: expectedCount) } else { list.reserveCapacity(expectedCount) }
  }

  /// Adds `text`, returning whether it was new.
  mutating func insert(_ text: String) -> Bool {
    if set != nil { return set?.insert(text).inserted ?? true }
    guard !list.contains(text) else { return false }
    list.append(text)
    return true
  }
}
