extension RequestReader {
  /// The request's `payPal` member: the body PayPal POSTs to the merchant's
  /// shipping callback, as received (PayPal shipping module guide, "Callback
  /// request to merchant"; Orders v2 server callback).
  ///
  /// A body with a `shipping_option` is the buyer choosing an option
  /// (`SHIPPING_OPTIONS`), one without is an address callback
  /// (`SHIPPING_ADDRESS`: "the initial callback to the merchant does not
  /// include the shipping_option section"). The address's members map to
  /// the contact fields Apple Pay sends for the same place: `country_code`
  /// is the country code, `admin_area_1` the state, `admin_area_2` the city;
  /// an empty member is unknown.
  ///
  /// A body with a `status` is not a callback but the order itself, as
  /// the merchant's server reads it after the buyer approves
  /// (``payPalApprovedOrder(_:)``).
  func payPalInput(_ node: Int) throws(Failure) -> WalletInput {
    let fields = try object(node, "payPal", PayPalKey.self, ignoringOthers: true)
    if let status = fields[.status], tape.nodes[status] != .null {
      return try payPalApprovedOrder(fields)
    }
    // Orders v2: the order `id` the answer must repeat.
    let orderID = try string(fields[.id], "payPal.id", required: true) ?? ""
    let contact = try payPalAddress(fields[.shippingAddress], at: "payPal.shipping_address", full: false)
    var optionID: String?
    var pickup = false
    if let node = fields[.shippingOption], tape.nodes[node] != .null {
      let option = try object(node, "payPal.shipping_option", PayPalOptionKey.self, ignoringOthers: true)
      optionID = try string(option[.id], "payPal.shipping_option.id", required: true)
      // `shipping_option.label` is what the buyer saw: checked, not kept.
      _ = try string(option[.label], "payPal.shipping_option.label", required: false)
      let type: PayPalShippingType? = try choice(option[.type], "payPal.shipping_option.type", required: false)
      pickup = type?.isPickup ?? false
    }
    let referenceID = try payPalUnit(fields[.purchaseUnits]).referenceID
    return WalletInput(
      format: .payPal, event: optionID == nil ? .shippingContactSelected : .shippingMethodSelected,
      contact: contact, contactPath: "payPal.shipping_address", shippingMethod: optionID,
      context: .payPal(
        PayPalContext(orderID: orderID, referenceID: referenceID, requestedOptionID: optionID, requestedPickup: pickup))
    )
  }

  /// A PayPal `address_portable` at `path`: the callback's redacted
  /// `shipping_address` (country, state, city and postal code), or, `full`,
  /// an approved order's `shipping.address`, whose `address_line_1` and
  /// `address_line_2` are the contact's address lines.
  func payPalAddress(_ node: Int?, at path: String, full: Bool) throws(Failure) -> ContactFields? {
    guard let node, tape.nodes[node] != .null else { return nil }
    let fields = try object(node, path, PayPalAddressKey.self, ignoringOthers: true)
    func field(_ key: PayPalAddressKey) throws(Failure) -> String? {
      let text = try string(fields[key], "\(path).\(Self.payPalAddressKeys[key.rawValue])", required: false)
      // An incomplete address arrives with empty members.
      return text?.isEmpty == false ? text : nil
    }
    let country = try field(.countryCode)
    let state = try field(.adminArea1)
    let city = try field(.adminArea2)
    let postalCode = try field(.postalCode)
    var contact = ContactFields(locality: city, administrativeArea: state, postalCode: postalCode, countryCode: country)
    let lines = [try field(.addressLine1), try field(.addressLine2)].compactMap { $0 }
    if full { contact.addressLines = lines }
    return contact
  }

  /// The `reference_id` of the body's one purchase unit, and its members.
  ///
  /// PayPal's shipping callback is for an order of one purchase unit (its
  /// response model updates "the purchase unit"; the shipping module is for
  /// one-time payments of one merchant), and the answer prices one cart: a
  /// second unit is refused rather than answered for the first alone. The
  /// unit's `amount.currency_code`, when sent, must be the merchant's: an
  /// answer in another currency would be refused by PayPal.
  func payPalUnit(_ node: Int?) throws(Failure) -> (referenceID: String, fields: Fields<PayPalUnitKey>?) {
    guard let node, tape.nodes[node] != .null else { return ("default", nil) }
    guard case .array(let count, _) = tape.nodes[node] else {
      throw Failure(
        path: "payPal.purchase_units",
        message: "expected an array of purchase units, found \(tape.nodes[node].typeName)"
      )
    }
    guard count == 1 else {
      throw Failure(
        path: count == 0 ? "payPal.purchase_units" : "payPal.purchase_units[1]",
        message: "\(count) purchase units; a shipping callback is answered for an order of one purchase unit")
    }
    let unit = try object(node + 1, "payPal.purchase_units[0]", PayPalUnitKey.self, ignoringOthers: true)
    // Orders v2 `purchase_unit.reference_id`: 1 to 256 characters; PayPal
    // names a lone unit created without one `default`.
    let referenceID =
      try string(unit[.referenceID], "payPal.purchase_units[0].reference_id", required: false) ?? "default"
    if let amount = unit[.amount], tape.nodes[amount] != .null {
      let money = try object(amount, "payPal.purchase_units[0].amount", PayPalMoneyKey.self, ignoringOthers: true)
      let path = "payPal.purchase_units[0].amount.currency_code"
      if let code = try string(money[.currencyCode], path, required: false), code != currency.code {
        throw Failure(
          path: path,
          message:
            "the order is in '\(code.prefix(60))' and the merchant prices in \(currency.code); PayPal takes an answer in the order's currency only"
        )
      }
      _ = try string(money[.value], "payPal.purchase_units[0].amount.value", required: false)
    }
    return (referenceID.isEmpty ? "default" : referenceID, unit)
  }
}
