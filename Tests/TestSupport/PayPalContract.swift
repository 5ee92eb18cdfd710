package import CheckoutPricing

/// The `payPal` answer's contract: the HTTP answer to PayPal's server-side
/// shipping callback, checked against PayPal's published models rather
/// than the writer's code.
///
/// Sources: PayPal Orders v2 (`checkout_orders_v2.json` in
/// paypal/paypal-rest-api-specifications: `amount_with_breakdown`,
/// `amount_breakdown`, `money`, `shipping_option`, `shipping_type`,
/// `item`), the shipping module guide (callback request and response, "at
/// most 10" options), PayPal's `error_422` model, and paypal-js's
/// `ShippingAddressErrorType` and `ShippingOptionsErrorType`.
///
/// The writer is run with a callback's context only: without one the
/// request is refused (`formats[i]`), since the answer must repeat the
/// order's `id`.
package enum PayPalContract: WalletContract {
  package static let member = "payPal"
  package static let contexts: [WalletContext?] = [
    .payPal(PayPalContext(orderID: "5O190127TN364715T", referenceID: "default")),
    .payPal(
      PayPalContext(
        orderID: "5O190127TN364715T", referenceID: "d9f80740-38f0-11e8-b467-0ed5f89f718b",
        requestedOptionID: "ups-ground")),
    .payPal(
      PayPalContext(
        orderID: "8HFTASDATTV", referenceID: "cart-1", requestedOptionID: "store-pickup/1400-wynkoop",
        requestedPickup: true)),
  ]

  /// `shipping_type` (Orders v2).
  static let shippingTypes: Set<String> = ["SHIPPING", "PICKUP", "PICKUP_IN_STORE", "PICKUP_FROM_PERSON"]
  /// paypal-js `ShippingAddressErrorType`.
  static let addressIssues: Set<String> = ["ADDRESS_ERROR", "COUNTRY_ERROR", "STATE_ERROR", "ZIP_ERROR"]
  /// paypal-js `ShippingOptionsErrorType`.
  static let optionIssues: Set<String> = ["METHOD_UNAVAILABLE", "STORE_UNAVAILABLE"]
  /// `amount_breakdown`'s members.
  static let breakdownKeys: Set<String> = [
    "item_total", "shipping", "handling", "tax_total", "insurance", "shipping_discount", "discount",
  ]

  package static func problems(in answer: JSONValue, for quote: Quote, context: ResponseContext) -> [String] {
    if quote.event == .paymentAuthorized { return authorizationProblems(in: answer, for: quote, context: context) }
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    func array(_ value: JSONValue?) -> [JSONValue]? {
      if case .array(let items)? = value { return items }
      return nil
    }
    func money(_ value: JSONValue?, _ path: String) -> Int64? {
      Self.money(value, path, in: quote.currency, problems: &problems)
    }
    func length(_ value: JSONValue?, _ path: String) {
      guard let text = value?.stringValue else { return check(false, "\(path) is not a string") }
      // Orders v2 `shipping_option`: `maxLength` 127.
      check(!text.isEmpty && text.utf16.count <= 127, "\(path) has \(text.utf16.count) UTF-16 units; 1 to 127")
    }
    let payPal: PayPalContext? = if case .payPal(let payPal)? = context.wallet { payPal } else { nil }

    check(keys(answer) == ["status", "body"], "the answer has keys \(keys(answer).sorted())")
    let body = answer["body"]
    let addressError = quote.errors.first { $0.reason == .unserviceable || $0.reason.contactField != nil }
    let optionGone =
      payPal?.requestedOptionID != nil && quote.selectedShippingMethod != nil
      && payPal?.requestedOptionID != quote.selectedShippingMethod

    switch answer["status"] {
    case .number("422"):
      // PayPal's `error_422`.
      check(
        keys(body).isSubset(of: ["name", "message", "details", "debug_id", "links"]),
        "a 422 body has keys \(keys(body).sorted())")
      check(body?["name"] == .string("UNPROCESSABLE_ENTITY"), "a 422 body's name is not UNPROCESSABLE_ENTITY")
      guard let details = array(body?["details"]), details.count == 1 else {
        check(false, "a 422 body has not one detail")
        return problems
      }
      guard let issue = details[0]["issue"]?.stringValue else {
        check(false, "details[0].issue is not a string")
        return problems
      }
      check(
        keys(details[0]).isSubset(of: ["issue", "description", "field", "value", "location"]),
        "details[0] has keys \(keys(details[0]).sorted())")
      if addressIssues.contains(issue) {
        check(addressError != nil, "\(issue) for a quote with no address error")
        if let field = addressError?.reason.contactField {
          let expected =
            switch field {
            case .postalCode: "ZIP_ERROR"
            case .administrativeArea, .subAdministrativeArea: "STATE_ERROR"
            case .country, .countryCode: "COUNTRY_ERROR"
            default: "ADDRESS_ERROR"
            }
          check(issue == expected, "\(issue) for a contact error on \(field); expected \(expected)")
        }
      } else if optionIssues.contains(issue) {
        check(addressError == nil, "\(issue) where the address is the problem")
        let tooLong = (quote.selectedShippingMethod?.utf16.count ?? 0) > 127
        check(optionGone || tooLong, "\(issue) though the option asked for is the selected one")
        if optionGone {
          let expected = payPal?.requestedPickup == true ? "STORE_UNAVAILABLE" : "METHOD_UNAVAILABLE"
          check(issue == expected, "\(issue) for a gone option; expected \(expected)")
        }
      } else {
        check(false, "details[0].issue \(issue) is not a shipping callback issue")
      }
      return problems
    case .number("200"):
      break
    default:
      check(false, "status \(String(describing: answer["status"])) is neither 200 nor 422")
      return problems
    }

    // A 200: the order is priced and the buyer's choice stands.
    check(addressError == nil, "a 200 answer for an address the quote cannot ship to: \(addressError?.message ?? "")")
    check(!optionGone, "a 200 answer though the option asked for is not offered")
    check(
      keys(body).isSubset(of: ["id", "purchase_units"]) && keys(body).contains("purchase_units"),
      "the body has keys \(keys(body).sorted())")
    if let payPal {
      check(body?["id"] == .string(payPal.orderID), "the body's id is not the order's")
    }
    guard let units = array(body?["purchase_units"]), units.count == 1 else {
      check(false, "purchase_units is not one unit")
      return problems
    }
    let unit = units[0]
    check(
      keys(unit).isSubset(of: ["reference_id", "amount", "shipping_options", "items"])
        && keys(unit).isSuperset(of: ["reference_id", "amount"]),
      "the purchase unit has keys \(keys(unit).sorted())")
    check(
      unit["reference_id"] == .string(payPal?.referenceID ?? "default"), "reference_id is not the callback's")
    problems += amountProblems(unit["amount"], total: quote.total?.amount.minorUnits, absorbed: 0, quote: quote)

    // `shipping_option`: at most 10 (shipping module guide), `id`,
    // `label` and `selected` required, exactly one selected, `type` a
    // `shipping_type`.
    let options = array(unit["shipping_options"]) ?? []
    check(unit["shipping_options"] == nil || !options.isEmpty, "shipping_options is empty or not an array")
    check(options.count <= 10, "\(options.count) shipping options; at most 10")
    check(
      options.isEmpty == quote.shippingMethods.isEmpty,
      "\(options.count) options for \(quote.shippingMethods.count) methods")
    var selected: [String] = []
    var ids: Set<String> = []
    for (index, option) in options.enumerated() {
      let path = "shipping_options[\(index)]"
      check(
        keys(option).isSubset(of: ["id", "label", "type", "amount", "selected"])
          && keys(option).isSuperset(of: ["id", "label", "selected"]),
        "\(path) has keys \(keys(option).sorted())")
      length(option["id"], "\(path).id")
      length(option["label"], "\(path).label")
      if let type = option["type"] {
        check(type.stringValue.map(shippingTypes.contains) == true, "\(path).type \(type) is not a shipping_type")
      }
      guard case .bool(let isSelected)? = option["selected"] else {
        check(false, "\(path).selected is not a boolean")
        continue
      }
      let id = option["id"]?.stringValue ?? ""
      check(ids.insert(id).inserted, "\(path).id \(id) is listed twice")
      if isSelected { selected.append(id) }
      // Each option is one the quote offers, at its price and of its kind.
      guard let method = quote.shippingMethods.first(where: { $0.identifier == id }) else {
        check(false, "\(path).id \(id) is not a method of the quote")
        continue
      }
      check(
        money(option["amount"], "\(path).amount") == method.amount.minorUnits, "\(path).amount is not the method's")
      let pickup = option["type"]?.stringValue.map { $0 != "SHIPPING" } ?? false
      check(
        pickup == (method.type == .storePickup || method.type == .servicePickup),
        "\(path).type does not say whether \(method.type) is a pickup")
    }
    if !options.isEmpty {
      check(selected.count == 1, "\(selected.count) options are selected; exactly one")
      check(selected.first == quote.selectedShippingMethod, "the selected option is not the quote's selected method")
    }

    // `item`: `unit_amount × quantity` sums to `item_total`
    // (ITEM_TOTAL_MISMATCH), `tax × quantity` to `tax_total`
    // (TAX_TOTAL_MISMATCH), quantity a whole number from 1.
    if let items = array(unit["items"]) {
      func figure(_ key: String) -> Int64 {
        unit["amount"]?["breakdown"]?[key]?["value"]?.stringValue.flatMap { minorUnits($0, quote.currency.minorUnits) }
          ?? 0
      }
      var itemTotal: Int64 = 0
      var taxTotal: Int64 = 0
      var anyTax = false
      for (index, item) in items.enumerated() {
        let path = "items[\(index)]"
        let quantity = item["quantity"]?.stringValue.flatMap { Int64($0) } ?? 0
        check(quantity >= 1, "\(path).quantity is not a whole number from 1")
        itemTotal += (money(item["unit_amount"], "\(path).unit_amount") ?? 0) * quantity
        if let tax = item["tax"] {
          anyTax = true
          taxTotal += (money(tax, "\(path).tax") ?? 0) * quantity
        }
      }
      check(itemTotal == figure("item_total"), "items sum to \(itemTotal), not item_total (ITEM_TOTAL_MISMATCH)")
      check(!anyTax || taxTotal == figure("tax_total"), "items' tax sums to \(taxTotal) (TAX_TOTAL_MISMATCH)")
    } else {
      check(unit["items"] == nil, "items is not an array")
    }
    return problems
  }

  /// What is wrong with an `amount_with_breakdown` that should state
  /// `total` minor units of `quote`'s currency: its members, the
  /// breakdown's identity, and its figures against the quote's items, with
  /// `absorbed` (what the merchant gives up when capturing less than the
  /// quote's total) counted in `discount`.
  static func amountProblems(_ amount: JSONValue?, total: Int64?, absorbed: Int64, quote: Quote) -> [String] {
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    func money(_ value: JSONValue?, _ path: String) -> Int64? {
      Self.money(value, path, in: quote.currency, problems: &problems)
    }
    check(keys(amount) == ["currency_code", "value", "breakdown"], "amount has keys \(keys(amount).sorted())")
    check(amount?["currency_code"] == .string(quote.currency.code), "amount.currency_code is not the quote's")
    let value = amount?["value"]?.stringValue.flatMap { minorUnits($0, quote.currency.minorUnits) }
    check(
      value != nil,
      "amount.value \(String(describing: amount?["value"])) is not a money value in the currency's decimals")
    check(value == total, "amount.value is not the quote's total")
    let breakdown = amount?["breakdown"]
    check(keys(breakdown).isSubset(of: breakdownKeys), "breakdown has keys \(keys(breakdown).sorted())")
    for key in ["item_total", "tax_total", "shipping"] {
      check(keys(breakdown).contains(key), "breakdown has no \(key)")
    }
    var figures: [String: Int64] = [:]
    for key in keys(breakdown) {
      figures[key] = money(breakdown?[key], "amount.breakdown.\(key)")
    }
    // `amount_with_breakdown`: "the amount equals item_total plus tax_total
    // plus shipping plus handling plus insurance minus shipping_discount
    // minus discount"; `amount_breakdown`: no figure "can be a negative
    // number".
    func figure(_ key: String) -> Int64 { figures[key] ?? 0 }
    check(figures.values.allSatisfy { $0 >= 0 }, "a breakdown figure is negative: \(figures)")
    let identity =
      figure("item_total") + figure("tax_total") + figure("shipping") + figure("handling") + figure("insurance")
      - figure("shipping_discount") - figure("discount")
    check(value == identity, "amount.value \(value ?? -1) is not the breakdown's \(identity) (AMOUNT_MISMATCH)")

    // The quote's figures, by what each item is: its subtotal, shipping,
    // free shipping, tax, and its discounts (order and line discounts, an
    // exemption from inclusive tax, a card's discount) taken together.
    func sum(_ kinds: Set<SummaryItem.Kind>, negative: Bool) -> Int64 {
      quote.summaryItems.filter { kinds.contains($0.kind) && $0.amount.isNegative == negative }
        .reduce(0) { $0 + $1.amount.minorUnits }
    }
    check(figure("item_total") == sum([.subtotal], negative: false), "item_total is not the quote's subtotal")
    check(figure("shipping") == sum([.shipping], negative: false), "shipping is not the quote's shipping")
    check(
      figure("shipping_discount") == -sum([.shippingDiscount], negative: true),
      "shipping_discount is not the quote's free shipping")
    check(figure("tax_total") == sum([.tax], negative: false), "tax_total is not the quote's tax charged on top")
    check(
      figure("discount")
        == absorbed
        - sum([.discount, .taxNotCharged, .importCharges, .cardAdjustment, .tender, .other], negative: true),
      "discount is not the quote's discounts")
    // Duties and import taxes cannot be `tax_total`, which must equal the
    // items' own tax (Orders v2 `amount_breakdown`); a charge on the whole
    // purchase unit is `handling`, "the handling fee for all items".
    check(
      figure("handling") == sum([.cardAdjustment, .importCharges, .other], negative: false),
      "handling is not the quote's card surcharge and import charges")
    return problems
  }

  /// The minor units of a `money` object at `path`, or `nil`, adding to
  /// `problems` what is wrong with it: `currency_code` and `value`, the
  /// value in the currency's decimals (PayPal's currency codes page: JPY
  /// none, USD and GBP two), never negative in a breakdown, an option or
  /// an item.
  static func money(_ value: JSONValue?, _ path: String, in currency: Currency, problems: inout [String]) -> Int64? {
    if keys(value) != ["currency_code", "value"] { problems.append("\(path) has keys \(keys(value).sorted())") }
    if value?["currency_code"] != .string(currency.code) { problems.append("\(path).currency_code is not the quote's") }
    guard let text = value?["value"]?.stringValue, let units = minorUnits(text, currency.minorUnits) else {
      problems.append(
        "\(path).value \(String(describing: value?["value"])) is not a money value in the currency's decimals")
      return nil
    }
    return units
  }

  /// A `money.value` in minor units when it has exactly the currency's
  /// decimals and no sign.
  static func minorUnits(_ text: String, _ decimals: Int) -> Int64? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard parts.count <= 2, fraction.count == decimals, (parts.count == 2) == (decimals > 0),
      fraction.allSatisfy(\.isASCIIDigitCharacter), let units = Int64(whole + fraction)
    else { return nil }
    return units
  }
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isWholeNumber }
}
