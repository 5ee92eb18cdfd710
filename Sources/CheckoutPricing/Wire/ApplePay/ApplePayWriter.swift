/// The `applePay` answer: the update dictionary Apple Pay JS expects for
/// the event, `ApplePayShippingContactUpdate`,
/// `ApplePayShippingMethodUpdate` (which has no errors),
/// `ApplePayPaymentMethodUpdate`, `ApplePayCouponCodeUpdate`, or, before
/// the sheet opens, the request's `total`, `lineItems` and
/// `shippingMethods`.
///
/// The response's own `total`, `lineItems` and `shippingMethods` are in
/// Apple's shapes too: ``ResponseEncoder`` writes them with this writer's
/// `writeItem` and `writeMethod`, and the
/// update copies their bytes (``SheetView/written``).
enum ApplePayWriter: SheetWriter {
  static let member: StaticString = "applePay"

  /// Apple Pay JS takes every currency at its own decimals.
  static func refusal(currency: Currency, wallet: WalletContext?) -> String? { nil }

  static func write(_ view: SheetView, to json: inout JSONWriter) {
    if view.event == .paymentAuthorized { return writeAuthorizationResult(view, to: &json) }
    func errors(_ json: inout JSONWriter) {
      json.key("errors")
      json.array(view.problems) { json, problem in ResponseEncoder.write(problem.error, withPath: false, to: &json) }
    }
    // The total and line items, under the names of the event's update;
    // the items followed by the later payments, when there are any.
    func summary(_ json: inout JSONWriter, total: StaticString, items: StaticString) {
      json.key(total)
      json.repeatValue(at: view.written.total)
      json.key(items)
      if view.laterPayments.isEmpty {
        json.repeatValue(at: view.written.lineItems)
      } else {
        writeItems(&json, view)
      }
    }
    json.object { json in
      switch view.event {
      case .initial:
        summary(&json, total: "total", items: "lineItems")
        json.key("shippingMethods")
        json.repeatValue(at: view.written.shippingMethods)
        json.member("shippingType", view.shippingType.rawValue)
      case .shippingContactSelected, .couponCodeChanged:
        summary(&json, total: "newTotal", items: "newLineItems")
        json.key("newShippingMethods")
        json.repeatValue(at: view.written.shippingMethods)
        errors(&json)
      case .shippingMethodSelected:
        summary(&json, total: "newTotal", items: "newLineItems")
      case .paymentMethodSelected:
        summary(&json, total: "newTotal", items: "newLineItems")
        errors(&json)
      case .paymentAuthorized:
        break
      }
      writeLaterPayments(view, to: &json)
    }
  }

  /// An `ApplePayLineItem`: label, amount and type.
  static func writeItem(_ json: inout JSONWriter, _ item: SummaryItem) {
    json.object { json in
      json.member("label", item.label)
      json.member("amount", item.amount)
      json.member("type", item.type.rawValue)
    }
  }

  /// An `ApplePayShippingMethod`, with its delivery window when it has one.
  static func writeMethod(_ json: inout JSONWriter, _ method: ShippingMethod, in view: borrowing SheetView) {
    json.object { json in
      json.member("identifier", method.identifier)
      json.member("label", method.label)
      json.key("detail")
      view.withDetail(of: method) { json.string(utf8: $0) }
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
}
