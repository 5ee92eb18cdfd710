extension ExplainWriter {
  /// The decision on an authorization, as one `explain` line: what was
  /// compared, and what is captured or why nothing is.
  static func text(of decision: AuthorizationDecision) -> String {
    let authorized = decision.authorizedTotal.formatted()
    let final = decision.finalTotal?.formatted() ?? ""
    switch decision.refusal {
    case nil:
      let capture = decision.captureAmount?.formatted() ?? ""
      guard let absorbed = decision.absorbedAmount else {
        return "authorization: accept: the final total \(final) is at most the authorized \(authorized); capture \(capture)"
      }
      return
        "authorization: accept: the final total \(final) is above the authorized \(authorized) within the merchant's tolerance; capture \(capture), the merchant absorbs \(absorbed.formatted())"
    case .totalRose?:
      return
        "authorization: refuse: the final total \(final) is above the authorized \(authorized) by more than the merchant's tolerance"
    case .shippingContactInvalid(let field)?:
      return "authorization: refuse: the shipping contact is not a full address at \(field.rawValue); nothing is priced"
    case .addressUnserviceable?:
      return "authorization: refuse: no shipping method reaches the full address"
    }
  }
}
