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
  func payPalInput(_ node: Int) throws(Failure) -> WalletInput {
    let fields = try object(node, "payPal", PayPalKey.self, ignoringOthers: true)
    // Orders v2: the order `id` the answer must repeat.
    let orderID = try string(fields[.id], "payPal.id", required: true) ?? ""
    let contact = try payPalAddress(fields[.shippingAddress])
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
    let referenceID = try payPalReferenceID(fields[.purchaseUnits])
    return WalletInput(
      format: .payPal, event: optionID == nil ? .shippingContactSelected : .shippingMethodSelected,
      contact: contact, contactPath: "payPal.shipping_address", shippingMethod: optionID,
      context: .payPal(
        PayPalContext(orderID: orderID, referenceID: referenceID, requestedOptionID: optionID, requestedPickup: pickup))
    )
  }

  /// `shipping_address`, redacted: country, state, city and postal code.
  private func payPalAddress(_ node: Int?) throws(Failure) -> ContactFields? {
    guard let node, tape.nodes[node] != .null else { return nil }
    let fields = try object(node, "payPal.shipping_address", PayPalAddressKey.self, ignoringOthers: true)
    func field(_ key: PayPalAddressKey, _ name: String) throws(Failure) -> String? {
      let text = try string(fields[key], "payPal.shipping_address.\(name)", required: false)
      // An incomplete address arrives with empty members.
      return text?.isEmpty == false ? text : nil
    }
    let country = try field(.countryCode, "country_code")
    let state = try field(.adminArea1, "admin_area_1")
    let city = try field(.adminArea2, "admin_area_2")
    let postalCode = try field(.postalCode, "postal_code")
    return ContactFields(locality: city, administrativeArea: state, postalCode: postalCode, countryCode: country)
  }

  /// The `reference_id` of the callback's one purchase unit.
  ///
  /// PayPal's shipping callback is for an order of one purchase unit (its
  /// response model updates "the purchase unit"; the shipping module is for
  /// one-time payments of one merchant), and the answer prices one cart: a
  /// second unit is refused rather than answered for the first alone. The
  /// unit's `amount.currency_code`, when sent, must be the merchant's: an
  /// answer in another currency would be refused by PayPal.
  private func payPalReferenceID(_ node: Int?) throws(Failure) -> String {
    guard let node, tape.nodes[node] != .null else { return "default" }
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
    return referenceID.isEmpty ? "default" : referenceID
  }
}
