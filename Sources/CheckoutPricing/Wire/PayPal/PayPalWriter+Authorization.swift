extension PayPalWriter {
  /// The answer for an approved order, before the server captures it:
  /// `{"id", "capture": true, "patch"}` on accept, `{"id", "capture":
  /// false, "message"}` on refusal.
  ///
  /// - `patch` is the body of Orders v2 "Update order" (`PATCH
  ///   /v2/checkout/orders/{id}`, a JSON Patch array): one `replace` of
  ///   `/purchase_units/@reference_id=='…'/amount`, which PayPal allows on
  ///   an `APPROVED` order ("Updates an order with a CREATED or APPROVED
  ///   status"; `purchase_units[].amount`: `replace`), with the capture
  ///   amount and its `breakdown` (``PayPalBreakdown``). The server sends
  ///   it, then captures the order (`POST …/capture`), which takes the
  ///   order's amount.
  /// - PayPal's limits: a capture above the approved amount is an
  ///   overage, refused beyond 115% by default and not allowed at all
  ///   where local rules forbid it (PSD2; Payments v2,
  ///   `MAX_CAPTURE_AMOUNT_EXCEEDED`). The engine never asks for more than
  ///   the approved amount: a rise within the merchant's tolerance is
  ///   absorbed, written as `discount`, so the breakdown still adds up to
  ///   the capture. An amount above the approved one is refused here
  ///   rather than sent.
  /// - A refusal says not to capture; the page tells the buyer why.
  static func writeAuthorization(_ view: SheetView, to json: inout JSONWriter) {
    let payPal: PayPalContext? = if case .payPal(let payPal)? = view.wallet { payPal } else { nil }
    var breakdown = PayPalBreakdown(view.items)
    // What the merchant absorbs comes off as a discount, so the breakdown
    // adds up to the capture; a sum beyond `Int64` is refused, not wrapped.
    if let absorbed = view.authorization?.absorbedAmount, let figures = breakdown {
      let (discount, overflow) = figures.discount.addingReportingOverflow(absorbed.minorUnits)
      breakdown = overflow ? nil : figures
      breakdown?.discount = discount
    }
    guard view.authorizationRefusal == nil, let decision = view.authorization, let capture = decision.captureAmount,
      capture <= decision.authorizedTotal, let breakdown
    else {
      json.object { json in
        if let payPal { json.member("id", payPal.orderID) }
        json.member("capture", false)
        json.member("message", view.authorizationRefusal?.message ?? view.text.words.totalRose)
      }
      return
    }
    json.object { json in
      if let payPal { json.member("id", payPal.orderID) }
      json.member("capture", true)
      json.key("patch")
      json.array { json in
        json.object { json in
          json.member("op", "replace")
          json.member("path", "/purchase_units/@reference_id=='\(payPal?.referenceID ?? "default")'/amount")
          json.key("value")
          json.object { json in
            json.member("currency_code", view.currency.code)
            json.member("value", capture)
            json.key("breakdown")
            writeBreakdown(breakdown, in: view.currency, to: &json)
          }
        }
      }
    }
  }
}
