package import CheckoutPricing

/// The `stripe` answer's contract, from Stripe's published sources, not from
/// the writer: stripe-js `types/stripe-js/elements/express-checkout.d.ts`
/// (`ChangeResolveDetails`: `lineItems?: Array<LineItem>`, `shippingRates?:
/// Array<ShippingRate>`; `LineItem {name: string; amount: number}`;
/// `ShippingRate {id: string; amount: number; displayName: string;
/// deliveryEstimate?: string | {maximum?, minimum?}}`; `DeliveryEstimate
/// {unit: DeliveryUnit; value: number}`, whose `value` "must be greater
/// than 0" and whose absent `minimum` "represents no lower bound", in
/// Stripe's API reference for shipping rates), `elements-group.d.ts` (`amount:
/// number`), Stripe's "Supported currencies" page (integers in the smallest
/// unit; zero- and three-decimal currencies; ISK in hundredths), and the
/// rule Stripe.js enforces with `IntegrationError`: `amount` equals the line
/// items plus the selected (first) rate.
package enum StripeContract: WalletContract {
  package static let member = "stripe"
  /// The writer reads nothing from Stripe's input beyond the quote, so one
  /// context, the one a request in Stripe's form carries, covers it.
  package static let contexts: [WalletContext?] = [.stripe]

  /// stripe-js `DeliveryUnit`.
  package static let deliveryUnits: Set<String> = ["hour", "day", "business_day", "week", "month"]
  /// docs.stripe.com/currencies, "Zero-decimal currencies".
  package static let zeroDecimal: Set<String> = [
    "BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF",
  ]
  /// docs.stripe.com/currencies, "Three-decimal currencies".
  package static let threeDecimal: Set<String> = ["BHD", "JOD", "KWD", "OMR", "TND"]

  /// What a quote amount is multiplied by to be Stripe's integer; `nil`
  /// where Stripe cannot take the merchant's amounts exactly.
  package static func factor(for currency: Currency) -> Int64? {
    let stripe = zeroDecimal.contains(currency.code) ? 0 : threeDecimal.contains(currency.code) ? 3 : 2
    guard stripe >= currency.minorUnits, !(stripe == 3 && currency.minorUnits == 3) else { return nil }
    return (0..<(stripe - currency.minorUnits)).reduce(1) { value, _ in value * 10 }
  }

  /// A JSON number that is an integer, as Stripe's amounts are.
  package static func integer(_ value: JSONValue?) -> Int64? {
    guard case .number(let text)? = value,
      (try? Regex("^-?(0|[1-9][0-9]{0,17})$").wholeMatch(in: text)) != nil
    else { return nil }
    return Int64(text)
  }

  package static func problems(in answer: JSONValue, for quote: Quote, context: ResponseContext) -> [String] {
    if quote.event == .paymentAuthorized { return authorizationProblems(in: answer, for: quote) }
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    guard case .object(let members) = answer else { return ["the answer is not an object"] }
    let keys = members.map(\.key)
    check(Set(keys).count == keys.count, "a member appears twice: \(keys)")
    let factor = Self.factor(for: quote.currency)
    let refusing = quote.errors.contains { $0.code == .addressUnserviceable || $0.code == .shippingContactInvalid }

    // `reject()` takes no reason: the answer says to call it, with the
    // message for the page.
    if answer["reject"] != nil {
      check(Set(keys) == ["reject", "message"], "a rejection has members \(keys), not reject and message")
      check(answer["reject"] == .bool(true), "reject is \(answer["reject"]?.serialized() ?? "missing"), not true")
      check(answer["message"]?.stringValue?.isEmpty == false, "a rejection without a message")
      check(refusing || factor == nil, "rejects a quote whose address the sheet can take: \(quote.errors)")
      return problems
    }
    check(!refusing, "resolves a quote whose address has an error: \(quote.errors)")
    check(factor != nil, "figures in \(quote.currency.code), which Stripe cannot take exactly")
    check(
      Set(keys) == ["amount", "lineItems", "shippingRates"], "members \(keys), not amount, lineItems, shippingRates")

    // `elements.update({amount})`: `amount: number`, in the smallest unit.
    let amount = integer(answer["amount"])
    check(amount != nil, "amount \(answer["amount"]?.serialized() ?? "missing") is not an integer")
    check((amount ?? 0) >= 0, "amount \(amount ?? 0) is negative")

    // `LineItem {name: string; amount: number}`.
    guard case .array(let items)? = answer["lineItems"] else { return problems + ["lineItems is not an array"] }
    var written: [(name: String, amount: Int64)] = []
    for (index, item) in items.enumerated() {
      guard case .object(let itemMembers) = item else {
        problems.append("lineItems[\(index)] is not an object")
        continue
      }
      check(Set(itemMembers.map(\.key)) == ["name", "amount"], "lineItems[\(index)] has \(itemMembers.map(\.key))")
      let name = item["name"]?.stringValue
      let value = integer(item["amount"])
      check(name != nil, "lineItems[\(index)].name is not a string")
      check(value != nil, "lineItems[\(index)].amount is not an integer")
      written.append((name ?? "", value ?? 0))
    }

    // `ShippingRate {id; amount; displayName; deliveryEstimate?}`.
    guard case .array(let rates)? = answer["shippingRates"] else {
      return problems + ["shippingRates is not an array"]
    }
    var rateIDs: [String] = []
    var rateAmounts: [Int64] = []
    for (index, rate) in rates.enumerated() {
      guard case .object(let rateMembers) = rate else {
        problems.append("shippingRates[\(index)] is not an object")
        continue
      }
      let rateKeys = Set(rateMembers.map(\.key))
      check(
        rateKeys.isSuperset(of: ["id", "amount", "displayName"])
          && rateKeys.isSubset(of: ["id", "amount", "displayName", "deliveryEstimate"]),
        "shippingRates[\(index)] has \(rateMembers.map(\.key))")
      let id = rate["id"]?.stringValue
      check(id?.isEmpty == false, "shippingRates[\(index)].id is not a non-empty string")
      let value = integer(rate["amount"])
      check(value.map { $0 >= 0 } == true, "shippingRates[\(index)].amount is not a non-negative integer")
      check(rate["displayName"]?.stringValue != nil, "shippingRates[\(index)].displayName is not a string")
      rateIDs.append(id ?? "")
      rateAmounts.append(value ?? 0)
      if let estimate = rate["deliveryEstimate"] {
        problems += estimateProblems(estimate, at: "shippingRates[\(index)].deliveryEstimate")
      }
    }
    check(Set(rateIDs).count == rateIDs.count, "shipping rate ids repeat: \(rateIDs)")

    // Stripe.js: the amount is the line items plus the selected rate, or
    // `IntegrationError` (Sylius/StripePlugin #76).
    let sum = written.reduce(0) { $0 + $1.amount } + (rateAmounts.first ?? 0)
    check(amount == sum, "amount \(amount ?? 0) is not the line items plus the selected rate, \(sum)")

    // The quote's figures, in Stripe's unit.
    guard let factor, let total = quote.total else { return problems }
    check(amount == total.amount.minorUnits * factor, "amount \(amount ?? 0) is not the quote's total \(total.amount)")
    check(rateIDs == quote.shippingMethods.map(\.identifier), "rates \(rateIDs) are not the quote's methods in order")
    check(rateIDs.first == quote.selectedShippingMethod, "the first rate is not the selected method")
    for (index, method) in quote.shippingMethods.enumerated() where index < rates.count {
      check(rateAmounts[index] == method.amount.minorUnits * factor, "rate \(method.identifier)'s amount differs")
      check(rates[index]["displayName"]?.stringValue == method.label, "rate \(method.identifier)'s name differs")
      // The window counts business days from the order (`DeliveryWindow`),
      // which Stripe's `business_day` unit states.
      // A bound of 0 days cannot be stated (`value` "must be greater than
      // 0"), so it is absent, or the estimate is the free text the typings
      // allow.
      let estimate = rates[index]["deliveryEstimate"]
      if let window = method.statedWindow {
        let bounds = [("minimum", window.minimumBusinessDays), ("maximum", window.maximumBusinessDays)]
        if case .string(let text)? = estimate {
          check(!text.isEmpty, "rate \(method.identifier)'s delivery estimate is an empty string")
        } else {
          for (bound, days) in bounds {
            if days > 0 {
              check(
                estimate?[bound]?["unit"] == .string("business_day")
                  && integer(estimate?[bound]?["value"]) == Int64(days),
                "rate \(method.identifier)'s delivery estimate \(bound) is not \(days) business days")
            } else {
              check(
                estimate?[bound] == nil,
                "rate \(method.identifier)'s delivery estimate \(bound) states 0, which Stripe refuses")
            }
          }
        }
      } else {
        check(estimate == nil, "rate \(method.identifier) has a delivery estimate and no window")
      }
    }
    if let shipping = quote.summaryItems.first(where: { $0.kind == .shipping }), shipping.type == .final {
      check(
        rateAmounts.first == shipping.amount.minorUnits * factor,
        "the selected rate is not the quote's shipping \(shipping.amount)")
    }
    // Every known item but shipping is a line item, in order: subtotal,
    // each discount (negative, or zero for a free-shipping code that does
    // not cover the selected method), tax, the card's adjustment. A
    // discount sent positive hangs the sheet (woocommerce-gateway-stripe
    // #5926, #5929); `LineItem.amount` is otherwise any integer.
    let expected = quote.summaryItems.filter { $0.type == .final && $0.kind != .shipping }
    check(
      written.map(\.name) == expected.map(\.label)
        && written.map(\.amount) == expected.map { $0.amount.minorUnits * factor },
      "line items \(written) are not the quote's \(expected.map { ($0.label, $0.amount) })")
    for (item, quoted) in zip(written, expected)
    where quoted.kind == .discount || quoted.kind == .shippingDiscount || quoted.kind == .tender {
      check(
        item.amount < 0 || (item.amount == 0 && quoted.kind == .shippingDiscount),
        "the discount \(item.name) is \(item.amount), not negative")
    }
    for item in quote.summaryItems where item.kind == .tax && item.type == .final {
      check(written.contains { $0.name == item.label && $0.amount == item.amount.minorUnits * factor }, "no tax item")
    }
    return problems
  }

  /// `deliveryEstimate?: string | {maximum?: DeliveryEstimate; minimum?: DeliveryEstimate}`.
  static func estimateProblems(_ estimate: JSONValue, at path: String) -> [String] {
    if case .string = estimate { return [] }
    guard case .object(let members) = estimate else { return ["\(path) is neither a string nor an object"] }
    var problems: [String] = []
    if !Set(members.map(\.key)).isSubset(of: ["maximum", "minimum"]) {
      problems.append("\(path) has \(members.map(\.key))")
    }
    var values: [String: (unit: String, value: Int64)] = [:]
    for bound in ["minimum", "maximum"] {
      guard let value = estimate[bound] else { continue }
      guard case .object(let boundMembers) = value, Set(boundMembers.map(\.key)) == ["unit", "value"],
        let unit = value["unit"]?.stringValue, deliveryUnits.contains(unit), let count = integer(value["value"]),
        count > 0
      else {
        problems.append("\(path).\(bound) is not a {unit, value} DeliveryEstimate: \(value)")
        continue
      }
      values[bound] = (unit, count)
    }
    if let minimum = values["minimum"], let maximum = values["maximum"], minimum.unit == maximum.unit {
      if minimum.value > maximum.value { problems.append("\(path) has a minimum after its maximum") }
    }
    return problems
  }
}
