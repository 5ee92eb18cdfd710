// Payments made later, in Apple Pay's shapes (Apple, "Apple Pay on the
// Web": `ApplePayLineItem`, `ApplePayRecurringPaymentRequest`,
// `ApplePayDeferredPaymentRequest`, `ApplePayAutomaticReloadPaymentRequest`).
//
// Apple Pay JS takes the line items' dates as JavaScript `Date` objects,
// which JSON cannot carry: they are written as days, `YYYY-MM-DD`, and the
// page builds each with `new Date(year, month - 1, day)`, the shopper's
// local midnight of that day, so the sheet shows the day written (the JSON contract article,
// "Handing the answer to the page").
extension ApplePayWriter {
  /// An `ApplePayLineItem` for a later payment: label, amount and type,
  /// then `paymentTiming` and the members of that timing.
  static func writeItem(_ json: inout JSONWriter, _ payment: Quote.LaterPayment) {
    json.object { json in
      json.member("label", payment.item.label)
      json.member("amount", payment.item.amount)
      json.member("type", payment.item.type.rawValue)
      switch payment.schedule {
      case .recurring(let unit, let count, let start, let end):
        json.member("paymentTiming", "recurring")
        json.member("recurringPaymentStartDate", start.description)
        json.member("recurringPaymentIntervalUnit", unit.rawValue)
        json.member("recurringPaymentIntervalCount", count)
        if let end { json.member("recurringPaymentEndDate", end.description) }
      case .deferred(let day):
        json.member("paymentTiming", "deferred")
        json.member("deferredPaymentDate", day.description)
      case .automaticReload(let threshold):
        json.member("paymentTiming", "automaticReload")
        json.member("automaticReloadPaymentThresholdAmount", threshold)
      }
    }
  }

  /// The Apple Pay line items: the quote's, then its later payments'.
  static func writeItems(_ json: inout JSONWriter, _ view: SheetView) {
    json.array { json in
      for item in view.items { writeItem(&json, item) }
      for payment in view.laterPayments { writeItem(&json, payment) }
    }
  }

  /// The update's request for the later payments, when the quote has
  /// any: `recurringPaymentRequest` (with `regularBilling` and, for a
  /// trial, `trialBilling`), `deferredPaymentRequest` (`deferredBilling`)
  /// or `automaticReloadPaymentRequest` (`automaticReloadBilling`), each
  /// with its required `paymentDescription` and `managementURL`; named
  /// `new...` in an update (`ApplePayShippingContactUpdate` and the other
  /// three update dictionaries).
  static func writeLaterPayments(_ view: SheetView, to json: inout JSONWriter) {
    guard let first = view.laterPayments.first else { return }
    let initial = view.event == .initial
    switch first.schedule {
    case .recurring: json.key(initial ? "recurringPaymentRequest" : "newRecurringPaymentRequest")
    case .deferred: json.key(initial ? "deferredPaymentRequest" : "newDeferredPaymentRequest")
    case .automaticReload: json.key(initial ? "automaticReloadPaymentRequest" : "newAutomaticReloadPaymentRequest")
    }
    json.object { json in
      json.member("paymentDescription", first.paymentDescription)
      for payment in view.laterPayments {
        switch payment.schedule {
        case .recurring: json.key(payment.isTrial ? "trialBilling" : "regularBilling")
        case .deferred: json.key("deferredBilling")
        case .automaticReload: json.key("automaticReloadBilling")
        }
        writeItem(&json, payment)
      }
      json.member("managementURL", first.managementURL)
    }
  }
}
