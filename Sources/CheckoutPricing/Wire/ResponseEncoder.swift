/// Writes a ``Quote`` as the JSON response of the contract of the JSON contract article
/// ("The JSON contract"): the engine's own fields, then `applePay`
/// (exactly the update object for the request's event) and `paymentRequest`
/// (exactly a W3C `PaymentDetailsUpdate`), each ready to hand to the browser.
///
/// Members are written in a fixed order straight into one buffer, so the
/// same quote always gives the same bytes, and a response costs one buffer
/// rather than an allocation per JSON node.
package enum ResponseEncoder {
  /// Room for a typical response (3 to 5 KB) without the buffer growing.
  static let typicalBytes = 6_144

  /// The response to a request, as compact JSON in UTF-8; with the request's `id`, the response
  /// repeats it first, with `cardTotals`, the W3C answer carries them as
  /// `modifiers`, and `context` says which formats to write.
  static func encode(
    _ quote: Quote, id: RequestID? = nil, cardTotals: [Quote.CardTotal] = [],
    context: ResponseContext = ResponseContext()
  ) -> [UInt8] {
    guard let total = quote.total else { return encodeFailure(quote.errors, id: id) }
    var json = JSONWriter(reservingCapacity: typicalBytes)
    write(quote, total: total, id: id, cardTotals: cardTotals, context: context, to: &json)
    return json.bytes
  }

  /// A request that could not be read.
  static func encodeMalformed(_ error: QuoteError, id: RequestID? = nil) -> [UInt8] {
    encodeFailure([error], id: id)
  }

  /// The request's `id`, as it came.
  private static func write(_ id: RequestID?, to json: inout JSONWriter) {
    switch id {
    case .string(let text)?: json.member("id", text)
    case .number(let text)?:
      json.key("id")
      json.number(text)
    case nil: break
    }
  }

  /// A request that could not be read or priced: status and the errors
  /// with their JSON paths, and nothing for the sheet, which has no total
  /// to show.
  private static func encodeFailure(_ errors: [QuoteError], id: RequestID?) -> [UInt8] {
    var json = JSONWriter(reservingCapacity: 256)
    json.object { json in
      write(id, to: &json)
      json.member("status", Quote.Status.failure.rawValue)
      json.key("errors")
      json.array(errors) { json, error in write(error, withPath: true, to: &json) }
    }
    return json.bytes
  }

  static func write(
    _ quote: Quote, total: SummaryItem, id: RequestID? = nil, cardTotals: [Quote.CardTotal] = [],
    context: ResponseContext = ResponseContext(), to json: inout JSONWriter
  ) {
    json.object { json in
      write(id, to: &json)
      json.member("status", quote.status.rawValue)
      json.key("errors")
      json.array(quote.errors) { json, error in write(error, withPath: true, to: &json) }
      json.member("currency", quote.currency.code)
      json.key("shippingMethods")
      let methods = json.recordingValue { $0.array(quote.shippingMethods, writeApplePayMethod) }
      json.key("selectedShippingMethod")
      json.string(orNull: quote.selectedShippingMethod)
      json.key("lineItems")
      let items = json.recordingValue { $0.array(quote.summaryItems, writeApplePayItem) }
      json.key("total")
      let written = json.recordingValue { writeApplePayItem(&$0, total) }
      if !quote.laterPayments.isEmpty {
        json.key("laterPayments")
        json.array(quote.laterPayments, writeApplePayItem)
      }
      json.key("breakdown")
      write(quote.breakdown, to: &json)
      // Each format asked for, in the order of `ResponseFormat`'s cases.
      if context.formats.contains(.applePay) {
        json.key("applePay")
        writeApplePay(
          quote, to: &json, repeating: WrittenSheet(total: written, lineItems: items, shippingMethods: methods))
      }
      if context.formats.contains(.paymentRequest) {
        json.key("paymentRequest")
        writePaymentRequest(quote, total: total, cardTotals: cardTotals, to: &json)
      }
      if context.formats.contains(.googlePay) {
        json.key("googlePay")
        writeGooglePay(quote, total: total, context: context, to: &json)
      }
      if context.formats.contains(.stripe) {
        json.key("stripe")
        writeStripe(quote, total: total, context: context, to: &json)
      }
      if context.formats.contains(.payPal) {
        json.key("payPal")
        writePayPal(quote, total: total, context: context, to: &json)
      }
    }
  }

  // MARK: - Apple Pay

  /// Where the response's own `total`, `lineItems` and `shippingMethods`
  /// were written. The Apple Pay update holds the same three values, so it
  /// copies their bytes rather than writing them again.
  struct WrittenSheet {
    var total: Range<Int>
    var lineItems: Range<Int>
    var shippingMethods: Range<Int>
  }

  /// The update dictionary Apple Pay JS expects for the event:
  /// `ApplePayShippingContactUpdate`, `ApplePayShippingMethodUpdate` (which
  /// has no errors), `ApplePayPaymentMethodUpdate`, `ApplePayCouponCodeUpdate`,
  /// or, before the sheet opens, the request's `total`, `lineItems` and
  /// `shippingMethods`.
  static func writeApplePay(_ quote: Quote, to json: inout JSONWriter, repeating sheet: WrittenSheet) {
    func errors(_ json: inout JSONWriter) {
      json.key("errors")
      json.array(quote.errors) { json, error in write(error, withPath: false, to: &json) }
    }
    // The total and line items, under the names of the event's update;
    // the items followed by the later payments, when there are any.
    func summary(_ json: inout JSONWriter, total: StaticString, items: StaticString) {
      json.key(total)
      json.repeatValue(at: sheet.total)
      json.key(items)
      if quote.laterPayments.isEmpty {
        json.repeatValue(at: sheet.lineItems)
      } else {
        writeApplePayItems(&json, quote)
      }
    }
    json.object { json in
      switch quote.event {
      case .initial:
        summary(&json, total: "total", items: "lineItems")
        json.key("shippingMethods")
        json.repeatValue(at: sheet.shippingMethods)
        json.member("shippingType", quote.shippingType.rawValue)
      case .shippingContactSelected, .couponCodeChanged:
        summary(&json, total: "newTotal", items: "newLineItems")
        json.key("newShippingMethods")
        json.repeatValue(at: sheet.shippingMethods)
        errors(&json)
      case .shippingMethodSelected:
        summary(&json, total: "newTotal", items: "newLineItems")
      case .paymentMethodSelected:
        summary(&json, total: "newTotal", items: "newLineItems")
        errors(&json)
      }
      writeApplePayLaterPayments(quote, to: &json)
    }
  }

  /// An `ApplePayLineItem`: label, amount and type.
  static func writeApplePayItem(_ json: inout JSONWriter, _ item: SummaryItem) {
    json.object { json in
      json.member("label", item.label)
      json.member("amount", item.amount)
      json.member("type", item.type.rawValue)
    }
  }

  /// An `ApplePayShippingMethod`, with its delivery window when it has one.
  static func writeApplePayMethod(_ json: inout JSONWriter, _ method: ShippingMethod) {
    json.object { json in
      json.member("identifier", method.identifier)
      json.member("label", method.label)
      json.key("detail")
      method.withDetail { json.string(utf8: $0) }
      json.member("amount", method.amount)
      if let window = method.window {
        json.key("dateComponentsRange")
        json.object { json in
          json.key("startDateComponents")
          writeDateComponents(window.earliest, to: &json)
          json.key("endDateComponents")
          writeDateComponents(window.latest, to: &json)
        }
      }
    }
  }

  private static func writeDateComponents(_ date: CalendarDate, to json: inout JSONWriter) {
    json.object { json in
      json.member("years", date.year)
      json.member("months", date.month)
      json.member("days", date.day)
    }
  }

  private static func write(_ error: QuoteError, withPath: Bool, to json: inout JSONWriter) {
    json.object { json in
      json.member("code", error.code.rawValue)
      if let field = error.contactField {
        json.member("contactField", field.rawValue)
      }
      json.member("message", error.message)
      if withPath, let path = error.path {
        json.member("path", path)
      }
    }
  }

  // MARK: - Payment Request

  /// A W3C `PaymentDetailsUpdate`: `total`, `displayItems`,
  /// `shippingOptions` (the selected one marked), `shippingAddressErrors`
  /// (keyed by the W3C `AddressErrors` names), `modifiers` when a card type
  /// changes the total, and `error`.
  ///
  /// Each modifier is a W3C `PaymentDetailsModifier` for Apple Pay
  /// (`supportedMethods` `https://apple.com/apple-pay`, Apple's "Apple Pay
  /// Payment Request API" identifier), whose `data` is an `ApplePayModifier`
  /// naming the `paymentMethodType`; its `total` and its one
  /// `additionalDisplayItems` are one of `cardTotals`
  /// (``PricingEngine/cardTotals(for:)``).
  ///
  /// The spec defines `error` as why no shipping option is available, and
  /// Safari shows it only then, so it is written only when no option is
  /// offered, and holds the errors that explain it: an unserviceable
  /// address, or a contact error with no `AddressErrors` member. Other
  /// errors (a coupon's) have no place in a W3C sheet; the page shows them
  /// from the response's `errors` (the JSON contract article, "Handing the answer to the page").
  static func writePaymentRequest(
    _ quote: Quote, total: SummaryItem, cardTotals: [Quote.CardTotal] = [], to json: inout JSONWriter
  ) {
    let code = quote.currency.code
    func amount(_ value: Amount, _ json: inout JSONWriter) {
      json.key("amount")
      json.object { json in
        json.member("currency", code)
        json.member("value", value)
      }
    }
    // Errors about a part of the address are keyed by it, the first for
    // each key.
    var addressErrors: [(key: String, message: String)] = []
    var noOptionReasons: [String] = []
    for error in quote.errors {
      if let field = error.contactField.flatMap(addressErrorKey) {
        if !addressErrors.contains(where: { $0.key == field }) { addressErrors.append((field, error.message)) }
      } else if error.code == .addressUnserviceable || error.code == .shippingContactInvalid {
        noOptionReasons.append(error.message)
      }
    }
    let selected = quote.selectedShippingMethod
    json.object { json in
      json.key("total")
      json.object { json in
        json.member("label", total.label)
        amount(total.amount, &json)
        if total.type == .pending {
          json.member("pending", true)
        }
      }
      json.key("displayItems")
      json.array(quote.summaryItems) { json, item in
        json.object { json in
          json.member("label", item.label)
          amount(item.amount, &json)
          if item.type == .pending {
            json.member("pending", true)
          }
        }
      }
      json.key("shippingOptions")
      json.array(quote.shippingMethods) { json, method in
        json.object { json in
          json.member("id", method.identifier)
          json.member("label", method.label)
          amount(method.amount, &json)
          json.member("selected", method.identifier == selected)
        }
      }
      json.key("shippingAddressErrors")
      json.object { json in
        for error in addressErrors {
          json.key(error.key)
          json.string(error.message)
        }
      }
      if !cardTotals.isEmpty {
        json.key("modifiers")
        json.array(cardTotals) { json, card in
          json.object { json in
            json.member("supportedMethods", applePayMethod)
            json.key("total")
            json.object { json in
              json.member("label", card.total.label)
              amount(card.total.amount, &json)
              if card.total.type == .pending {
                json.member("pending", true)
              }
            }
            json.key("additionalDisplayItems")
            json.array { json in
              json.object { json in
                json.member("label", card.adjustment.label)
                amount(card.adjustment.amount, &json)
              }
            }
            json.key("data")
            json.object { json in json.member("paymentMethodType", card.type.rawValue) }
          }
        }
      }
      if quote.shippingMethods.isEmpty && !noOptionReasons.isEmpty {
        json.member("error", noOptionReasons.joined(separator: " "))
      }
    }
  }

  /// The payment method identifier of Apple Pay in the W3C Payment Request
  /// API (Apple, "Apple Pay on the Web", "Payment Request API").
  static let applePayMethod = "https://apple.com/apple-pay"

  /// The W3C `AddressErrors` member for an Apple contact field (Safari maps
  /// `region` to `administrativeArea` and `city` to `locality`). The tests'
  /// tree encoder uses the same table.
  package static func addressErrorKey(_ field: ContactField) -> String? {
    switch field {
    case .postalCode: "postalCode"
    case .administrativeArea: "region"
    case .locality: "city"
    case .subLocality: "dependentLocality"
    case .country, .countryCode: "country"
    case .postalAddress: "addressLine"
    case .subAdministrativeArea: "region"
    }
  }
}
