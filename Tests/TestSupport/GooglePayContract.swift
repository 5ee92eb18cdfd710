package import CheckoutPricing

/// The `googlePay` answer's contract: a Google Pay `PaymentDataRequestUpdate`
/// as Google's web reference ("Client reference", `PaymentDataRequestUpdate`;
/// "Request objects", `TransactionInfo`, `DisplayItem`,
/// `ShippingOptionParameters`, `SelectionOption`, `OfferInfo`, `OfferDetail`,
/// `PaymentDataError`) and DefinitelyTyped `types/googlepay/index.d.ts`
/// declare it, its items adding up to `totalPrice`, and its figures the
/// quote's. Written from those sources, not from the writer.
package enum GooglePayContract: WalletContract {
  package static let member = "googlePay"

  /// No Google input; every intent declared at `INITIALIZE`; a page with
  /// only `SHIPPING_ADDRESS` and `SHIPPING_OPTION` at `SHIPPING_ADDRESS`;
  /// an `OFFER` callback; a `SHIPPING_OPTION` callback for an option no
  /// quote offers; a `PAYMENT_METHOD` callback.
  package static let contexts: [WalletContext?] = [
    nil,
    .googlePay(GooglePayContext(intents: Set(GooglePayIntent.allCases), trigger: .initialize)),
    .googlePay(GooglePayContext(intents: [.shippingAddress, .shippingOption], trigger: .shippingAddress)),
    .googlePay(
      GooglePayContext(
        intents: [.shippingAddress, .shippingOption, .offer], trigger: .offer, redemptionCodes: ["SAVE10"])),
    .googlePay(
      GooglePayContext(
        intents: [.shippingAddress, .shippingOption], trigger: .shippingOption, shippingOptionID: "no-such-option")),
    .googlePay(GooglePayContext(intents: [.paymentMethod, .paymentAuthorization], trigger: .paymentMethod)),
  ]

  // The typings' string unions.
  static let totalPriceStatuses: Set<String> = ["NOT_CURRENTLY_KNOWN", "ESTIMATED", "FINAL"]
  static let displayItemTypes: Set<String> = ["LINE_ITEM", "SUBTOTAL", "TAX", "DISCOUNT", "SHIPPING_OPTION"]
  static let displayItemStatuses: Set<String> = ["FINAL", "PENDING"]
  static let callbackIntents: Set<String> = [
    "OFFER", "SHIPPING_ADDRESS", "SHIPPING_OPTION", "PAYMENT_AUTHORIZATION", "PAYMENT_METHOD",
  ]
  /// `ErrorReason`, each with the intent it is about (`nil`: any).
  static let errorReasons: [String: String?] = [
    "SHIPPING_ADDRESS_INVALID": "SHIPPING_ADDRESS", "SHIPPING_ADDRESS_UNSERVICEABLE": "SHIPPING_ADDRESS",
    "SHIPPING_OPTION_INVALID": "SHIPPING_OPTION", "OFFER_INVALID": "OFFER", "PAYMENT_DATA_INVALID": nil,
    "OTHER_ERROR": nil,
  ]

  package static func problems(in answer: JSONValue, for quote: Quote, context: ResponseContext) -> [String] {
    if quote.event == .paymentAuthorized { return authorizationProblems(in: answer, for: quote, context: context) }
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    func nonEmptyString(_ value: JSONValue?) -> Bool { value?.stringValue.map { !$0.isEmpty } == true }
    guard let total = quote.total else { return ["a googlePay answer for an unpriced quote"] }
    let google: GooglePayContext? = if case .googlePay(let google)? = context.wallet { google } else { nil }
    let exponent = quote.currency.minorUnits

    // `PaymentDataRequestUpdate`: four optional members.
    check(answer.isObject, "the answer is not an object")
    let members = keys(answer)
    check(
      members.isSubset(of: ["newTransactionInfo", "newShippingOptionParameters", "newOfferInfo", "error"]),
      "unknown members \(members.sorted())")

    // `TransactionInfo`, with what an update may change and what the cart
    // view needs (`totalPriceLabel`).
    let info = answer["newTransactionInfo"]
    check(info != nil, "newTransactionInfo missing")
    check(
      keys(info) == ["currencyCode", "totalPriceStatus", "totalPrice", "totalPriceLabel", "displayItems"],
      "newTransactionInfo has members \(keys(info).sorted())")
    check(info?["currencyCode"] == .string(quote.currency.code), "currencyCode is not \(quote.currency.code)")
    let status = info?["totalPriceStatus"]?.stringValue ?? ""
    check(totalPriceStatuses.contains(status), "totalPriceStatus '\(status)' is not a TotalPriceStatus")
    check(
      status == (total.type == .pending ? "ESTIMATED" : "FINAL"),
      "totalPriceStatus \(status) for a \(total.type) total")
    check(nonEmptyString(info?["totalPriceLabel"]), "totalPriceLabel is not a non-empty string")
    // `totalPrice`: `[0-9]+(\.[0-9][0-9])?`, the currency's digits.
    let totalPrice = info?["totalPrice"]?.stringValue ?? ""
    let totalUnits = minorUnits(totalPrice, exponent: exponent, negative: false)
    check(totalUnits != nil, "totalPrice '\(totalPrice)' is not Google's [0-9]+(.[0-9][0-9])? in \(exponent) decimals")
    check(totalUnits == total.amount.minorUnits, "totalPrice \(totalPrice) is not the quote's \(total.amount)")

    guard case .array(let items)? = info?["displayItems"] else {
      problems.append("displayItems is not an array")
      return problems
    }
    check(items.count == quote.summaryItems.count, "\(items.count) displayItems for \(quote.summaryItems.count) items")
    var sum: Int64 = 0
    var byType: [String: Int64] = [:]
    for (index, item) in items.enumerated() {
      let path = "displayItems[\(index)]"
      let itemKeys = keys(item)
      check(
        itemKeys.isSuperset(of: ["label", "type", "price"])
          && itemKeys.isSubset(of: ["label", "type", "price", "status"]), "\(path) has members \(itemKeys.sorted())")
      check(nonEmptyString(item["label"]), "\(path).label is not a non-empty string")
      let type = item["type"]?.stringValue ?? ""
      check(displayItemTypes.contains(type), "\(path).type '\(type)' is not a DisplayItemType")
      let itemStatus = item["status"]?.stringValue ?? "FINAL"
      check(
        item["status"] == nil || displayItemStatuses.contains(itemStatus),
        "\(path).status '\(itemStatus)' is not a DisplayItemStatus")
      let price = item["price"]?.stringValue ?? ""
      // "Negative values are allowed" (`DisplayItem.price`).
      guard let units = minorUnits(price, exponent: exponent, negative: true) else {
        problems.append("\(path).price '\(price)' is not a price in \(exponent) decimals")
        continue
      }
      if itemStatus == "PENDING" { check(units == 0, "\(path) is PENDING with price \(price)") }
      if type == "DISCOUNT" { check(units <= 0, "\(path) is a DISCOUNT of \(price), not negative") }
      if type == "SUBTOTAL" || type == "SHIPPING_OPTION" { check(units >= 0, "\(path) is a \(type) of \(price)") }
      if index < quote.summaryItems.count {
        let ours = quote.summaryItems[index]
        check(
          (itemStatus == "PENDING") == (ours.type == .pending), "\(path) status \(itemStatus) for a \(ours.type) item")
      }
      sum += units
      byType[type, default: 0] += units
    }
    // The items add up to the total (Google sums them for the cart view).
    check(sum == totalUnits, "displayItems add up to \(sum) minor units, totalPrice is \(totalPrice)")
    // The figures are the quote's.
    func quoteSum(_ kinds: Set<SummaryItem.Kind>) -> Int64 {
      quote.summaryItems.filter { kinds.contains($0.kind) }.reduce(0) { $0 + $1.amount.minorUnits }
    }
    check(byType["SUBTOTAL", default: 0] == quoteSum([.subtotal]), "SUBTOTAL is not the quote's subtotal")
    check(byType["SHIPPING_OPTION", default: 0] == quoteSum([.shipping]), "SHIPPING_OPTION is not the quote's shipping")
    check(byType["TAX", default: 0] == quoteSum([.tax, .taxNotCharged]), "TAX is not the quote's tax")
    check(
      byType["DISCOUNT", default: 0] == quoteSum([.discount, .shippingDiscount]),
      "DISCOUNT is not the quote's discounts")
    // A gift card or store credit is a payment, not a discount: a negative
    // LINE_ITEM, as a card's adjustment is a LINE_ITEM. Duties and import
    // taxes are none of SUBTOTAL, TAX (the sale's), DISCOUNT or
    // SHIPPING_OPTION, Google's other types: a LINE_ITEM.
    check(
      byType["LINE_ITEM", default: 0] == quoteSum([.cardAdjustment, .importCharges, .tender, .other]),
      "LINE_ITEM is not the quote's card adjustment, import charges and tenders")

    // Which members a callback carries, from Google's rules rather than
    // the writer's choices. Google: the update carries "only the fields
    // that's been changed", and each list present is "the full list ...
    // instead of a delta" (`PaymentDataRequestUpdate`). So options are
    // sent only to a page that shows them (it declared `SHIPPING_OPTION`,
    // or sent no Google input) and only when there are some; and they must
    // be sent when the address has changed (`INITIALIZE`,
    // `SHIPPING_ADDRESS`, or the engine's own address event), since the
    // list depends on it. Offers are sent only to a page that declared
    // `OFFER` (or sent no Google input), and must be sent in answer to an
    // `OFFER` callback, which asks whether the code applies.
    let declares: (GooglePayIntent) -> Bool = { intent in google.map { $0.intents.contains(intent) } ?? true }
    let addressChanged =
      switch google?.trigger {
      case .initialize?, .shippingAddress?: true
      case .offer?, .shippingOption?, .paymentMethod?: false
      case nil: quote.event == .initial || quote.event == .shippingContactSelected
      }
    let optionsAllowed = declares(.shippingOption) && !quote.shippingMethods.isEmpty
    let optionsRequired = optionsAllowed && addressChanged
    let offersAllowed = declares(.offer)
    let offersRequired = google?.trigger == .offer

    // `ShippingOptionParameters`: the full list, the selected one named.
    let options = answer["newShippingOptionParameters"]
    check(
      options == nil || optionsAllowed,
      "newShippingOptionParameters sent with no method, or to a page that did not declare SHIPPING_OPTION")
    check(options != nil || !optionsRequired, "newShippingOptionParameters missing after the address changed")
    if let options {
      check(
        keys(options).isSubset(of: ["shippingOptions", "defaultSelectedOptionId"]) && options["shippingOptions"] != nil,
        "newShippingOptionParameters has members \(keys(options).sorted())")
      if case .array(let list)? = options["shippingOptions"] {
        for (index, option) in list.enumerated() {
          let optionKeys = keys(option)
          check(
            optionKeys.isSuperset(of: ["id", "label"]) && optionKeys.isSubset(of: ["id", "label", "description"]),
            "shippingOptions[\(index)] has members \(optionKeys.sorted())")
          check(
            nonEmptyString(option["id"]) && nonEmptyString(option["label"]),
            "shippingOptions[\(index)] id or label is not a non-empty string")
          check(
            option["description"] == nil || option["description"]?.stringValue != nil,
            "shippingOptions[\(index)].description is not a string")
        }
        let ids = list.compactMap { $0["id"]?.stringValue }
        check(Set(ids).count == ids.count, "shipping option ids repeat")
        check(ids == quote.shippingMethods.map(\.identifier), "shipping options are not the quote's methods")
        check(
          options["defaultSelectedOptionId"]?.stringValue == quote.selectedShippingMethod,
          "defaultSelectedOptionId is not the quote's selected method")
      } else {
        problems.append("shippingOptions is not an array")
      }
    }

    // `OfferInfo`: the offers priced, each `{redemptionCode, description}`,
    // the description under 60 characters.
    let offers = answer["newOfferInfo"]
    check(offers == nil || offersAllowed, "newOfferInfo sent to a page that did not declare OFFER")
    check(offers != nil || !offersRequired, "newOfferInfo missing in answer to an OFFER callback")
    if let offers {
      check(keys(offers) == ["offers"], "newOfferInfo has members \(keys(offers).sorted())")
      if case .array(let list)? = offers["offers"] {
        let applied = quote.breakdown.discounts?.appliedCouponCode
        check(list.count == (applied == nil ? 0 : 1), "\(list.count) offers for applied code \(applied ?? "none")")
        for (index, offer) in list.enumerated() {
          check(
            keys(offer) == ["redemptionCode", "description"], "offers[\(index)] has members \(keys(offer).sorted())")
          let description = offer["description"]?.stringValue ?? ""
          check(
            !description.isEmpty && description.count < 60,
            "offers[\(index)].description has \(description.count) characters")
          let code = offer["redemptionCode"]?.stringValue ?? ""
          let sent = google?.redemptionCodes ?? []
          check(
            sent.isEmpty ? code == applied : sent.contains(code), "offers[\(index)] names '\(code)', a code not sent")
        }
      } else {
        problems.append("offers is not an array")
      }
    }

    // `PaymentDataError`: Google's reasons, an intent the page declared.
    let error = answer["error"]
    if let error {
      check(keys(error) == ["reason", "intent", "message"], "error has members \(keys(error).sorted())")
      let reason = error["reason"]?.stringValue ?? ""
      let intent = error["intent"]?.stringValue ?? ""
      check(errorReasons.keys.contains(reason), "error.reason '\(reason)' is not an ErrorReason")
      check(callbackIntents.contains(intent), "error.intent '\(intent)' is not a CallbackIntent")
      if case let owner?? = errorReasons[reason] { check(intent == owner, "\(reason) with intent \(intent)") }
      check(nonEmptyString(error["message"]), "error.message is not a non-empty string")
      if let google {
        check(
          google.intents.map(\.rawValue).contains(intent), "error.intent \(intent) was not declared by the page")
        // The reason is the one Google's `ErrorReason` names for the first
        // of the quote's problems the page can be told about.
        if let expected = expectedError(quote: quote, google: google) {
          check(reason == expected.reason, "error.reason \(reason) where Google's ErrorReason is \(expected.reason)")
          if let owner = expected.intent { check(intent == owner, "error.intent \(intent) for \(expected.reason)") }
        }
      } else {
        problems.append("an error without the page's declared intents")
      }
    } else if let google {
      // The address's errors are shown when the page can receive them.
      let addressError = quote.errors.contains { $0.reason == .unserviceable || $0.reason.contactField != nil }
      check(!(addressError && google.intents.contains(.shippingAddress)), "an address error left unsaid")
      if let expected = expectedError(quote: quote, google: google) {
        problems.append("no error where Google's ErrorReason is \(expected.reason)")
      }
      if google.trigger == .shippingOption, let asked = google.shippingOptionID, !quote.shippingMethods.isEmpty {
        check(asked == quote.selectedShippingMethod, "option '\(asked)' not selected and no SHIPPING_OPTION_INVALID")
      }
    }
    return problems
  }

  /// The `PaymentDataError` Google's reference prescribes for the first of
  /// `quote`'s errors the page declared an intent for, from what the error
  /// is about (its typed reason), not from the writer's table:
  ///
  /// - Google Pay API for web, "Response objects", `ErrorReason`: an
  ///   invalid or an unserviceable shipping address
  ///   (`SHIPPING_ADDRESS_INVALID`, `SHIPPING_ADDRESS_UNSERVICEABLE`), an
  ///   invalid shipping option (`SHIPPING_OPTION_INVALID`), an invalid
  ///   offer code (`OFFER_INVALID`), any other failure (`OTHER_ERROR`); all
  ///   but the last are about one `CallbackIntent` (`SHIPPING_ADDRESS`,
  ///   `SHIPPING_OPTION`, `OFFER`), and `PaymentDataError.intent` must be
  ///   one the page declared (DefinitelyTyped `types/googlepay`,
  ///   `PaymentDataError`, `ErrorReason`, `CallbackIntent`).
  /// - A quote's error is about the address when the address cannot be
  ///   served (``QuoteError/Reason/unserviceable``) or one of its fields is
  ///   wrong (``QuoteError/Reason/contactField``), about the offer when it
  ///   names a coupon (``QuoteError/Reason/couponReason``), and otherwise a
  ///   generic failure, whose intent the checker leaves open (any declared
  ///   one).
  ///
  /// `nil` when no error of the quote can be told to this page; then a
  /// shipping option the page asked for and the quote did not select is
  /// the only error left (`SHIPPING_OPTION_INVALID`).
  static func expectedError(quote: Quote, google: GooglePayContext) -> (reason: String, intent: String?)? {
    let declared = Set(google.intents.map(\.rawValue))
    for error in quote.errors {
      let expected: (reason: String, intent: String?) =
        if error.reason == .unserviceable {
          ("SHIPPING_ADDRESS_UNSERVICEABLE", "SHIPPING_ADDRESS")
        } else if error.reason.contactField != nil {
          ("SHIPPING_ADDRESS_INVALID", "SHIPPING_ADDRESS")
        } else if error.reason.couponReason != nil {
          ("OFFER_INVALID", "OFFER")
        } else {
          ("OTHER_ERROR", nil)
        }
      if let intent = expected.intent {
        if declared.contains(intent) { return expected }
      } else if !declared.isEmpty {
        return expected
      }
    }
    return nil
  }

  /// The minor units of a Google price, `nil` unless it is digits with a
  /// `-` only where allowed and exactly `exponent` decimals (Google's
  /// pattern allows none or two: 0 or 2).
  package static func minorUnits(_ text: String, exponent: Int, negative: Bool) -> Int64? {
    let pattern = exponent == 0 ? "^-?[0-9]+$" : exponent == 2 ? "^-?[0-9]+\\.[0-9][0-9]$" : "^$"
    guard (try? Regex(pattern).wholeMatch(in: text)) != nil, negative || !text.hasPrefix("-") else { return nil }
    let isNegative = text.hasPrefix("-")
    guard let units = Int64(text.filter(\.isNumber)) else { return nil }
    return isNegative ? -units : units
  }
}

extension JSONValue {
  fileprivate var isObject: Bool {
    if case .object = self { return true }
    return false
  }
}
