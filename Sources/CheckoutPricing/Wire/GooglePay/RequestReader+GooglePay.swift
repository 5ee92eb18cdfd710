extension RequestReader {
  /// The request's `googlePay` member: `{"intermediatePaymentData": ...,
  /// "callbackIntents": [...]}`, Google's `IntermediatePaymentData` as
  /// `onPaymentDataChanged` receives it and the intents the page declared.
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
    let dataPath = "googlePay.intermediatePaymentData"
    guard let dataNode = root[.intermediatePaymentData] else {
      throw Failure(path: dataPath, message: "missing; expected Google's IntermediatePaymentData object")
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
    let addressPath = "\(dataPath).shippingAddress"
    let contact = try data[.shippingAddress].flatMap { node throws(Failure) in
      tape.nodes[node] == .null ? nil : try intermediateAddress(node, addressPath)
    }
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
    let selected = optionID == Self.unselectedShippingOption ? nil : optionID
    let context = GooglePayContext(
      intents: intents, trigger: trigger, shippingOptionID: selected, redemptionCodes: codes)
    return WalletInput(
      format: .googlePay, event: trigger.event, contact: contact, contactPath: addressPath,
      shippingMethod: selected, couponCode: context.appliedCode, paymentMethod: card,
      context: .googlePay(context))
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

  /// An `IntermediateAddress` as the contact fields Apple Pay would send
  /// for the same place: each member a string, empty for unknown.
  private func intermediateAddress(_ node: Int, _ path: String) throws(Failure) -> ContactFields {
    let fields = try object(node, path, IntermediateAddressKey.self, ignoringOthers: true)
    func field(_ key: IntermediateAddressKey) throws(Failure) -> String? {
      let text = try string(fields[key], "\(path).\(key)", required: false)
      return text?.isEmpty == false ? text : nil
    }
    let administrativeArea = try field(.administrativeArea)
    let countryCode = try field(.countryCode)
    let postalCode = try field(.postalCode)
    let locality = try field(.locality)
    return ContactFields(
      locality: locality, administrativeArea: administrativeArea, postalCode: postalCode, countryCode: countryCode)
  }

  /// `offerData.redemptionCodes`: an array of non-empty strings.
  private func redemptionCodes(_ node: Int?, _ path: String) throws(Failure) -> [String] {
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
  private func paymentMethodData(_ node: Int, _ path: String) throws(Failure) -> PaymentMethod? {
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
