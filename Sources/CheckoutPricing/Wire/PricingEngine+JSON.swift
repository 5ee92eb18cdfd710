extension PricingEngine {
  /// Prices one JSON request and returns the JSON response: the contract
  /// the command-line tool and any non-Swift checkout server use.
  ///
  /// A request that cannot be read is answered, never thrown: status
  /// `failure` and an error naming the JSON path.
  ///
  /// ```swift
  /// let response = engine.respond(toJSON: Array(body.utf8))
  /// response.text    // {"status":"success","errors":[],...}
  /// ```
  public func respond(toJSON bytes: [UInt8]) -> PricingResponse {
    let decoded: (request: QuoteRequest, id: RequestID?)
    do {
      decoded = try RequestDecoder(currency: book.merchant.currency).decodeIdentified(bytes)
    } catch {
      let failure = QuoteError(.unknown, error.message, path: error.path)
      return PricingResponse(bytes: ResponseEncoder.encodeMalformed(failure, id: error.id), status: .failure)
    }
    let quote = quote(decoded.request)
    // Before a card is picked, each card type's total for a W3C sheet.
    let cards = decoded.request.paymentMethod == nil ? cardTotals(for: quote) : []
    return PricingResponse(
      bytes: ResponseEncoder.encode(quote, id: decoded.id, cardTotals: cards), status: quote.status)
  }

  /// The response to a request that could not be read at all, such as a
  /// line too long to read: status `failure` and the error at `path`.
  public static func malformedResponse(_ message: String, path: String) -> String {
    String(decoding: ResponseEncoder.encodeMalformed(QuoteError(.unknown, message, path: path)), as: UTF8.self)
  }

  /// Explains a JSON request: for every service, why it was excluded or how
  /// its price was built, then the tax components; one line each.
  ///
  /// Control characters in the text, which may come from a table or the
  /// request (a label, a code, a city), are escaped as `\u{1B}`, so that
  /// neither can forge a line or send a terminal its codes.
  public func explain(json bytes: [UInt8]) -> PricingResponse {
    let request: QuoteRequest
    do {
      request = try RequestDecoder(currency: book.merchant.currency).decode(bytes)
    } catch {
      return PricingResponse(text: Self.text(lines: ["error: \(error.path): \(error.message)"]), status: .failure)
    }
    return explain(request)
  }

  /// Explains a request: the zone, each service's price or exclusion, the
  /// discounts, the tax components, and the summary, with control
  /// characters escaped as ``explain(json:)`` does.
  public func explain(_ request: QuoteRequest) -> PricingResponse {
    let quote = quote(request, explaining: true)
    var lines: [String] = []
    let breakdown = quote.breakdown
    // A failed request says so first, before the figures it could still price.
    for error in quote.errors { lines.append("error: \(error)") }
    if let destination = breakdown.destination {
      lines.append("destination: \(destination)")
    }
    if let destination = breakdown.destination, let zone = book.zone(for: destination) {
      lines.append(
        "zone: \(zone.area) (\(book.zones.location(of: zone.rule)))\(zone.dependsOnFullPostcode ? ", depends on the full postcode" : "")"
      )
    } else if breakdown.destination != nil {
      lines.append("zone: none")
    }
    if breakdown.destination != nil {
      for explanation in breakdown.shipping?.explanations ?? [] {
        let type = explanation.plan.service.type
        if let reason = explanation.exclusion {
          lines.append("service \(explanation.service): excluded: \(reason)")
        } else if type != request.shippingType {
          // Priced, but the sheet offers only methods of its shipping type.
          lines.append(
            "service \(explanation.service): excluded: a \(type.rawValue) method; the sheet asks for \(request.shippingType.rawValue)"
          )
        } else {
          lines.append("service \(explanation.service): offered")
          lines += explanation.steps.map { "  \($0)" }
        }
      }
    }
    for item in breakdown.discounts?.items ?? [] {
      lines.append("discount: \(item.label): -\(item.amount)")
    }
    if let tax = breakdown.tax {
      lines.append(
        "tax: \(tax.jurisdiction?.id ?? "no jurisdiction"), \(tax.pricesIncludeTax ? "included in prices" : "added"), rounded per \(tax.roundingLevel.rawValue) \(tax.roundingMode.rawValue)"
      )
      switch breakdown.taxAddress {
      case .destination: break
      case .origin:
        lines.append("  sourced at the merchant's origin: an in-state sale in a jurisdiction with sourcing origin")
      case .store:
        let store = breakdown.shipping?.options.first?.store?.id ?? "?"
        lines.append("  sourced at store \(store): a store pickup is taxed where the goods are handed over")
      }
      let jurisdiction = tax.jurisdiction
      for component in tax.components {
        if component.isCompound, let jurisdiction {
          lines.append("  \(compoundText(component, in: jurisdiction))")
        } else {
          lines.append("  \(component.label) \(component.rate): \(component.tax) on \(component.base)")
        }
      }
    }
    if let exemption = breakdown.taxExemption {
      let kind = exemption.kind == .reverseCharge ? "reverse charge" : "exempt"
      lines.append(
        "tax: none charged: \(kind), \(exemption.id)\(breakdown.exemptedTax.map { "; \($0) not charged" } ?? "")")
    }
    for item in quote.lineItems {
      lines.append("item: \(item.label): \(item.type == .pending ? "pending" : item.amount.formatted())")
    }
    if let total = quote.total {
      lines.append(
        "total: \(total.label): \(total.type == .pending ? "pending, so far " : "")\(total.amount.formatted())")
    }
    for payment in quote.laterPayments {
      let amount = payment.item.type == .pending ? "pending" : payment.item.amount.formatted()
      let when: String
      switch payment.schedule {
      case .recurring(let unit, let count, let start, let end):
        when = "every \(count) \(unit.rawValue)(s) from \(start)\(end.map { " to \($0)" } ?? "")"
      case .deferred(let day):
        when = "on \(day)"
      case .automaticReload(let threshold):
        when = "each time the balance falls below \(threshold.formatted())"
      }
      lines.append("later: \(payment.item.label): \(amount) \(when), not in the total")
    }
    return PricingResponse(text: Self.text(lines: lines), status: quote.status)
  }

  /// The lines of an explanation as one text: every control character in
  /// a line escaped, so the line breaks between lines are the only ones.
  private static func text(lines: [String]) -> String {
    lines.map(Diagnostic.escapingControlCharacters).joined(separator: "\n")
  }

  /// A compound component's line, its base the sum it is: the net price
  /// plus the components it compounds on (RateTables/README.md,
  /// `compound`), exactly: `QST 9.975% compound: 34.51 on 346.0485 =
  /// 329.57 + GST 5% of 329.57`. When the lines at this rate compound on
  /// different rates, the base is named without the sum.
  private func compoundText(_ component: ComponentTax, in jurisdiction: TaxJurisdiction) -> String {
    let head = "\(component.label) \(component.rate) compound: \(component.tax) on"
    guard let index = jurisdiction.components.firstIndex(where: { $0.id == component.id }) else {
      return "\(head) \(component.base) plus the other components' tax"
    }
    // The rates of the other components in every rate set where this one
    // is charged at this rate; one answer when the lines agree.
    let sets = jurisdiction.schedule.sets.filter { !$0.isExempt && $0.nominal[index] == component.rate }
    let others = jurisdiction.components.indices.filter { !jurisdiction.components[$0].isCompound }
    var rates: [Rate]?
    for set in sets {
      let these = others.map { set.nominal[$0] }
      if rates == nil { rates = these } else if rates != these { rates = nil; break }
    }
    guard let rates else { return "\(head) \(component.base) plus the other components' tax" }
    let charged = zip(others, rates).filter { $0.1.units != 0 }
    let base = component.base.decimal * (1 + charged.reduce(Decimal(0)) { $0 + $1.1.decimal })
    let parts = charged.map { "\(jurisdiction.components[$0.0].label) \($0.1)" }.joined(separator: " + ")
    return charged.isEmpty
      ? "\(head) \(component.base)"
      : "\(head) \(base) = \(component.base) + \(parts) of \(component.base)"
  }
}
