extension RequestReader {
  /// The request's `payPal` member when it is the order as PayPal's Orders
  /// v2 API returns it once the buyer has approved it: the body of `GET
  /// /v2/checkout/orders/{id}` that the server reads when the page's
  /// `onApprove` calls it, before it captures (Orders v2, "Show order
  /// details"). It is a `paymentAuthorized` event.
  ///
  /// - `status` must be `APPROVED`: a `CREATED` order has not been approved
  ///   by the buyer, and a `COMPLETED` one has been captured already; PayPal
  ///   lets an order be updated only while it is `CREATED` or `APPROVED`
  ///   (Orders v2, "Update order").
  /// - Its one purchase unit gives the `reference_id`, the `amount` the
  ///   buyer approved, which is the authorized total, and
  ///   `shipping.address`, the full address, whose `address_line_1` and
  ///   `address_line_2` are the contact's lines. The option whose
  ///   `selected` is true in `shipping.options` is the shipping method.
  /// - The recipient's `shipping.name` and the `payer` (name, email) are
  ///   checked and dropped. Other members (`payment_source`, `links`, the
  ///   payer's id) are PayPal's and not read.
  func payPalApprovedOrder(_ fields: Fields<PayPalKey>) throws(Failure) -> WalletInput {
    let orderID = try string(fields[.id], "payPal.id", required: true) ?? ""
    let status = try string(fields[.status], "payPal.status", required: true) ?? ""
    guard status == "APPROVED" else {
      throw Failure(
        path: "payPal.status",
        message:
          "'\(status.prefix(40))'; an order is priced for capture once the buyer has approved it (APPROVED), not before (CREATED) or after capture (COMPLETED)"
      )
    }
    for (key, name) in [(PayPalKey.shippingAddress, "shipping_address"), (.shippingOption, "shipping_option")]
    where fields[key] != nil {
      throw Failure(
        path: "payPal.\(name)",
        message:
          "a shipping callback's member beside an approved order's status; the order carries its address and options in purchase_units[0].shipping"
      )
    }
    try payPalPayer(fields[.payer])
    let unit = try payPalUnit(fields[.purchaseUnits])
    let unitPath = "payPal.purchase_units[0]"
    guard let unitFields = unit.fields else {
      throw Failure(path: "payPal.purchase_units", message: "missing; expected the approved order's purchase unit")
    }
    guard let amountNode = unitFields[.amount], tape.nodes[amountNode] != .null else {
      throw Failure(path: "\(unitPath).amount", message: "missing; expected the amount the buyer approved")
    }
    // The currency was checked against the merchant's by `payPalUnit`; an
    // order's amount always names it (Orders v2 `money`: both required).
    let money = try object(amountNode, "\(unitPath).amount", PayPalMoneyKey.self, ignoringOthers: true)
    _ = try string(money[.currencyCode], "\(unitPath).amount.currency_code", required: true)
    let approved = try amount(money[.value], "\(unitPath).amount.value")
    var contact: ContactFields?
    var optionID: String?
    var pickup = false
    if let shippingNode = unitFields[.shipping], tape.nodes[shippingNode] != .null {
      let shippingPath = "\(unitPath).shipping"
      let shipping = try object(shippingNode, shippingPath, PayPalShippingKey.self, ignoringOthers: true)
      try payPalName(shipping[.name], "\(shippingPath).name")
      contact = try payPalAddress(shipping[.address], at: "\(shippingPath).address", full: true)
      (optionID, pickup) = try payPalSelectedOption(shipping[.options], "\(shippingPath).options")
    }
    var input = WalletInput(
      format: .payPal, event: .paymentAuthorized, contact: contact, contactPath: "\(unitPath).shipping.address",
      shippingMethod: optionID,
      context: .payPal(
        PayPalContext(
          orderID: orderID, referenceID: unit.referenceID, requestedOptionID: optionID, requestedPickup: pickup)))
    input.authorizedTotal = (approved, "\(unitPath).amount.value")
    return input
  }

  /// The option of an order's `shipping.options` whose `selected` is true,
  /// and whether it is a pickup; `nil` when none is.
  private func payPalSelectedOption(_ node: Int?, _ path: String) throws(Failure) -> (String?, Bool) {
    guard let node, tape.nodes[node] != .null else { return (nil, false) }
    guard case .array(let count, _) = tape.nodes[node] else {
      throw Failure(path: path, message: "expected an array of shipping options, found \(tape.nodes[node].typeName)")
    }
    var chosen: (String?, Bool) = (nil, false)
    var element = node + 1
    for index in 0..<count {
      let option = try object(element, "\(path)[\(index)]", PayPalOptionKey.self, ignoringOthers: true)
      let id = try string(option[.id], "\(path)[\(index)].id", required: true)
      let type: PayPalShippingType? = try choice(option[.type], "\(path)[\(index)].type", required: false)
      let selectedPath = "\(path)[\(index)].selected"
      switch option[.selected].map({ tape.nodes[$0] }) {
      case .bool(true)?:
        // Orders v2 `shipping_option.selected`: exactly one is.
        guard chosen.0 == nil else {
          throw Failure(path: selectedPath, message: "a second selected option; PayPal selects exactly one")
        }
        chosen = (id, type?.isPickup ?? false)
      case .bool(false)?, .null?, nil:
        break
      case let other?:
        throw Failure(path: selectedPath, message: "expected a boolean, found \(other.typeName)")
      }
      element = tape.end(of: element)
    }
    return chosen
  }

  /// An order's `payer`: its `name` and `email_address`, checked and
  /// dropped.
  private func payPalPayer(_ node: Int?) throws(Failure) {
    guard let node, tape.nodes[node] != .null else { return }
    let payer = try object(node, "payPal.payer", PayPalPayerKey.self, ignoringOthers: true)
    try payPalName(payer[.name], "payPal.payer.name")
    _ = try string(payer[.emailAddress], "payPal.payer.email_address", required: false)
  }

  /// A PayPal `name` object (`full_name`, `given_name`, `surname`), checked
  /// and dropped.
  private func payPalName(_ node: Int?, _ path: String) throws(Failure) {
    guard let node, tape.nodes[node] != .null else { return }
    let name = try object(node, path, PayPalNameKey.self, ignoringOthers: true)
    for key in PayPalNameKey.allCases {
      _ = try string(name[key], "\(path).\(Self.payPalNameKeys[key.rawValue])", required: false)
    }
  }
}
