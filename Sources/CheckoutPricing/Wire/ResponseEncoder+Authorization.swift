extension ResponseEncoder {
  /// The `authorization` member: `decision` (`accept` or `refuse`),
  /// `authorizedTotal`, `finalTotal` when the address was priced, and on
  /// acceptance `captureAmount` and, when the merchant absorbs a rise,
  /// `absorbedAmount`; on refusal `reason` (`totalRose`, `shippingContactInvalid` or
  /// `addressUnserviceable`) and the `contactField` of the latter.
  static func write(_ decision: AuthorizationDecision, to json: inout JSONWriter) {
    json.object { json in
      json.member("decision", decision.isAccepted ? "accept" : "refuse")
      json.member("authorizedTotal", decision.authorizedTotal)
      if let final = decision.finalTotal { json.member("finalTotal", final) }
      if let capture = decision.captureAmount { json.member("captureAmount", capture) }
      if let absorbed = decision.absorbedAmount { json.member("absorbedAmount", absorbed) }
      switch decision.refusal {
      case .totalRose?:
        json.member("reason", "totalRose")
      case .shippingContactInvalid(let field)?:
        json.member("reason", QuoteError.Code.shippingContactInvalid.rawValue)
        json.member("contactField", field.rawValue)
      case .addressUnserviceable?:
        json.member("reason", QuoteError.Code.addressUnserviceable.rawValue)
      case nil:
        break
      }
    }
  }

  /// The response to an authorization refused before anything was priced
  /// (a full address that is not full): the status, the errors, the
  /// currency, the `authorization` member and each format's refusal.
  /// No total, items or methods: nothing was priced.
  static func writeRefusal(
    _ quote: Quote, total: SummaryItem, id: RequestID?, context: ResponseContext, to json: inout JSONWriter
  ) {
    let view = SheetView(quote, total: total, cardTotals: [], wallet: context.wallet, text: context.text)
    json.object { json in
      write(id, to: &json)
      json.member("status", quote.status.rawValue)
      json.key("errors")
      json.array(view.problems) { json, problem in write(problem.error, withPath: true, to: &json) }
      json.member("currency", view.currency.code)
      if let decision = view.authorization {
        json.key("authorization")
        write(decision, to: &json)
      }
      for format in ResponseFormat.allCases where context.formats.contains(format) {
        let writer = format.writer
        json.key(writer.member)
        writer.write(view, to: &json)
      }
    }
  }
}
