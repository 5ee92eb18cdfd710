package import CheckoutPricing

/// Checks a JSON response against `shared/reference/apple-pay-contract.md`:
/// the field names of each Apple Pay update and of a W3C
/// `PaymentDetailsUpdate`, and the rules their values follow. Returns every
/// problem found, empty when the response is right.
package enum ContractChecker {
  package static let applePayErrorCodes: Set<String> = [
    "shippingContactInvalid", "billingContactInvalid", "addressUnserviceable", "couponCodeInvalid",
    "couponCodeExpired", "unknown",
  ]
  package static let contactFields: Set<String> = [
    "postalCode", "administrativeArea", "locality", "subLocality", "subAdministrativeArea", "country", "countryCode",
    "postalAddress", "addressLines", "name", "phoneNumber", "emailAddress", "phoneticName",
  ]
  package static let addressErrorKeys: Set<String> = [
    "addressLine", "city", "country", "dependentLocality", "organization", "phone", "postalCode", "recipient",
    "region", "sortingCode",
  ]

  package static func problems(in response: JSONValue, event: QuoteRequest.Event, currency: Currency) -> [String] {
    if event == .paymentAuthorized { return authorizationProblems(in: response, currency: currency) }
    var problems: [String] = []
    func amountOK(_ text: JSONValue?, allowNegative: Bool) -> Bool {
      guard case .string(let value)? = text else { return false }
      let pattern = currency.minorUnits == 0 ? "^-?[0-9]+$" : "^-?[0-9]+\\.[0-9]{\(currency.minorUnits)}$"
      guard (try? Regex(pattern).wholeMatch(in: value)) != nil else { return false }
      return allowNegative || !value.hasPrefix("-")
    }
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    func array(_ value: JSONValue?) -> [JSONValue] {
      if case .array(let items)? = value { return items }
      return []
    }
    // A request that could not be priced carries nothing a sheet could show.
    if response["applePay"] == nil && response["paymentRequest"] == nil {
      check(keys(response) == ["status", "errors"], "an unpriced response has keys \(keys(response).sorted())")
      check(response["status"] == .string("failure"), "an unpriced response is not a failure")
      check(!array(response["errors"]).isEmpty, "an unpriced response has no errors")
      return problems
    }
    // The total is pending exactly when an item in it is (Apple's
    // PKPaymentSummaryItem example).
    let anyPending = array(response["lineItems"]).contains { $0["type"] == .string("pending") }
    func lineItem(_ item: JSONValue, _ path: String, isTotal: Bool) {
      if !isTotal, let timing = item["paymentTiming"] {
        laterItem(item, timing, path)
      } else {
        check(keys(item) == ["label", "amount", "type"], "\(path) has keys \(keys(item).sorted())")
      }
      guard case .string(let type)? = item["type"] else { return check(false, "\(path).type is not a string") }
      check(type == "final" || type == "pending", "\(path).type is \(type)")
      check(amountOK(item["amount"], allowNegative: !isTotal), "\(path).amount \(String(describing: item["amount"]))")
      if type == "pending" && !isTotal {
        check(item["amount"]?.stringValue.map { Int($0.filter(\.isNumber)) == 0 } == true, "\(path) pending but not 0")
      }
      if isTotal {
        check(
          (type == "pending") == anyPending, "\(path) is \(type), but an item is\(anyPending ? "" : " not") pending")
        if let text = item["amount"]?.stringValue, let major = Int(text.split(separator: ".")[0]) {
          check(major <= 100_000_000, "\(path) total above 100,000,000")
        }
      }
    }
    // Apple's `ApplePayLineItem` for a payment made later: `paymentTiming`
    // and exactly the members of that timing. Dates are days, YYYY-MM-DD,
    // from which the page builds the `Date` objects Apple Pay JS takes.
    func day(_ value: JSONValue?, _ path: String) {
      guard let text = value?.stringValue, (try? Regex("^[0-9]{4}-[0-9]{2}-[0-9]{2}$").wholeMatch(in: text)) != nil,
        CalendarDate(iso: text) != nil
      else { return check(false, "\(path) is not a day YYYY-MM-DD: \(String(describing: value))") }
    }
    func laterItem(_ item: JSONValue, _ timing: JSONValue, _ path: String) {
      let base: Set<String> = ["label", "amount", "type", "paymentTiming"]
      switch timing.stringValue {
      case "recurring":
        let required = base.union([
          "recurringPaymentStartDate", "recurringPaymentIntervalUnit", "recurringPaymentIntervalCount",
        ])
        check(
          keys(item).isSuperset(of: required) && keys(item).isSubset(of: required.union(["recurringPaymentEndDate"])),
          "\(path) has keys \(keys(item).sorted())")
        day(item["recurringPaymentStartDate"], "\(path).recurringPaymentStartDate")
        if let end = item["recurringPaymentEndDate"] {
          day(end, "\(path).recurringPaymentEndDate")
          check(
            (end.stringValue ?? "") > (item["recurringPaymentStartDate"]?.stringValue ?? ""),
            "\(path) ends before it starts")
        }
        check(
          ["year", "month", "day", "hour", "minute"].contains(item["recurringPaymentIntervalUnit"]?.stringValue ?? ""),
          "\(path).recurringPaymentIntervalUnit")
        if case .number(let count)? = item["recurringPaymentIntervalCount"], let value = Int(count) {
          check(value >= 1, "\(path).recurringPaymentIntervalCount \(value)")
        } else {
          check(false, "\(path).recurringPaymentIntervalCount is not a whole number")
        }
      case "deferred":
        check(keys(item) == base.union(["deferredPaymentDate"]), "\(path) has keys \(keys(item).sorted())")
        day(item["deferredPaymentDate"], "\(path).deferredPaymentDate")
      case "automaticReload":
        check(
          keys(item) == base.union(["automaticReloadPaymentThresholdAmount"]), "\(path) has keys \(keys(item).sorted())"
        )
        check(
          amountOK(item["automaticReloadPaymentThresholdAmount"], allowNegative: false),
          "\(path).automaticReloadPaymentThresholdAmount")
      default:
        check(false, "\(path).paymentTiming is \(timing)")
      }
    }
    func method(_ item: JSONValue, _ path: String) {
      let allowed: Set<String> = ["identifier", "label", "detail", "amount", "dateComponentsRange"]
      check(
        keys(item).isSubset(of: allowed) && keys(item).isSuperset(of: ["identifier", "label", "detail", "amount"]),
        "\(path) keys \(keys(item).sorted())")
      check(amountOK(item["amount"], allowNegative: false), "\(path).amount")
      if let range = item["dateComponentsRange"] {
        check(keys(range) == ["startDateComponents", "endDateComponents"], "\(path).dateComponentsRange keys")
        for side in ["startDateComponents", "endDateComponents"] {
          let components = range[side]
          check(keys(components) == ["years", "months", "days"], "\(path).\(side) keys")
          if case .number(let month)? = components?["months"], let value = Int(month) {
            check((1...12).contains(value), "\(path).\(side).months \(value)")
          }
        }
      }
    }
    func appleError(_ item: JSONValue, _ path: String) {
      check(
        keys(item).isSubset(of: ["code", "contactField", "message"]) && keys(item).contains("code"), "\(path) keys")
      check(item["code"]?.stringValue.map(applePayErrorCodes.contains) == true, "\(path).code")
      if let field = item["contactField"] {
        check(field.stringValue.map(contactFields.contains) == true, "\(path).contactField")
      }
    }

    // Apple Pay: the update object of the event, exactly.
    let applePay = response["applePay"]
    let expected: Set<String> =
      switch event {
      case .initial: ["total", "lineItems", "shippingMethods", "shippingType"]
      case .shippingContactSelected, .couponCodeChanged: ["newTotal", "newLineItems", "newShippingMethods", "errors"]
      case .shippingMethodSelected: ["newTotal", "newLineItems"]
      case .paymentMethodSelected: ["newTotal", "newLineItems", "errors"]
      case .paymentAuthorized: []
      }
    // The request for payments made later, when the response has any:
    // `ApplePayRecurringPaymentRequest`, `ApplePayDeferredPaymentRequest` or
    // `ApplePayAutomaticReloadPaymentRequest`, one at most (Apple cancels a
    // sheet that combines them), named `new...` in an update.
    let later = array(response["laterPayments"])
    check(response["laterPayments"] == nil || !later.isEmpty, "laterPayments is empty; it is left out then")
    let prefix = event == .initial ? "" : "new"
    let laterRequests = [
      (
        "recurring", "RecurringPaymentRequest", ["regularBilling"],
        ["trialBilling", "billingAgreement", "tokenNotificationURL"]
      ),
      (
        "deferred", "DeferredPaymentRequest", ["deferredBilling"],
        ["billingAgreement", "freeCancellationDate", "freeCancellationDateTimeZone", "tokenNotificationURL"]
      ),
      (
        "automaticReload", "AutomaticReloadPaymentRequest", ["automaticReloadBilling"],
        ["billingAgreement", "tokenNotificationURL"]
      ),
    ].map { timing, name, billing, optional in
      (timing, event == .initial ? name.prefix(1).lowercased() + name.dropFirst() : prefix + name, billing, optional)
    }
    let present = laterRequests.filter { applePay?[$0.1] != nil }
    check(present.count <= 1, "applePay has \(present.map(\.1)) at once")
    check(present.isEmpty == later.isEmpty, "applePay has \(present.map(\.1)) for \(later.count) later payments")
    for (timing, name, billing, optional) in present {
      let request = applePay?[name]
      let required = Set(["paymentDescription", "managementURL"] + billing)
      check(
        keys(request).isSuperset(of: required) && keys(request).isSubset(of: required.union(optional)),
        "applePay.\(name) has keys \(keys(request).sorted())")
      check(request?["paymentDescription"]?.stringValue?.isEmpty == false, "applePay.\(name).paymentDescription")
      check(
        request?["managementURL"]?.stringValue?.hasPrefix("https://") == true, "applePay.\(name).managementURL")
      for member in billing + ["trialBilling"] {
        guard let item = request?[member] else { continue }
        lineItem(item, "applePay.\(name).\(member)", isTotal: false)
        check(item["paymentTiming"]?.stringValue == timing, "applePay.\(name).\(member).paymentTiming")
        check(later.contains(item), "applePay.\(name).\(member) is not one of laterPayments")
      }
    }
    check(
      keys(applePay) == expected.union(present.map(\.1)),
      "applePay keys \(keys(applePay).sorted()) for \(event)")
    let totalKey = event == .initial ? "total" : "newTotal"
    if let total = applePay?[totalKey] { lineItem(total, "applePay.\(totalKey)", isTotal: true) }
    let appleItems = array(applePay?[event == .initial ? "lineItems" : "newLineItems"])
    for (index, item) in appleItems.enumerated() {
      lineItem(item, "applePay.lineItems[\(index)]", isTotal: false)
    }
    // The items charged now come first and are the response's own; the
    // later payments follow, as they are in `laterPayments`.
    let immediate = appleItems.filter { $0["paymentTiming"] == nil }
    check(immediate == array(response["lineItems"]), "applePay's immediate line items are not the response's")
    check(
      Array(appleItems.dropFirst(immediate.count)) == later, "applePay's later line items are not laterPayments")
    for (index, item) in later.enumerated() { lineItem(item, "laterPayments[\(index)]", isTotal: false) }
    // The total is what is charged now: the immediate items' sum (Apple,
    // `ApplePayPaymentRequest.total`).
    let sum = immediate.compactMap { $0["amount"]?.stringValue.flatMap { Decimal(string: $0) } }.reduce(0, +)
    if let total = applePay?[totalKey]?["amount"]?.stringValue.flatMap({ Decimal(string: $0) }) {
      check(sum == total, "the immediate items add up to \(sum), the total is \(total)")
    }
    let methods = array(applePay?[event == .initial ? "shippingMethods" : "newShippingMethods"])
    for (index, item) in methods.enumerated() { method(item, "applePay.shippingMethods[\(index)]") }
    check(
      Set(methods.compactMap { $0["identifier"]?.stringValue }).count == methods.count, "duplicate method identifiers")
    for (index, item) in array(applePay?["errors"]).enumerated() { appleError(item, "applePay.errors[\(index)]") }

    // W3C PaymentDetailsUpdate.
    let details = response["paymentRequest"]
    check(
      keys(details).isSubset(of: [
        "total", "displayItems", "shippingOptions", "shippingAddressErrors", "modifiers", "error",
      ])
        && keys(details).isSuperset(of: ["total", "displayItems", "shippingOptions", "shippingAddressErrors"]),
      "paymentRequest keys \(keys(details).sorted())")
    func currencyAmount(_ value: JSONValue?, _ path: String, allowNegative: Bool) {
      check(keys(value) == ["currency", "value"], "\(path) keys")
      check(value?["currency"]?.stringValue == currency.code, "\(path).currency")
      check(amountOK(value?["value"], allowNegative: allowNegative), "\(path).value")
    }
    check(
      keys(details?["total"]) == (anyPending ? ["label", "amount", "pending"] : ["label", "amount"]),
      "paymentRequest.total keys \(keys(details?["total"]).sorted())")
    if anyPending { check(details?["total"]?["pending"] == .bool(true), "paymentRequest.total.pending") }
    currencyAmount(details?["total"]?["amount"], "paymentRequest.total.amount", allowNegative: false)
    for (index, item) in array(details?["displayItems"]).enumerated() {
      check(keys(item).isSubset(of: ["label", "amount", "pending"]), "paymentRequest.displayItems[\(index)] keys")
      currencyAmount(item["amount"], "paymentRequest.displayItems[\(index)].amount", allowNegative: true)
    }
    let options = array(details?["shippingOptions"])
    for (index, item) in options.enumerated() {
      check(keys(item) == ["id", "label", "amount", "selected"], "paymentRequest.shippingOptions[\(index)] keys")
      currencyAmount(item["amount"], "paymentRequest.shippingOptions[\(index)].amount", allowNegative: false)
    }
    check(Set(options.compactMap { $0["id"]?.stringValue }).count == options.count, "duplicate option ids")
    let selectedCount = options.filter { $0["selected"] == .bool(true) }.count
    check(options.isEmpty ? selectedCount == 0 : selectedCount == 1, "\(selectedCount) selected shipping options")
    check(keys(details?["shippingAddressErrors"]).isSubset(of: addressErrorKeys), "shippingAddressErrors keys")
    // W3C PaymentDetailsModifier, for Apple Pay (Apple, "ApplePayModifier"):
    // `supportedMethods`, a `total` PaymentItem, `additionalDisplayItems`,
    // and `data` an ApplePayModifier naming one ApplePayPaymentMethodType,
    // each type once. The total is the displayed items plus the additional
    // ones, less the request's own card adjustment, if any.
    if let modifiers = details?["modifiers"] {
      let list = array(modifiers)
      check(!list.isEmpty, "paymentRequest.modifiers is empty; it is left out then")
      var types: [String] = []
      for (index, modifier) in list.enumerated() {
        let path = "paymentRequest.modifiers[\(index)]"
        check(
          keys(modifier) == ["supportedMethods", "total", "additionalDisplayItems", "data"], "\(path) keys")
        check(modifier["supportedMethods"]?.stringValue == "https://apple.com/apple-pay", "\(path).supportedMethods")
        check(
          keys(modifier["total"]) == (anyPending ? ["label", "amount", "pending"] : ["label", "amount"]),
          "\(path).total keys")
        check(modifier["total"]?["label"] == details?["total"]?["label"], "\(path).total.label")
        currencyAmount(modifier["total"]?["amount"], "\(path).total.amount", allowNegative: false)
        let additional = array(modifier["additionalDisplayItems"])
        check(additional.count == 1, "\(path).additionalDisplayItems count \(additional.count)")
        for item in additional {
          check(keys(item) == ["label", "amount"], "\(path).additionalDisplayItems keys")
          currencyAmount(item["amount"], "\(path).additionalDisplayItems.amount", allowNegative: true)
        }
        check(keys(modifier["data"]) == ["paymentMethodType"], "\(path).data keys")
        let type = modifier["data"]?["paymentMethodType"]?.stringValue ?? ""
        check(["debit", "credit", "prepaid", "store"].contains(type), "\(path).data.paymentMethodType '\(type)'")
        check(!types.contains(type), "\(path): a second modifier for \(type)")
        types.append(type)
      }
    }
    // W3C: `error` is why no shipping option is available; Safari shows it only then.
    check(details?["error"] == nil || options.isEmpty, "paymentRequest.error beside \(options.count) shipping options")
    return problems
  }
}
