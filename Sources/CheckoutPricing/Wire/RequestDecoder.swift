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
    try rejectUnknownKeys(
      root, "$",
      [
        "event", "asOf", "currency", "lines", "shippingContact", "shippingType", "shippingMethod", "paymentMethod",
        "couponCode",
      ])
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

  // MARK: - Parts

  private func cartLines(_ value: JSONValue?) throws(Failure) -> [CartLine] {
    guard let value else { throw Failure(path: "lines", message: "missing; expected an array of cart lines") }
    guard case .array(let items) = value else {
      throw Failure(path: "lines", message: "expected an array of cart lines, found \(value.typeName)")
    }
    guard items.count <= QuoteLimits.lines else {
      throw Failure(path: "lines", message: "\(items.count) lines; at most \(QuoteLimits.lines) are priced")
    }
    var seen = Set<String>()
    var lines: [CartLine] = []
    lines.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      let path = "lines[\(index)]"
      let fields = try object(item, path)
      try rejectUnknownKeys(fields, path, ["id", "label", "unitPrice", "quantity", "weight", "dimensions", "category"])
      let id = try string(fields["id"], "\(path).id", required: true) ?? ""
      guard seen.insert(id).inserted else {
        throw Failure(path: "\(path).id", message: "line id '\(id)' appears twice; ids must be unique")
      }
      let label = try string(fields["label"], "\(path).label", required: false) ?? id
      let unitPrice = try amount(fields["unitPrice"], "\(path).unitPrice")
      let quantity = try self.quantity(fields["quantity"], "\(path).quantity")
      let weight = try fields["weight"].map { value throws(Failure) in try self.weight(value, "\(path).weight") }
      let dimensions = try fields["dimensions"].map { value throws(Failure) in
        try self.dimensions(value, "\(path).dimensions")
      }
      let category =
        try string(fields["category"], "\(path).category", required: false) ?? TaxComponent.standardCategory
      lines.append(
        CartLine(
          id: id, label: label, unitPrice: unitPrice, quantity: quantity, weight: weight, dimensions: dimensions,
          category: category))
    }
    return lines
  }

  private func contact(_ value: JSONValue) throws(Failure) -> ContactFields {
    let fields = try object(value, "shippingContact")
    let names = [
      "locality", "subLocality", "administrativeArea", "subAdministrativeArea", "postalCode", "country", "countryCode",
    ]
    // Apple Pay sends more fields with a full contact (addressLines, names,
    // phone, email); they do not affect a price, so they are accepted and
    // not read, but must still be strings or arrays of strings.
    let ignored: Set<String> = [
      "addressLines", "givenName", "familyName", "phoneticGivenName", "phoneticFamilyName", "emailAddress",
      "phoneNumber",
    ]
    try rejectUnknownKeys(fields, "shippingContact", Set(names).union(ignored))
    var values: [String: String] = [:]
    for name in names {
      if let text = try string(fields[name], "shippingContact.\(name)", required: false, allowNull: true) {
        values[name] = text
      }
    }
    return ContactFields(
      locality: values["locality"], subLocality: values["subLocality"],
      administrativeArea: values["administrativeArea"], subAdministrativeArea: values["subAdministrativeArea"],
      postalCode: values["postalCode"], country: values["country"], countryCode: values["countryCode"])
  }

  private func paymentMethod(_ value: JSONValue) throws(Failure) -> PaymentMethod {
    let fields = try object(value, "paymentMethod")
    try rejectUnknownKeys(fields, "paymentMethod", ["type", "network", "displayName"])
    let typeText = try string(fields["type"], "paymentMethod.type", required: true) ?? ""
    guard let type = PaymentMethodType(rawValue: typeText) else {
      throw Failure(
        path: "paymentMethod.type",
        message: "'\(typeText)' is not one of \(PaymentMethodType.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let network = try string(fields["network"], "paymentMethod.network", required: false)
    return PaymentMethod(type: type, network: network)
  }

  private func weight(_ value: JSONValue, _ path: String) throws(Failure) -> Weight {
    let fields = try object(value, path)
    try rejectUnknownKeys(fields, path, ["value", "unit"])
    let unitText = try string(fields["unit"], "\(path).unit", required: true) ?? ""
    guard let unit = WeightUnit(rawValue: unitText) else {
      throw Failure(path: "\(path).unit", message: "'\(unitText)' is not one of kg, g, lb, oz")
    }
    let text = try decimalText(fields["value"], "\(path).value")
    do {
      return try Weight(parsing: text, unit: unit)
    } catch {
      throw Failure(path: "\(path).value", message: error.message)
    }
  }

  private func dimensions(_ value: JSONValue, _ path: String) throws(Failure) -> Dimensions {
    let fields = try object(value, path)
    try rejectUnknownKeys(fields, path, ["length", "width", "height", "unit"])
    let unitText = try string(fields["unit"], "\(path).unit", required: true) ?? ""
    guard let unit = Dimensions.Unit(rawValue: unitText) else {
      throw Failure(path: "\(path).unit", message: "'\(unitText)' is not one of cm, in")
    }
    let length = try decimalText(fields["length"], "\(path).length")
    let width = try decimalText(fields["width"], "\(path).width")
    let height = try decimalText(fields["height"], "\(path).height")
    do {
      return try Dimensions(length: length, width: width, height: height, unit: unit)
    } catch {
      throw Failure(path: path, message: error.message)
    }
  }

  // MARK: - Values

  private func object(_ value: JSONValue, _ path: String) throws(Failure) -> [String: JSONValue] {
    guard case .object(let members) = value else {
      throw Failure(path: path, message: "expected an object, found \(value.typeName)")
    }
    var result: [String: JSONValue] = [:]
    for member in members { result[member.key] = member.value }
    return result
  }

  private func rejectUnknownKeys(_ fields: [String: JSONValue], _ path: String, _ known: Set<String>) throws(Failure) {
    if let unknown = fields.keys.filter({ !known.contains($0) }).min() {
      throw Failure(
        path: path == "$" ? unknown : "\(path).\(unknown)",
        message: "unknown field '\(unknown.prefix(60))'; expected one of \(known.sorted().joined(separator: ", "))")
    }
  }

  private func string(_ value: JSONValue?, _ path: String, required: Bool, allowNull: Bool = false) throws(Failure)
    -> String?
  {
    switch value {
    case nil, .null?:
      if required { throw Failure(path: path, message: "missing; expected a string") }
      return nil
    case .string(let text)?:
      guard text.count <= QuoteLimits.textLength else {
        throw Failure(path: path, message: "\(text.count) characters; at most \(QuoteLimits.textLength)")
      }
      if required && text.isEmpty { throw Failure(path: path, message: "empty; expected a non-empty string") }
      return text
    case let other?:
      throw Failure(path: path, message: "expected a string, found \(other.typeName)")
    }
  }

  private func decimalText(_ value: JSONValue?, _ path: String) throws(Failure) -> String {
    switch value {
    case .string(let text)?: return text
    case .number(let text)?: return text
    case nil, .null?: throw Failure(path: path, message: "missing; expected a decimal string such as \"0.25\"")
    case let other?: throw Failure(path: path, message: "expected a decimal string, found \(other.typeName)")
    }
  }

  private func amount(_ value: JSONValue?, _ path: String) throws(Failure) -> Amount {
    let text = try decimalText(value, path)
    let amount: Amount
    do {
      amount = try Amount(parsing: text, currency: currency)
    } catch {
      throw Failure(
        path: path,
        message:
          "'\(text.prefix(60))' is not an amount in \(currency.code): \(error.explanation(digits: currency.minorUnits))"
      )
    }
    guard !amount.isNegative else { throw Failure(path: path, message: "'\(text)' is negative") }
    let limit = QuoteLimits.unitPriceMajorUnits * Int64.powerOfTen(currency.minorUnits)
    guard amount.minorUnits <= limit else {
      throw Failure(
        path: path,
        message: "'\(text.prefix(60))' is above the limit of \(QuoteLimits.unitPriceMajorUnits) \(currency.code)")
    }
    return amount
  }

  private func quantity(_ value: JSONValue?, _ path: String) throws(Failure) -> Int64 {
    guard case .number(let text)? = value else {
      throw Failure(
        path: path,
        message: value == nil
          ? "missing; expected a whole number" : "expected a whole number, found \(value?.typeName ?? "")")
    }
    guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), text.count <= 18,
      let quantity = Int64(text), quantity >= 1, quantity <= QuoteLimits.quantity
    else {
      throw Failure(path: path, message: "'\(text.prefix(60))' is not a whole number from 1 to \(QuoteLimits.quantity)")
    }
    return quantity
  }
}
