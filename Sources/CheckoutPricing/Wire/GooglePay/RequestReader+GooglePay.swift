extension RequestReader {
  /// The request's `googlePay` member: `{"intermediatePaymentData": ...,
  /// "callbackIntents": [...]}`, Google's `IntermediatePaymentData` as
  /// `onPaymentDataChanged` receives it and the intents the page declared;
  /// or, when the shopper authorizes, `{"paymentData": ..., "callbackIntents":
  /// [...]}` (``googlePayAuthorization(_:beside:intents:)``).
  ///
  /// - `callbackTrigger` gives the event (``GooglePayTrigger/event``); a
  ///   trigger whose intent the page did not declare is refused, since
  ///   Google never calls with one.
  /// - `shippingAddress`, an `IntermediateAddress`, is the contact, with
  ///   empty strings as unknown (Google: "some regions do not have postal
  ///   codes. In those cases this field will be set to an empty string").
  /// - `shippingOptionData.id` is the method; `shipping_option_unselected`
  ///   is Google's placeholder for none (`CallbackIntent.SHIPPING_OPTION`).
  /// - `offerData.redemptionCodes`: the last code is the coupon priced.
  /// - `paymentMethodData.info.cardNetwork` is the card's network. Google
  ///   does not say credit or debit, so the card's type is
  ///   ``PaymentMethodType/unknown``: a row of `payment_adjustments.csv`
  ///   for a credit or store card does not apply to it, and one for an
  ///   unknown type does.
  func googlePayInput(_ node: Int) throws(Failure) -> WalletInput {
    let root = try object(node, "googlePay", GooglePayKey.self)
    let intents = try callbackIntents(root[.callbackIntents])
    if let paymentData = root[.paymentData], tape.nodes[paymentData] != .null {
      return try googlePayAuthorization(paymentData, beside: root[.intermediatePaymentData], intents: intents)
    }
    let dataPath = "googlePay.intermediatePaymentData"
    guard let dataNode = root[.intermediatePaymentData] else {
      throw Failure(
        path: dataPath,
        message:
          "missing; expected Google's IntermediatePaymentData object (onPaymentDataChanged) or its PaymentData as paymentData (onPaymentAuthorized)"
      )
    }
    let data = try object(dataNode, dataPath, IntermediatePaymentDataKey.self, ignoringOthers: true)
    let trigger: GooglePayTrigger = try choice(data[.callbackTrigger], "\(dataPath).callbackTrigger")
    if let intent = trigger.intent, !intents.contains(intent) {
      throw Failure(
        path: "\(dataPath).callbackTrigger",
        message:
          "'\(trigger.rawValue)' but the page did not declare the \(intent.rawValue) intent in callbackIntents; Google calls only for declared intents"
      )
    }
    if trigger == .initialize, !GooglePayIntent.dataChanged.contains(where: intents.contains) {
      throw Failure(
        path: "\(dataPath).callbackTrigger",
        message:
          "'INITIALIZE' but callbackIntents declares none of \(GooglePayIntent.dataChanged.map(\.rawValue).joined(separator: ", ")); Google calls onPaymentDataChanged only for those"
      )
    }
    return try googlePayWalletInput(data, at: dataPath, intents: intents, trigger: trigger)
  }

  /// The input of Google's `IntermediatePaymentData` (for `trigger`) or
  /// `PaymentData` (`trigger` `nil`: onPaymentAuthorized, whose address is
  /// full) at `dataPath`: its address and what the shopper chose.
  func googlePayWalletInput(
    _ data: Fields<IntermediatePaymentDataKey>, at dataPath: String, intents: Set<GooglePayIntent>,
    trigger: GooglePayTrigger?
  ) throws(Failure) -> WalletInput {
    let addressPath = "\(dataPath).shippingAddress"
    let contact = try data[.shippingAddress].flatMap { node throws(Failure) in
      tape.nodes[node] == .null ? nil : try googleAddress(node, addressPath, full: trigger == nil)
    }
    let chosen = try googlePayChoices(data, dataPath)
    let context = GooglePayContext(
      intents: intents, trigger: trigger, shippingOptionID: chosen.optionID, redemptionCodes: chosen.codes)
    return WalletInput(
      format: .googlePay, event: trigger?.event ?? .paymentAuthorized, contact: contact, contactPath: addressPath,
      shippingMethod: chosen.optionID, couponCode: context.appliedCode, paymentMethod: chosen.card,
      context: .googlePay(context))
  }

  /// What the shopper chose in Google's sheet, as `IntermediatePaymentData`
  /// and `PaymentData` both carry it: the shipping option (`nil` for
  /// none, or Google's placeholder), the redemption codes, and the card's
  /// network.
  func googlePayChoices(
    _ data: Fields<IntermediatePaymentDataKey>, _ dataPath: String
  ) throws(Failure) -> (optionID: String?, codes: [String], card: PaymentMethod?) {
    let optionID = try data[.shippingOptionData].flatMap { node throws(Failure) -> String? in
      guard tape.nodes[node] != .null else { return nil }
      let option = try object(node, "\(dataPath).shippingOptionData", SelectionOptionDataKey.self, ignoringOthers: true)
      return try string(option[.id], "\(dataPath).shippingOptionData.id", required: true)
    }
    let codes =
      try data[.offerData].map { node throws(Failure) -> [String] in
        guard tape.nodes[node] != .null else { return [] }
        let offer = try object(node, "\(dataPath).offerData", OfferDataKey.self, ignoringOthers: true)
        return try redemptionCodes(offer[.redemptionCodes], "\(dataPath).offerData.redemptionCodes")
      } ?? []
    let card = try data[.paymentMethodData].flatMap { node throws(Failure) in
      tape.nodes[node] == .null ? nil : try paymentMethodData(node, "\(dataPath).paymentMethodData")
    }
    return (optionID == Self.unselectedShippingOption ? nil : optionID, codes, card)
  }

  /// Google's id for the placeholder option it shows before the page sends
  /// any (DefinitelyTyped `CallbackIntent`, `SHIPPING_OPTION`).
  static let unselectedShippingOption = "shipping_option_unselected"

  /// The page's `callbackIntents`: an array of Google's `CallbackIntent`
  /// names (a name sent twice is the same intent).
  private func callbackIntents(_ node: Int?) throws(Failure) -> Set<GooglePayIntent> {
    let path = "googlePay.callbackIntents"
    guard let node, case .array(let count, _) = tape.nodes[node] else {
      throw Failure(
        path: path,
        message: node.map { "expected an array of intents, found \(tape.nodes[$0].typeName)" }
          ?? "missing; expected the callbackIntents the page declared in its PaymentDataRequest")
    }
    var intents = Set<GooglePayIntent>()
    var element = node + 1
    for index in 0..<count {
      let intent: GooglePayIntent = try choice(element, "\(path)[\(index)]")
      intents.insert(intent)
      element = tape.end(of: element)
    }
    return intents
  }

  /// A Google address as the contact fields Apple Pay would send for the
  /// same place: each member a string, empty for unknown (Google: "some
  /// regions do not have postal codes. In those cases this field will be
  /// set to an empty string").
  ///
  /// An `IntermediateAddress` (`full` false) has the four members a price
  /// reads. A `PaymentData.shippingAddress`, an `Address` (`full`), adds
  /// `address1` to `address3`, which are the address lines ("set to empty
  /// string if the address does not have" one), and `sortingCode`, `name`
  /// and `phoneNumber`, which are checked as strings and dropped: a name or
  /// a phone number is never kept, so never echoed, logged or written.
  func googleAddress(_ node: Int, _ path: String, full: Bool) throws(Failure) -> ContactFields {
    let fields = try object(node, path, GoogleAddressKey.self, ignoringOthers: true)
    func field(_ key: GoogleAddressKey) throws(Failure) -> String? {
      let text = try string(fields[key], "\(path).\(key)", required: false)
      return text?.isEmpty == false ? text : nil
    }
    let administrativeArea = try field(.administrativeArea)
    let countryCode = try field(.countryCode)
    let postalCode = try field(.postalCode)
    let locality = try field(.locality)
    var contact = ContactFields(
      locality: locality, administrativeArea: administrativeArea, postalCode: postalCode, countryCode: countryCode)
    guard full else { return contact }
    var lines: [String] = []
    for key in [GoogleAddressKey.address1, .address2, .address3] {
      if let line = try field(key) { lines.append(line) }
    }
    for key in [GoogleAddressKey.sortingCode, .name, .phoneNumber] {
      _ = try field(key)
    }
    contact.addressLines = lines
    return contact
  }

  /// `offerData.redemptionCodes`: an array of non-empty strings.
  func redemptionCodes(_ node: Int?, _ path: String) throws(Failure) -> [String] {
    guard let node else { throw Failure(path: path, message: "missing; expected an array of redemption codes") }
    guard case .array(let count, _) = tape.nodes[node] else {
      throw Failure(path: path, message: "expected an array of redemption codes, found \(tape.nodes[node].typeName)")
    }
    var codes: [String] = []
    var element = node + 1
    for index in 0..<count {
      guard case .string = tape.nodes[element] else {
        throw Failure(path: "\(path)[\(index)]", message: "expected a string, found \(tape.nodes[element].typeName)")
      }
      codes.append(try string(element, "\(path)[\(index)]", required: true) ?? "")
      element = tape.end(of: element)
    }
    return codes
  }

  /// `paymentMethodData`: the card's network, when Google names one (a
  /// `PAYPAL` method has no card).
  func paymentMethodData(_ node: Int, _ path: String) throws(Failure) -> PaymentMethod? {
    let fields = try object(node, path, IntermediatePaymentMethodDataKey.self, ignoringOthers: true)
    _ = try string(fields[.type], "\(path).type", required: false)
    guard let infoNode = fields[.info], tape.nodes[infoNode] != .null else { return nil }
    let info = try object(infoNode, "\(path).info", IntermediateCardInfoKey.self, ignoringOthers: true)
    // Read as text, not as Google's `CardNetwork` list: Google adds networks
    // (ELO, MAESTRO came later), and a rule matches a network by name.
    guard let network = try string(info[.cardNetwork], "\(path).info.cardNetwork", required: false) else {
      return nil
    }
    guard !network.isEmpty else {
      throw Failure(path: "\(path).info.cardNetwork", message: "empty; expected a card network such as VISA")
    }
    return PaymentMethod(type: .unknown, network: network)
  }
}
