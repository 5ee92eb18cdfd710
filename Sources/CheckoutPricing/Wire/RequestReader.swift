/// Reads a request's parsed document, a ``JSONTape``, into a
/// ``QuoteRequest`` for ``RequestDecoder``: each part in a fixed order, so
/// the first wrong field is the one named.
///
/// Values are nodes of the tape, given by index; `nil` is a member that is
/// absent.
struct RequestReader {
  let tape: JSONTape
  let currency: Currency

  typealias Failure = RequestDecoder.Failure

  /// The request at the root of the document.
  func request() throws(Failure) -> QuoteRequest {
    let root = try object(0, "$", keys: Self.requestKeys)
    let eventText = try string(value("event", in: root), "event", required: true) ?? ""
    guard let event = QuoteRequest.Event(rawValue: eventText) else {
      throw Failure(
        path: "event",
        message: "'\(eventText)' is not one of \(QuoteRequest.Event.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let asOfText = try string(value("asOf", in: root), "asOf", required: true) ?? ""
    guard let asOf = Instant.parse(asOfText) else {
      throw Failure(
        path: "asOf",
        message: "'\(asOfText)' is not an ISO 8601 instant with an offset, such as 2026-11-21T15:04:05-05:00")
    }
    let currencyCode = try string(value("currency", in: root), "currency", required: false)
    let lines = try cartLines(value("lines", in: root))
    let contact = try value("shippingContact", in: root).map { node throws(Failure) in try self.contact(node) }
    var shippingType = ShippingType.shipping
    if let text = try string(value("shippingType", in: root), "shippingType", required: false) {
      guard let type = ShippingType(rawValue: text) else {
        throw Failure(
          path: "shippingType",
          message: "'\(text)' is not one of \(ShippingType.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      shippingType = type
    }
    let method = try string(value("shippingMethod", in: root), "shippingMethod", required: false)
    let payment = try value("paymentMethod", in: root).map { node throws(Failure) in try paymentMethod(node) }
    let coupon = try string(value("couponCode", in: root), "couponCode", required: false)
    return QuoteRequest(
      event: event, asOf: asOf, currency: currencyCode, cart: Cart(lines: lines), shippingContact: contact,
      shippingType: shippingType, shippingMethod: method, paymentMethod: payment, couponCode: coupon)
  }

  // MARK: - Keys

  // The keys each object may have, matched as bytes: ASCII letters other
  // than K, which no other text equals as a Swift string (see
  // `JSONTape.bytes(_:equal:)`). Arrays, not sets: objects are small, and a
  // set would be built and hashed on every request.
  static let requestKeys: [StaticString] = [
    "event", "asOf", "currency", "lines", "shippingContact", "shippingType", "shippingMethod", "paymentMethod",
    "couponCode",
  ]
  static let lineKeys: [StaticString] = ["id", "label", "unitPrice", "quantity", "weight", "dimensions", "category"]
  /// The contact fields that can affect a price, in the order they are read.
  static let contactFields: [StaticString] = [
    "locality", "subLocality", "administrativeArea", "subAdministrativeArea", "postalCode", "country", "countryCode",
  ]
  // Apple Pay sends more fields with a full contact (addressLines, names,
  // phone, email); they do not affect a price, so they are accepted and
  // not read, but must still be strings or arrays of strings.
  static let contactKeys: [StaticString] =
    contactFields + [
      "addressLines", "givenName", "familyName", "phoneticGivenName", "phoneticFamilyName", "emailAddress",
      "phoneNumber",
    ]
  static let paymentMethodKeys: [StaticString] = ["type", "network", "displayName"]
  static let weightKeys: [StaticString] = ["value", "unit"]
  static let dimensionsKeys: [StaticString] = ["length", "width", "height", "unit"]

  // MARK: - Parts

  // Paths are passed as autoclosures: a request that is read without an
  // error never builds one.

  private func cartLines(_ node: Int?) throws(Failure) -> [CartLine] {
    guard let node else { throw Failure(path: "lines", message: "missing; expected an array of cart lines") }
    guard case .array(let count, _) = tape.nodes[node] else {
      throw Failure(path: "lines", message: "expected an array of cart lines, found \(tape.nodes[node].typeName)")
    }
    guard count <= QuoteLimits.lines else {
      throw Failure(path: "lines", message: "\(count) lines; at most \(QuoteLimits.lines) are priced")
    }
    var ids = UniqueTexts(expectedCount: count)
    var lines: [CartLine] = []
    lines.reserveCapacity(count)
    var item = node + 1
    for index in 0..<count {
      func path() -> String { "lines[\(index)]" }
      let fields = try object(item, path(), keys: Self.lineKeys)
      let id = try string(value("id", in: fields), "\(path()).id", required: true) ?? ""
      guard ids.insert(id) else {
        throw Failure(path: "\(path()).id", message: "line id '\(id)' appears twice; ids must be unique")
      }
      let label = try string(value("label", in: fields), "\(path()).label", required: false) ?? id
      let unitPrice = try amount(value("unitPrice", in: fields), "\(path()).unitPrice")
      let quantity = try self.quantity(value("quantity", in: fields), "\(path()).quantity")
      let weight = try value("weight", in: fields).map { node throws(Failure) in
        try self.weight(node, "\(path()).weight")
      }
      let dimensions = try value("dimensions", in: fields).map { node throws(Failure) in
        try self.dimensions(node, "\(path()).dimensions")
      }
      let category =
        try string(value("category", in: fields), "\(path()).category", required: false)
        ?? TaxComponent.standardCategory
      lines.append(
        CartLine(
          id: id, label: label, unitPrice: unitPrice, quantity: quantity, weight: weight, dimensions: dimensions,
          category: category))
      item = tape.end(of: item)
    }
    return lines
  }

  private func contact(_ node: Int) throws(Failure) -> ContactFields {
    let fields = try object(node, "shippingContact", keys: Self.contactKeys)
    // Read in the order of `contactFields`, so the first wrong one is named.
    func field(_ name: StaticString) throws(Failure) -> String? {
      try string(value(name, in: fields), "shippingContact.\(name)", required: false)
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

  private func paymentMethod(_ node: Int) throws(Failure) -> PaymentMethod {
    let fields = try object(node, "paymentMethod", keys: Self.paymentMethodKeys)
    let typeText = try string(value("type", in: fields), "paymentMethod.type", required: true) ?? ""
    guard let type = PaymentMethodType(rawValue: typeText) else {
      throw Failure(
        path: "paymentMethod.type",
        message: "'\(typeText)' is not one of \(PaymentMethodType.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let network = try string(value("network", in: fields), "paymentMethod.network", required: false)
    return PaymentMethod(type: type, network: network)
  }

  private func weight(_ node: Int, _ path: @autoclosure () -> String) throws(Failure) -> Weight {
    let fields = try object(node, path(), keys: Self.weightKeys)
    let unitText = try string(value("unit", in: fields), "\(path()).unit", required: true) ?? ""
    guard let unit = WeightUnit(rawValue: unitText) else {
      throw Failure(path: "\(path()).unit", message: "'\(unitText)' is not one of kg, g, lb, oz")
    }
    let text = try decimalText(value("value", in: fields), "\(path()).value")
    do {
      return try Weight(parsing: text, unit: unit)
    } catch {
      throw Failure(path: "\(path()).value", message: error.message)
    }
  }

  private func dimensions(_ node: Int, _ path: @autoclosure () -> String) throws(Failure) -> Dimensions {
    let fields = try object(node, path(), keys: Self.dimensionsKeys)
    let unitText = try string(value("unit", in: fields), "\(path()).unit", required: true) ?? ""
    guard let unit = Dimensions.Unit(rawValue: unitText) else {
      throw Failure(path: "\(path()).unit", message: "'\(unitText)' is not one of cm, in")
    }
    let length = try decimalText(value("length", in: fields), "\(path()).length")
    let width = try decimalText(value("width", in: fields), "\(path()).width")
    let height = try decimalText(value("height", in: fields), "\(path()).height")
    do {
      return try Dimensions(length: length, width: width, height: height, unit: unit)
    } catch {
      throw Failure(path: path(), message: error.message)
    }
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
