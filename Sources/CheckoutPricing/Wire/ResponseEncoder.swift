/// Writes a ``Quote`` as the JSON response of the contract in README.md
/// ("The JSON contract"): the engine's own fields, then `applePay`
/// (exactly the update object for the request's event) and `paymentRequest`
/// (exactly a W3C `PaymentDetailsUpdate`), each ready to hand to the browser.
///
/// Members are written in a fixed order straight into one buffer, so the
/// same quote always gives the same bytes, and a response costs one buffer
/// rather than an allocation per JSON node.
enum ResponseEncoder {
  /// Room for a typical response (3 to 5 KB) without the buffer growing.
  static let typicalBytes = 6_144

  /// The response to a quote, as compact JSON text.
  static func encode(_ quote: Quote) -> String {
    var json = JSONWriter(reservingCapacity: typicalBytes)
    write(quote, to: &json)
    return json.text
  }

  /// A request that could not be read: status, the error with its JSON path,
  /// and nothing for the sheet, which has no total to show.
  static func encodeMalformed(_ error: QuoteError) -> String {
    var json = JSONWriter(reservingCapacity: 256)
    json.object { json in
      json.key("status")
      json.string(Quote.Status.failure.rawValue)
      json.key("errors")
      json.array { json in write(error, withPath: true, to: &json) }
    }
    return json.text
  }

  static func write(_ quote: Quote, to json: inout JSONWriter) {
    json.object { json in
      json.key("status")
      json.string(quote.status.rawValue)
      json.key("errors")
      json.array(quote.errors) { json, error in write(error, withPath: true, to: &json) }
      json.key("currency")
      json.string(quote.currency.code)
      json.key("shippingMethods")
      json.array(quote.shippingMethods, writeApplePayMethod)
      json.key("selectedShippingMethod")
      json.string(orNull: quote.selectedShippingMethod)
      json.key("lineItems")
      json.array(quote.lineItems, writeApplePayItem)
      json.key("total")
      writeApplePayItem(&json, quote.total)
      json.key("breakdown")
      write(quote.breakdown, to: &json)
      json.key("applePay")
      writeApplePay(quote, to: &json)
      json.key("paymentRequest")
      writePaymentRequest(quote, to: &json)
    }
  }

  // MARK: - Apple Pay

  /// The update dictionary Apple Pay JS expects for the event:
  /// `ApplePayShippingContactUpdate`, `ApplePayShippingMethodUpdate` (which
  /// has no errors), `ApplePayPaymentMethodUpdate`, `ApplePayCouponCodeUpdate`,
  /// or, before the sheet opens, the request's `total`, `lineItems` and
  /// `shippingMethods`.
  static func writeApplePay(_ quote: Quote, to json: inout JSONWriter) {
    func errors(_ json: inout JSONWriter) {
      json.key("errors")
      json.array(quote.errors) { json, error in write(error, withPath: false, to: &json) }
    }
    json.object { json in
      switch quote.event {
      case .initial:
        json.key("total")
        writeApplePayItem(&json, quote.total)
        json.key("lineItems")
        json.array(quote.lineItems, writeApplePayItem)
        json.key("shippingMethods")
        json.array(quote.shippingMethods, writeApplePayMethod)
        json.key("shippingType")
        json.string(quote.shippingType.rawValue)
      case .shippingContactSelected, .couponCodeChanged:
        json.key("newTotal")
        writeApplePayItem(&json, quote.total)
        json.key("newLineItems")
        json.array(quote.lineItems, writeApplePayItem)
        json.key("newShippingMethods")
        json.array(quote.shippingMethods, writeApplePayMethod)
        errors(&json)
      case .shippingMethodSelected:
        json.key("newTotal")
        writeApplePayItem(&json, quote.total)
        json.key("newLineItems")
        json.array(quote.lineItems, writeApplePayItem)
      case .paymentMethodSelected:
        json.key("newTotal")
        writeApplePayItem(&json, quote.total)
        json.key("newLineItems")
        json.array(quote.lineItems, writeApplePayItem)
        errors(&json)
      }
    }
  }

  /// An `ApplePayLineItem`: label, amount and type.
  static func writeApplePayItem(_ json: inout JSONWriter, _ item: SummaryItem) {
    json.object { json in
      json.key("label")
      json.string(item.label)
      json.key("amount")
      json.string(item.amount)
      json.key("type")
      json.string(item.type.rawValue)
    }
  }

  /// An `ApplePayShippingMethod`, with its delivery window when it has one.
  static func writeApplePayMethod(_ json: inout JSONWriter, _ method: ShippingOption) {
    json.object { json in
      json.key("identifier")
      json.string(method.identifier)
      json.key("label")
      json.string(method.label)
      json.key("detail")
      json.string(method.detail)
      json.key("amount")
      json.string(method.amount)
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
      json.key("years")
      json.integer(date.year)
      json.key("months")
      json.integer(date.month)
      json.key("days")
      json.integer(date.day)
    }
  }

  private static func write(_ error: QuoteError, withPath: Bool, to json: inout JSONWriter) {
    json.object { json in
      json.key("code")
      json.string(error.code.rawValue)
      if let field = error.contactField {
        json.key("contactField")
        json.string(field.rawValue)
      }
      json.key("message")
      json.string(error.message)
      if withPath, let path = error.path {
        json.key("path")
        json.string(path)
      }
    }
  }

  // MARK: - Payment Request

  /// A W3C `PaymentDetailsUpdate`: `total`, `displayItems`,
  /// `shippingOptions` (the selected one marked), `shippingAddressErrors`
  /// (keyed by the W3C `AddressErrors` names), and `error` for errors that
  /// are not about the address.
  static func writePaymentRequest(_ quote: Quote, to json: inout JSONWriter) {
    let code = quote.currency.code
    func amount(_ value: Amount, _ json: inout JSONWriter) {
      json.key("amount")
      json.object { json in
        json.key("currency")
        json.string(code)
        json.key("value")
        json.string(value)
      }
    }
    // Errors about a part of the address are keyed by it, the first for
    // each key; the rest are joined into `error`.
    var addressErrors: [(key: String, message: String)] = []
    var general: [String] = []
    for error in quote.errors {
      if let field = error.contactField.flatMap(addressErrorKey), !addressErrors.contains(where: { $0.key == field }) {
        addressErrors.append((field, error.message))
      } else {
        general.append(error.message)
      }
    }
    let selected = quote.selectedShippingMethod
    json.object { json in
      json.key("total")
      json.object { json in
        json.key("label")
        json.string(quote.total.label)
        amount(quote.total.amount, &json)
      }
      json.key("displayItems")
      json.array(quote.lineItems) { json, item in
        json.object { json in
          json.key("label")
          json.string(item.label)
          amount(item.amount, &json)
          if item.type == .pending {
            json.key("pending")
            json.bool(true)
          }
        }
      }
      json.key("shippingOptions")
      json.array(quote.shippingMethods) { json, method in
        json.object { json in
          json.key("id")
          json.string(method.identifier)
          json.key("label")
          json.string(method.label)
          amount(method.amount, &json)
          json.key("selected")
          json.bool(method.identifier == selected)
        }
      }
      json.key("shippingAddressErrors")
      json.object { json in
        for error in addressErrors {
          json.key(error.key)
          json.string(error.message)
        }
      }
      if !general.isEmpty {
        json.key("error")
        json.string(general.joined(separator: " "))
      }
    }
  }

  /// The W3C `AddressErrors` member for an Apple contact field (Safari maps
  /// `region` to `administrativeArea` and `city` to `locality`).
  private static func addressErrorKey(_ field: ContactField) -> String? {
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
