/// Reads a request's parsed document, a ``JSONTape``, into a
/// ``QuoteRequest``: each part in a fixed order, so
/// the first wrong field is the one named.
///
/// Values are nodes of the tape, given by index; `nil` is a member that is
/// absent.
struct RequestReader {
  let tape: JSONTape
  let currency: Currency

  /// A field that cannot be read: ``QuoteFailure/invalidRequest(_:_:)`` at
  /// its JSON path (`QuoteFailure(path:message:)`).
  typealias Failure = QuoteFailure

  /// The request at the root of the document, or why it cannot be read,
  /// and its `id`, which a response to either repeats.
  func identifiedRequest() -> (request: Result<WireRequest, Failure>, id: RequestID?) {
    let root: Fields<RequestKey>
    do {
      root = try object(0, "$", RequestKey.self)
    } catch {
      // An unknown field: the id is still echoed when it can be read.
      return (.failure(error), try? requestID(member(named: "id", of: 0)))
    }
    let id: RequestID?
    do {
      id = try requestID(root[.id])
    } catch {
      return (.failure(error), nil)
    }
    do {
      return (.success(try request(root)), id)
    } catch {
      return (.failure(error), id)
    }
  }

  /// The value of the member `name` of the object at `node`, if any.
  private func member(named name: StaticString, of node: Int) -> Int? {
    guard case .object(let count, _) = tape.nodes[node] else { return nil }
    var member = node + 1
    for _ in 0..<count {
      if case .string(let range) = tape.nodes[member], tape.bytes(range, equal: name) { return member + 1 }
      member = tape.end(of: member + 1)
    }
    return nil
  }

  /// The request's `id`: a string of at most the text length, or a number.
  private func requestID(_ node: Int?) throws(Failure) -> RequestID? {
    guard let node else { return nil }
    switch tape.nodes[node] {
    case .null: return nil
    case .number(let range):
      guard range.count <= QuoteLimits.textLength else {
        throw Failure(path: "id", message: "a number of \(range.count) digits; at most \(QuoteLimits.textLength)")
      }
      return .number(tape.string(range))
    case .string:
      guard let id = try string(node, "id", required: true) else { return nil }
      // The id is repeated as sent, never escaped, so a client can match
      // its answer: it may not carry what escaping keeps off a page.
      if let unsafe = Diagnostic.firstUnsafeScalar(in: id) {
        throw Failure(
          path: "id",
          message:
            "holds U+\(UTF8Bytes.hex(unsafe.value, digits: 4)); an id may not hold control or bidirectional formatting characters"
        )
      }
      return .string(id)
    default:
      throw Failure(path: "id", message: "expected a string or a number, found \(tape.nodes[node].typeName)")
    }
  }

  /// The request's fields, in the order they are read.
  private func request(_ root: Fields<RequestKey>) throws(Failure) -> WireRequest {
    // A request in a wallet's form needs no `event`: the wallet's input says
    // what changed.
    let inWalletForm = root[.googlePay] != nil || root[.stripe] != nil || root[.payPal] != nil
    let givenEvent: QuoteRequest.Event? = try choice(root[.event], "event", required: !inWalletForm)
    let asOf = try instant(root[.asOf], "asOf")
    let currencyCode = try string(root[.currency], "currency", required: false)
    let lines = try cartLines(root[.lines])
    var contact = try root[.shippingContact].map { node throws(Failure) in try self.contact(node) }
    if let node = root[.shippingAddress], tape.nodes[node] != .null {
      guard contact == nil else {
        throw Failure(
          path: "shippingAddress",
          message: "a request sends shippingContact (Apple Pay) or shippingAddress (W3C Payment Request), not both")
      }
      contact = try paymentAddress(node)
    }
    let shippingType: ShippingType = try choice(root[.shippingType], "shippingType", required: false) ?? .shipping
    var method = try string(root[.shippingMethod], "shippingMethod", required: false)
    var payment = try root[.paymentMethod].map { node throws(Failure) in try paymentMethod(node) }
    var coupon = try string(root[.couponCode], "couponCode", required: false)
    let exemption = try root[.taxExemption].map { node throws(Failure) in try taxExemption(node) }
    let tenders = try root[.tenders].map { node throws(Failure) in try self.tenders(node) } ?? []
    // Checked as a language tag by the engine, as a Swift caller's is.
    let locale = try string(root[.locale], "locale", required: false)
    let wallet = try walletInput(root)
    let authorization = try self.authorization(root, event: givenEvent ?? wallet?.event, wallet: wallet)
    var event = givenEvent ?? .initial
    if let wallet {
      // The wallet's input and the request's own members must tell one
      // story: a member sent beside the input agrees with it, or is named.
      if let givenEvent, givenEvent != wallet.event {
        throw Failure(
          path: "event",
          message:
            "'\(givenEvent.rawValue)' does not agree with the \(wallet.format.rawValue) input, which is a \(wallet.event.rawValue) event"
        )
      }
      event = wallet.event
      if let place = wallet.contact {
        guard contact == nil else {
          throw Failure(
            path: wallet.contactPath,
            message:
              "a second address: the request sends \(root[.shippingContact] != nil ? "shippingContact" : "shippingAddress") too; send one address form"
          )
        }
        contact = place
      }
      method = try agreeing(method, wallet.shippingMethod, at: "shippingMethod", wallet)
      coupon = try agreeing(coupon, wallet.couponCode, at: "couponCode", wallet)
      payment = try agreeing(payment, wallet.paymentMethod, at: "paymentMethod", wallet)
    }
    var response = ResponseContext(wallet: wallet?.context)
    if let node = root[.formats], tape.nodes[node] != .null {
      (response.formats, response.named) = try formats(node)
    } else if let wallet {
      // A request in a wallet's form is answered in that wallet's format
      // too; one without `formats` is otherwise answered as it always was.
      response.formats.insert(ResponseFormats(wallet.format))
    }
    return WireRequest(
      quote: QuoteRequest(
        event: event, asOf: asOf, currency: currencyCode, cart: Cart(lines: lines), shippingContact: contact,
        shippingType: shippingType, shippingMethod: method, paymentMethod: payment, couponCode: coupon,
        taxExemption: exemption, tenders: tenders, locale: locale, authorization: authorization),
      response: response)
  }

  /// The one wallet's input the request carries, if any, read by that
  /// wallet's reader.
  private func walletInput(_ root: Fields<RequestKey>) throws(Failure) -> WalletInput? {
    var input: WalletInput?
    for (key, format) in [(RequestKey.googlePay, ResponseFormat.googlePay), (.stripe, .stripe), (.payPal, .payPal)] {
      guard let node = root[key], tape.nodes[node] != .null else { continue }
      if let first = input {
        throw Failure(
          path: format.rawValue,
          message: "a second wallet's input beside \(first.format.rawValue); a request carries one")
      }
      input =
        switch format {
        case .googlePay: try googlePayInput(node)
        case .stripe: try stripeInput(node)
        default: try payPalInput(node)
        }
    }
    return input
  }

  /// The value of a member the request sends beside a wallet's input that
  /// says the same thing: the wallet's, unless they differ.
  private func agreeing<Value: Equatable>(
    _ own: Value?, _ wallet: Value?, at path: String, _ input: WalletInput
  ) throws(Failure) -> Value? {
    guard let own else { return wallet }
    guard let wallet else { return own }
    guard own == wallet else {
      throw Failure(
        path: path, message: "does not agree with the \(input.format.rawValue) input's \(path), sent beside it")
    }
    return wallet
  }

  /// The request's `formats`: one or more answers by name, each once, and
  /// where each was named. Whether a format can answer the request is the
  /// format's own rule, asked when the response is written
  /// (``SheetWriter/refusal(currency:wallet:)``).
  private func formats(_ node: Int) throws(Failure) -> (ResponseFormats, NamedFormats) {
    guard case .array(let count, _) = tape.nodes[node], count > 0 else {
      throw Failure(
        path: "formats",
        message:
          "expected a non-empty array of \(ResponseFormat.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    var formats = ResponseFormats()
    var named = NamedFormats()
    var element = node + 1
    for index in 0..<count {
      let format: ResponseFormat = try choice(element, "formats[\(index)]")
      guard !formats.contains(format) else {
        throw Failure(path: "formats[\(index)]", message: "'\(format.rawValue)' is named twice")
      }
      formats.insert(ResponseFormats(format))
      named.name(format, at: index)
      element = tape.end(of: element)
    }
    return (formats, named)
  }

  // MARK: - Parts

  // Paths are passed as autoclosures: a request that is read without an
  // error never builds one.

  private func cartLines(_ node: Int?) throws(Failure) -> [CartLine] {
    guard let node else { throw Failure(path: "lines", message: "missing; expected an array of cart lines") }
    let lines = try elements(
      node, at: "lines", of: "cart lines", limit: QuoteLimits.lines, counted: "lines", verb: "priced"
    ) { index, item throws(Failure) in
      func path() -> String { "lines[\(index)]" }
      let fields = try object(item, path(), LineKey.self)
      let id = try string(fields[.id], "\(path()).id", required: true) ?? ""
      let label = try string(fields[.label], "\(path()).label", required: false) ?? id
      let unitPrice = try amount(fields[.unitPrice], "\(path()).unitPrice")
      let quantity = try self.quantity(fields[.quantity], "\(path()).quantity")
      let weight = try fields[.weight].map { node throws(Failure) in
        try self.weight(node, "\(path()).weight")
      }
      let dimensions = try fields[.dimensions].map { node throws(Failure) in
        try self.dimensions(node, "\(path()).dimensions")
      }
      let category =
        try string(fields[.category], "\(path()).category", required: false)
        ?? TaxComponent.standardCategory
      let timing = try fields[.paymentTiming].map { node throws(Failure) in
        try paymentTiming(node, "\(path()).paymentTiming")
      }
      let hsCode = try string(fields[.hsCode], "\(path()).hsCode", required: false).map { text throws(Failure) in
        guard let code = HSCode(text) else {
          throw Failure(
            path: "\(path()).hsCode",
            message: "'\(text)' is not an HS code; expected 6 to 10 digits, dots and spaces allowed between them")
        }
        return code
      }
      let origin = try string(fields[.originCountry], "\(path()).originCountry", required: false).map {
        text throws(Failure) in
        guard text.utf8.count == 2, let country = CountryCode(rawValue: text), country.rawValue == text else {
          throw Failure(
            path: "\(path()).originCountry",
            message: "'\(text)' is not an ISO 3166-1 alpha-2 country code such as CN; expected two uppercase letters")
        }
        return country
      }
      return CartLine(
        id: id, label: label, unitPrice: unitPrice, quantity: quantity, weight: weight, dimensions: dimensions,
        category: category, paymentTiming: timing ?? .immediate, hsCode: hsCode, originCountry: origin)
    }
    if let repeated = lines.firstRepeatedID {
      throw Failure(
        path: "lines[\(repeated)].id", message: "line id '\(lines[repeated].id)' appears twice; ids must be unique")
    }
    return lines
  }

  /// An `ApplePayPaymentContact` at `path`: `shippingContact`, or a
  /// payment method's `billingContact`, which is only checked.
  func contact(_ node: Int, at path: String = "shippingContact") throws(Failure) -> ContactFields {
    let fields = try object(node, path, ContactKey.self)
    // Read in the order of `contactFields`, so the first wrong one is named.
    func field(_ key: ContactKey) throws(Failure) -> String? {
      try string(fields[key], "\(path).\(key)", required: false)
    }
    let locality = try field(.locality)
    let subLocality = try field(.subLocality)
    let administrativeArea = try field(.administrativeArea)
    let subAdministrativeArea = try field(.subAdministrativeArea)
    let postalCode = try field(.postalCode)
    let country = try field(.country)
    let countryCode = try field(.countryCode)
    let addressLines = try stringArray(fields[.addressLines], "\(path).addressLines")
    // The names, phone and email are checked and dropped: never kept,
    // echoed or written.
    for key in [
      ContactKey.givenName, .familyName, .phoneticGivenName, .phoneticFamilyName, .emailAddress, .phoneNumber,
    ]
    where fields[key] != nil {
      _ = try field(key)
    }
    return ContactFields(
      addressLines: addressLines, locality: locality, subLocality: subLocality, administrativeArea: administrativeArea,
      subAdministrativeArea: subAdministrativeArea, postalCode: postalCode, country: country,
      countryCode: countryCode)
  }

  /// A W3C `PaymentAddress`, as the contact fields Apple Pay would send for
  /// the same place: `country` is the country code, `region` the
  /// administrative area, `city` the locality, `dependentLocality` the
  /// sublocality, `addressLine` the address lines. `sortingCode`,
  /// organization, recipient and phone do not change a price: checked,
  /// not kept.
  private func paymentAddress(_ node: Int) throws(Failure) -> ContactFields {
    let fields = try object(node, "shippingAddress", PaymentAddressKey.self)
    func field(_ key: PaymentAddressKey) throws(Failure) -> String? {
      try string(fields[key], "shippingAddress.\(key)", required: false)
    }
    let country = try field(.country)
    let region = try field(.region)
    let city = try field(.city)
    let dependentLocality = try field(.dependentLocality)
    let postalCode = try field(.postalCode)
    _ = try field(.sortingCode)
    let addressLines = try stringArray(fields[.addressLine], "shippingAddress.addressLine")
    for key in [PaymentAddressKey.organization, .recipient, .phone] where fields[key] != nil {
      _ = try field(key)
    }
    // The W3C sends empty strings for what it does not know.
    func known(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }
    return ContactFields(
      addressLines: addressLines, locality: known(city), subLocality: known(dependentLocality),
      administrativeArea: known(region),
      postalCode: known(postalCode), countryCode: known(country))
  }

  private func weight(_ node: Int, _ path: @autoclosure () -> String) throws(Failure) -> Weight {
    let fields = try object(node, path(), WeightKey.self)
    let unit: WeightUnit = try choice(fields[.unit], "\(path()).unit")
    let range = try decimalRange(fields[.value], "\(path()).value")
    do {
      return try tape.withBytes(range) { utf8 throws(MoneyError) in try Weight(parsingUTF8: utf8, unit: unit) }
    } catch {
      throw Failure(path: "\(path()).value", message: error.message)
    }
  }

  private func dimensions(_ node: Int, _ path: @autoclosure () -> String) throws(Failure) -> Dimensions {
    let fields = try object(node, path(), DimensionsKey.self)
    let unit: Dimensions.Unit = try choice(fields[.unit], "\(path()).unit")
    let length = try decimalText(fields[.length], "\(path()).length")
    let width = try decimalText(fields[.width], "\(path()).width")
    let height = try decimalText(fields[.height], "\(path()).height")
    do {
      return try Dimensions(length: length, width: width, height: height, unit: unit)
    } catch {
      throw Failure(path: path(), message: error.message)
    }
  }
}
