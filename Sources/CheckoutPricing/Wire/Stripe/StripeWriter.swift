// The `stripe` answer: what the page hands to Stripe's Express Checkout
// Element, `elements.update({amount})` then `event.resolve({lineItems,
// shippingRates})` (stripe-js `types/stripe-js/elements/express-checkout.d.ts`,
// `ChangeResolveDetails`, `LineItem`, `ShippingRate`, `DeliveryEstimate`;
// `types/stripe-js/elements-group.d.ts`, the update's `amount`).
enum StripeWriter: SheetWriter {
  static let member: StaticString = "stripe"

  /// Stripe, "Supported currencies": integers in Stripe's smallest unit,
  /// three-decimal ones ending in 0 (``StripeMinorUnits``).
  static func refusal(currency: Currency, wallet: WalletContext?) -> String? {
    StripeMinorUnits.refusal(of: currency)
  }

  /// The `stripe` answer: `{"amount", "lineItems", "shippingRates"}`, or
  /// `{"reject": true, "message"}` for a quote the sheet cannot take.
  ///
  /// Amounts are integers in Stripe's smallest unit of the currency
  /// (``StripeMinorUnits``): cents, yen as yen. Stripe.js requires `amount`
  /// to equal the line items plus the selected rate, or throws
  /// `IntegrationError` and the sheet hangs (Sylius/StripePlugin #76), so
  /// the shipping summary item is not a line item: the selected rate, the
  /// first, carries it. Discounts are negative line items; sent positive,
  /// they hang the sheet (woocommerce-gateway-stripe #5926, #5929). A
  /// free-shipping code that does not cover the selected rate is a line
  /// item of 0 naming the rates it covers.
  ///
  /// Stripe has no pending item: an amount not yet known (shipping or tax
  /// before an address) is left out, so `amount` is the total known so far,
  /// which is the quote's total, where a pending item counts 0. Later
  /// payments are not in the answer: `amount` is what is charged now, as
  /// the quote's total is, and the element's recurring and deferred
  /// requests are Apple Pay options the page sets with its own URLs.
  static func write(_ view: SheetView, to json: inout JSONWriter) {
    // The `confirm` event is answered with the PaymentIntent's amounts.
    if view.event == .paymentAuthorized { return writeAuthorization(view, to: &json) }
    // A currency Stripe's unit cannot carry exactly was refused before
    // anything was written (`refusal(currency:wallet:)`).
    let factor = StripeMinorUnits.factor(for: view.currency)
    // Stripe's `reject()` takes no reason, so the message is for the page.
    // An address no method reaches, or one with a wrong field, is the
    // shippingaddresschange that the sheet must refuse; figures beside it
    // would only invite resolving a sheet the merchant cannot ship.
    guard !view.cannotShipHere else {
      let refusals = view.problems.filter(\.codes.cannotShip)
      writeRejection(refusals.map(\.message).joined(separator: " "), to: &json)
      return
    }
    let selected = view.selected.map { $0.amount.minorUnits * factor } ?? 0
    // Every final item but shipping is a line item. The quote's items add
    // up to its total exactly, and its shipping item is the first method's
    // amount (or pending, 0, with no method): so the line items plus the
    // selected rate are the total, and `amount` is computed as that sum,
    // which makes Stripe's identity hold by construction.
    var amount = selected
    for item in view.items where isLineItem(item) {
      amount += item.amount.minorUnits * factor
    }
    json.object { json in
      json.key("amount")
      json.integer(Int(amount))
      json.key("lineItems")
      json.array { json in
        for item in view.items where isLineItem(item) {
          json.object { json in
            json.member("name", item.label)
            json.key("amount")
            json.integer(Int(item.amount.minorUnits * factor))
          }
        }
      }
      json.key("shippingRates")
      json.array(view.methods) { json, method in
        json.object { json in
          json.member("id", method.identifier)
          json.key("amount")
          json.integer(Int(method.amount.minorUnits * factor))
          json.member("displayName", method.label)
          if let window = method.statedWindow {
            // Every window counts business days from the order, handling
            // included, whether its detail states dates or a count: Stripe's
            // `business_day` unit says the same without the merchant's
            // calendar.
            //
            // Stripe's `DeliveryEstimate.value` "must be greater than 0", and
            // an empty `minimum` "represents no lower bound" (Stripe API
            // reference, Shipping Rates, `delivery_estimate`): a window from
            // today leaves the minimum out. A window that ends today has no
            // bound Stripe can state in business days, so it is sent as the
            // string stripe-js also accepts: "Same business day".
            json.key("deliveryEstimate")
            if window.maximumBusinessDays == 0 {
              json.string(view.text.detail(of: window, style: .businessDays, type: method.type))
            } else {
              json.object { json in
                if window.minimumBusinessDays > 0 {
                  json.key("minimum")
                  writeEstimate(window.minimumBusinessDays, to: &json)
                }
                json.key("maximum")
                writeEstimate(window.maximumBusinessDays, to: &json)
              }
            }
          }
        }
      }
    }
  }

  /// Whether a summary item is one of Stripe's line items: it is known, and
  /// it is not the shipping, which the selected rate carries.
  private static func isLineItem(_ item: SummaryItem) -> Bool {
    item.type == .final && item.kind != .shipping
  }

  /// A `DeliveryEstimate` in business days.
  private static func writeEstimate(_ days: Int, to json: inout JSONWriter) {
    json.object { json in
      json.member("unit", "business_day")
      json.member("value", days)
    }
  }

  /// `{"reject": true, "message"}`: the page calls `event.reject()` and
  /// may show the message.
  private static func writeRejection(_ message: String, to json: inout JSONWriter) {
    json.object { json in
      json.member("reject", true)
      json.member("message", message)
    }
  }
}
