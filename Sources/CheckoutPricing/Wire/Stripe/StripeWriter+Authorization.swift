extension StripeWriter {
  /// The answer to the Express Checkout Element's `confirm` event:
  /// `{"paymentIntent", "capture"}` on accept, `{"paymentFailed"}` on
  /// refusal.
  ///
  /// - `paymentIntent` holds the parameters of Stripe's "Create a
  ///   PaymentIntent" for the amount the shopper authorized: `amount`, an
  ///   integer in Stripe's smallest unit of the currency
  ///   (``StripeMinorUnits``), the element's own `amount`; `currency`, "in
  ///   lowercase"; `capture_method` `manual`, which places a hold for the
  ///   amount (Stripe, "Place a hold on a payment method").
  /// - `capture` holds those of "Capture a PaymentIntent":
  ///   `amount_to_capture`, the capture amount, which "must be less than or
  ///   equal to the original amount"; Stripe releases the rest of the hold.
  ///   The capture is never above the authorized total (the engine absorbs
  ///   a rise within the merchant's tolerance), and the writer checks it.
  /// - `paymentFailed` is the payload of the event's `paymentFailed`:
  ///   `reason`, one of stripe-js's `'fail' | 'invalid_shipping_address' |
  ///   'invalid_billing_address' | 'invalid_payment_data' |
  ///   'address_unserviceable'`, and `message`, "a short, concise, localized
  ///   error message to display on the payment sheet" (Stripe.js reference,
  ///   "Confirm event"). An address that is not full or lies outside the
  ///   place priced is `invalid_shipping_address`; a total that rose is
  ///   `fail`, Stripe's default, since no reason names a total.
  static func writeAuthorization(_ view: SheetView, to json: inout JSONWriter) {
    let factor = StripeMinorUnits.factor(for: view.currency)
    guard view.authorizationRefusal == nil, let decision = view.authorization, let capture = decision.captureAmount,
      capture <= decision.authorizedTotal
    else {
      json.object { json in
        json.key("paymentFailed")
        json.object { json in
          json.member("reason", failureReason(view))
          json.member("message", view.authorizationRefusal?.message ?? view.text.words.totalRose)
        }
      }
      return
    }
    json.object { json in
      json.key("paymentIntent")
      json.object { json in
        json.key("amount")
        json.integer(Int(decision.authorizedTotal.minorUnits * factor))
        json.member("currency", view.currency.code.lowercased())
        json.member("capture_method", "manual")
      }
      json.key("capture")
      json.object { json in
        json.key("amount_to_capture")
        json.integer(Int(capture.minorUnits * factor))
      }
    }
  }

  /// The `paymentFailed` reason of a refusal: the address's when it names
  /// a field or no method reaches it, else Stripe's default, `fail`.
  static func failureReason(_ view: SheetView) -> String {
    if view.authorizationRefusal?.field != nil { return "invalid_shipping_address" }
    if view.authorizationRefusal?.unserviceable == true { return "address_unserviceable" }
    guard view.authorization == nil, let problem = view.problems.first else { return "fail" }
    return switch problem.codes.googlePay {
    case .shippingAddressUnserviceable: "address_unserviceable"
    case .shippingAddressInvalid: "invalid_shipping_address"
    default: "fail"
    }
  }
}
