/// The `payPal` answer: the HTTP status and body the merchant's server
/// sends back to PayPal's shipping callback, `{"status", "body"}`.
///
/// Status 200 is the Orders v2 server callback response: the order `id`,
/// and one purchase unit with its `reference_id`, an
/// `amount_with_breakdown` (``PayPalBreakdown``) and the
/// `shipping_options`. Status 422 is PayPal's decline
/// (`UNPROCESSABLE_ENTITY` with one `details[].issue`, ``PayPalIssue``)
/// when the address cannot be served or the buyer's option is no longer
/// offered (``issue(_:context:)``).
///
/// No `items` are sent: the order keeps the items it was created with,
/// whose `unit_amount × quantity` are the cart's prices and sum to the
/// `item_total` written here. Tax per item is left out, since a line's
/// tax, rounded per line or per invoice, need not divide by its quantity
/// and PayPal requires `tax × quantity` to sum to `tax_total` exactly
/// (`TAX_TOTAL_MISMATCH`); `tax_total` alone carries it. Later payments
/// have no place in a PayPal order, which is paid once: they are not
/// written.
enum PayPalWriter: SheetWriter {
  static let member: StaticString = "payPal"

  /// Why PayPal cannot be answered, if it cannot.
  ///
  /// - PayPal REST API, "Currency codes": HUF and TWD "do not support
  ///   decimals" at PayPal, which refuses a decimal amount, while ISO 4217
  ///   gives them two. (JPY has none in either.)
  /// - The PayPal answer is the HTTP answer to one callback: it repeats the
  ///   order's `id` and the purchase unit's `reference_id` (Orders v2 server
  ///   callback response, both required), which only the callback's body
  ///   holds. Written without them, PayPal would refuse it; the request is
  ///   refused instead, naming what it lacks.
  static func refusal(currency: Currency, wallet: WalletContext?) -> String? {
    if wholeUnitCurrencies.contains(currency.code) && currency.minorUnits > 0 {
      return
        "PayPal takes \(currency.code) amounts in whole units and \(currency.code) has \(currency.minorUnits) decimals here; no price is rounded to fit PayPal"
    }
    guard case .payPal? = wallet else {
      return
        "the payPal answer replies to PayPal's shipping callback: send the callback's body as payPal, whose order id and purchase unit it repeats"
    }
    return nil
  }

  /// The currencies PayPal takes in whole units only, whatever ISO 4217
  /// says (PayPal REST API, "Currency codes").
  static let wholeUnitCurrencies: Set<String> = ["HUF", "JPY", "TWD"]

  static func write(_ view: SheetView, to json: inout JSONWriter) {
    // An approved order is answered with its amount change and capture.
    if view.event == .paymentAuthorized { return writeAuthorization(view, to: &json) }
    let payPal: PayPalContext? =
      if case .payPal(let payPal)? = view.wallet { payPal } else { nil }
    let decline = issue(view, context: payPal)
    // A breakdown figure beyond `Int64` (discounts all but cancelling a
    // subtotal of quintillions of minor units) cannot be written exactly:
    // PayPal is told no rather than sent a sum that does not hold.
    guard decline == nil, let breakdown = PayPalBreakdown(view.items) else {
      writeDecline(decline ?? (.address, "The order total cannot be written for PayPal."), to: &json)
      return
    }
    let code = view.currency.code
    func money(_ name: StaticString, _ minorUnits: Int64, _ json: inout JSONWriter) {
      Self.money(name, minorUnits, in: view.currency, to: &json)
    }
    json.object { json in
      json.member("status", 200)
      json.key("body")
      json.object { json in
        if let payPal { json.member("id", payPal.orderID) }
        json.key("purchase_units")
        json.array { json in
          json.object { json in
            json.member("reference_id", payPal?.referenceID ?? "default")
            json.key("amount")
            json.object { json in
              json.member("currency_code", code)
              json.member("value", view.total.amount)
              json.key("breakdown")
              writeBreakdown(breakdown, in: view.currency, to: &json)
            }
            let offered = options(view.methods)
            if !offered.isEmpty {
              json.key("shipping_options")
              json.array(offered) { json, method in
                json.object { json in
                  json.member("id", method.identifier)
                  json.member("label", text(method.label))
                  json.member("type", PayPalShippingType(method.type).rawValue)
                  money("amount", method.amount.minorUnits, &json)
                  // The quote's first method is the selected one: exactly
                  // one is (`shipping_option.selected`).
                  json.member("selected", method.identifier == view.selected?.identifier)
                }
              }
            }
          }
        }
      }
    }
  }

  /// A PayPal `money` object under `name`: `currency_code` and `value`,
  /// `minorUnits` in `currency`'s decimals.
  static func money(_ name: StaticString, _ minorUnits: Int64, in currency: Currency, to json: inout JSONWriter) {
    json.key(name)
    json.object { json in
      json.member("currency_code", currency.code)
      json.member("value", Amount(uncheckedMinorUnits: minorUnits, exponent: currency.minorUnits))
    }
  }

  /// An `amount_breakdown`: every figure of `breakdown`, `handling` only
  /// when there is some.
  static func writeBreakdown(_ breakdown: PayPalBreakdown, in currency: Currency, to json: inout JSONWriter) {
    json.object { json in
      money("item_total", breakdown.itemTotal, in: currency, to: &json)
      money("tax_total", breakdown.taxTotal, in: currency, to: &json)
      money("shipping", breakdown.shipping, in: currency, to: &json)
      if breakdown.handling > 0 { money("handling", breakdown.handling, in: currency, to: &json) }
      money("shipping_discount", breakdown.shippingDiscount, in: currency, to: &json)
      money("discount", breakdown.discount, in: currency, to: &json)
    }
  }

  /// The 422 decline: PayPal's error model (`error_422`: `name`,
  /// `message`, `details[]` with `issue` and `description`). `debug_id` is
  /// PayPal's own correlation id, not the merchant's to make up.
  private static func writeDecline(_ decline: (PayPalIssue, String), to json: inout JSONWriter) {
    json.object { json in
      json.member("status", 422)
      json.key("body")
      json.object { json in
        json.member("name", "UNPROCESSABLE_ENTITY")
        json.member(
          "message",
          "The requested action could not be performed, semantically incorrect, or failed business validation.")
        json.key("details")
        json.array { json in
          json.object { json in
            json.member("issue", decline.0.rawValue)
            json.member("description", decline.1)
          }
        }
      }
    }
  }

  /// The longest `shipping_option.id` and `label` PayPal takes, in
  /// characters (Orders v2 `shipping_option`: `maxLength` 127), counted in
  /// UTF-16 code units, which is never fewer than characters.
  static let textLength = 127

  /// The most shipping options PayPal shows ("The maximum number of items
  /// you can put in the shipping options array is 10").
  static let optionCount = 10

  /// The methods a PayPal answer offers: the first 10 in the merchant's
  /// order, the selected one first, leaving out those whose identifier is
  /// longer than PayPal takes (an id cut short would not name the method
  /// when the buyer chooses it).
  static func options(_ methods: [ShippingMethod]) -> ArraySlice<ShippingMethod> {
    guard
      methods.count > optionCount
        || methods.contains(where: { $0.identifier.utf16.count > textLength })
    else { return methods[...] }
    return methods.filter { $0.identifier.utf16.count <= textLength }.prefix(optionCount)
  }

  /// A label as PayPal shows it: cut to 126 UTF-16 code units and an
  /// ellipsis when it is longer than 127, at a character boundary. A label
  /// is for the buyer's eyes, so a shorter one keeps the answer valid.
  static func text(_ text: String) -> String {
    guard text.utf16.count > textLength else { return text }
    var kept = ""
    var units = 0
    for character in text {
      let size = character.utf16.count
      guard units + size < textLength else { break }
      kept.append(character)
      units += size
    }
    return kept + "\u{2026}"
  }

  /// Why PayPal must be told no, if it must: the issue and a sentence for
  /// the buyer.
  ///
  /// - An address the quote cannot ship to is the most specific of PayPal's
  ///   address issues (``WalletCodes/payPal``).
  /// - An option the buyer chose that the quote no longer offers (its
  ///   first method is another) is `STORE_UNAVAILABLE` when the buyer chose
  ///   a pickup, else `METHOD_UNAVAILABLE`: PayPal then shows its own
  ///   message and asks for another choice.
  /// - A selected method whose id is longer than PayPal takes cannot be
  ///   named in the answer: `METHOD_UNAVAILABLE`.
  ///
  /// A coupon's error is not a decline: the quote is priced without the
  /// coupon, and PayPal's callback has no coupon to refuse.
  static func issue(_ view: SheetView, context: PayPalContext?) -> (PayPalIssue, String)? {
    for problem in view.problems {
      if let issue = problem.codes.payPal { return (issue, problem.message) }
    }
    if view.askedMethodIsNotSelected {
      return context?.requestedPickup == true
        ? (.storeUnavailable, view.text.words.storeUnavailable)
        : (.methodUnavailable, view.text.words.methodUnavailable)
    }
    if let selected = view.selected, selected.identifier.utf16.count > textLength {
      return (.methodUnavailable, "The shipping option's id is longer than the 127 characters PayPal takes.")
    }
    return nil
  }
}
