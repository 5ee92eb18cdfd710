// The `stripe` input: what the Express Checkout Element's events give the
// page, posted as they came (stripe-js `types/stripe-js/elements/express-checkout.d.ts`,
// `StripeExpressCheckoutElementShippingAddressChangeEvent`,
// `StripeExpressCheckoutElementShippingRateChangeEvent` and
// `StripeExpressCheckoutElementConfirmEvent`).
extension RequestReader {
  /// The request's `stripe` member: `{"shippingAddress": {"name", "address"},
  /// "shippingRate"?: {"id", ...}}`.
  ///
  /// An address alone is a `shippingaddresschange`, a contact change; a
  /// `shippingRate` is a `shippingratechange`, a method choice. Stripe's
  /// rate event carries no address, so the page sends the one it kept from
  /// the last address event; a rate without one is refused at
  /// `stripe.shippingAddress` rather than priced with no place, which is
  /// what made Sylius/StripePlugin #76's sheet hang.
  ///
  /// A payload with `expressPaymentType` is the `confirm` event, which the
  /// element fires "when the customer finalizes their payment" (Stripe.js
  /// reference, "Confirm event"): a `paymentAuthorized` event. Its
  /// `shippingAddress` is the full address, whose `line1` and `line2` are
  /// the contact's address lines; its `billingDetails` (name, email, phone,
  /// address) are checked and dropped. The event carries no total: the
  /// amount the page gave `elements.update` is the request's own
  /// `authorizedTotal`.
  ///
  /// The element has no coupon or card event: the request's own
  /// `couponCode` and `paymentMethod` still apply.
  func stripeInput(_ node: Int) throws(Failure) -> WalletInput {
    let fields = try object(node, "stripe", StripeKey.self, ignoringOthers: true)
    // stripe-js `ExpressPaymentType` grows with Stripe's wallets: read as
    // text, as a card network is.
    let confirm = try string(fields[.expressPaymentType], "stripe.expressPaymentType", required: false) != nil
    let contact = try present(fields[.shippingAddress]).map { node throws(Failure) in
      try stripeAddress(node, full: confirm)
    }
    let method = try present(fields[.shippingRate]).map { node throws(Failure) in
      let rate = try object(node, "stripe.shippingRate", StripeShippingRateKey.self, ignoringOthers: true)
      return try string(rate[.id], "stripe.shippingRate.id", required: true) ?? ""
    }
    if confirm {
      try stripeBillingDetails(fields[.billingDetails])
      guard contact != nil else {
        throw Failure(
          path: "stripe.shippingAddress",
          message: "missing; expected the confirm event's shippingAddress, the full address the payment is priced at")
      }
      return WalletInput(
        format: .stripe, event: .paymentAuthorized, contact: contact, contactPath: "stripe.shippingAddress",
        shippingMethod: method, context: .stripe)
    }
    guard contact != nil else {
      throw Failure(
        path: "stripe.shippingAddress",
        message: method == nil
          ? "missing; expected the shippingaddresschange event's name and address"
          : "missing; a shippingratechange event does not repeat the address: send the one kept from the last shippingaddresschange"
      )
    }
    return WalletInput(
      format: .stripe, event: method == nil ? .shippingContactSelected : .shippingMethodSelected, contact: contact,
      contactPath: "stripe.shippingAddress", shippingMethod: method, context: .stripe)
  }

  /// The node, unless it is `null`, which is an absent member.
  private func present(_ node: Int?) -> Int? {
    guard let node, tape.nodes[node] != .null else { return nil }
    return node
  }

  /// `ShippingAddress` as the contact fields Apple Pay would send for the
  /// same place, as a W3C `PaymentAddress` is read: `country` is the
  /// country code, `state` the administrative area, `city` the locality.
  /// The name is checked, not kept. The address lines are the contact's
  /// for the `confirm` event's full address (`full`), and only checked in
  /// a redacted one.
  private func stripeAddress(_ node: Int, full: Bool) throws(Failure) -> ContactFields {
    let fields = try object(node, "stripe.shippingAddress", StripeShippingAddressKey.self, ignoringOthers: true)
    _ = try string(fields[.name], "stripe.shippingAddress.name", required: false)
    guard let addressNode = present(fields[.address]) else {
      throw Failure(path: "stripe.shippingAddress.address", message: "missing; expected the event's address")
    }
    let address = try object(
      addressNode, "stripe.shippingAddress.address", StripeAddressKey.self, ignoringOthers: true)
    func field(_ key: StripeAddressKey) throws(Failure) -> String? {
      let text = try string(
        address[key], "stripe.shippingAddress.address.\(Self.stripeAddressKeys[key.rawValue])", required: false)
      // A redacted address sends empty strings for what it hides.
      return text?.isEmpty == false ? text : nil
    }
    let city = try field(.city)
    let state = try field(.state)
    let postalCode = try field(.postalCode)
    let country = try field(.country)
    let lines = [try field(.line1), try field(.line2)].compactMap { $0 }
    var contact = ContactFields(
      locality: city, administrativeArea: state, postalCode: postalCode, countryCode: country)
    if full { contact.addressLines = lines }
    return contact
  }

  /// The `confirm` event's `billingDetails`: `name`, `email` and `phone`
  /// strings and an `address`, all the payer's, checked and dropped.
  private func stripeBillingDetails(_ node: Int?) throws(Failure) {
    guard let node = present(node) else { return }
    let path = "stripe.billingDetails"
    let fields = try object(node, path, StripeBillingKey.self, ignoringOthers: true)
    _ = try string(fields[.name], "\(path).name", required: false)
    _ = try string(fields[.email], "\(path).email", required: false)
    _ = try string(fields[.phone], "\(path).phone", required: false)
    guard let addressNode = present(fields[.address]) else { return }
    let address = try object(addressNode, "\(path).address", StripeAddressKey.self, ignoringOthers: true)
    for key in StripeAddressKey.allCases {
      _ = try string(address[key], "\(path).address.\(Self.stripeAddressKeys[key.rawValue])", required: false)
    }
  }
}
