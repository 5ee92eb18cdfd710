/// Writes `explain`: the trace a quote already made, one line per decision.
///
/// The trace is data: the quote's ``QuoteBreakdown`` holds the zone the
/// shipping stage matched, each service's ``ShippingStep``s or
/// ``ExclusionReason``, the discounts, the tax components and the summary.
/// This is its one formatter, as swift-argument-parser keeps its help text
/// apart from its parsing: no stage writes text for `explain`, and the
/// writer looks nothing up again.
struct ExplainWriter {
  /// The file the zone rules came from, for the zone line.
  let zonesFile: String
  /// The lines written so far.
  var lines: [String] = []

  /// The explanation of `quote`, priced with the shipping stage recording
  /// its steps, as one text with control characters escaped.
  static func text(of quote: Quote, zonesFile: String) -> String {
    var writer = ExplainWriter(zonesFile: zonesFile)
    writer.write(quote)
    return text(lines: writer.lines)
  }

  /// The lines of an explanation as one text: every control character in
  /// a line escaped, so the line breaks between lines are the only ones.
  static func text(lines: [String]) -> String {
    lines.map(Diagnostic.escapingControlCharacters).joined(separator: "\n")
  }

  private mutating func write(_ quote: Quote) {
    let breakdown = quote.breakdown
    // A failed request says so first, before the figures it could still price.
    for error in quote.errors { lines.append("error: \(error)") }
    if let destination = breakdown.destination {
      lines.append("destination: \(destination)")
      if let place = breakdown.redactedPlace {
        let pending = place.pendingItems.isEmpty ? "" : "; amounts that differ among them are pending"
        lines.append(
          "redacted place: \(place.postcode) divided by finer rules into \(place.candidates.joined(separator: ", ")); priced at \(place.candidates[place.chosen]), the highest total\(pending)"
        )
      }
      writeShipping(breakdown.shipping, shippingType: quote.shippingType)
    }
    for item in breakdown.discounts?.items ?? [] {
      lines.append("discount: \(item.label): -\(item.amount)")
    }
    if let grant = breakdown.uncoveredFreeShipping, let method = quote.shippingMethods.first {
      // Applied, and nothing off: the code covers other services.
      lines.append(
        "discount: \(grant.code ?? grant.label): not applied to \(method.identifier), which it does not cover; it covers \(grant.services.joined(separator: ", "))"
      )
    }
    writeTax(breakdown)
    if let landed = breakdown.landedCost {
      writeLandedCost(
        landed, lineIDs: breakdown.discounts?.discountedLines.map(\.id) ?? [],
        exponent: quote.currency.minorUnits)
    }
    for item in quote.summaryItems {
      lines.append("item: \(item.label): \(item.type == .pending ? "pending" : item.amount.formatted())")
    }
    // What each tender paid and kept, after the items that show it.
    for (tender, used) in zip(breakdown.tenders, breakdown.tendersUsed) {
      let remaining = Amount(
        uncheckedMinorUnits: tender.amount.minorUnits - used.minorUnits, exponent: used.exponent)
      lines.append(
        "tender: \(ShopperText.english.label(of: tender)): \(used.formatted()) of \(tender.amount.formatted()) used, \(remaining.formatted()) remaining"
      )
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
    if let decision = quote.authorization { lines.append(Self.text(of: decision)) }
  }

  /// The zone the shipping stage matched and each service's price or
  /// exclusion.
  private mutating func writeShipping(_ shipping: ShippingResult?, shippingType: ShippingType) {
    if let zone = shipping?.zone {
      // What the zone rules alone said: a surcharge or an exclusion that
      // also depends on the full postcode is in its service's steps.
      let depends = zone.ruleDependsOnFullPostcode ? ", depends on the full postcode" : ""
      lines.append("zone: \(zone.area) (\(TableLocation(file: zonesFile, line: zone.rule.line)))\(depends)")
    } else {
      lines.append("zone: none")
    }
    for explanation in shipping?.explanations ?? [] {
      let type = explanation.plan.service.type
      if let reason = explanation.exclusion {
        lines.append("service \(explanation.service): excluded: \(reason)")
      } else if type != shippingType {
        // Priced, but the sheet offers only methods of its shipping type.
        lines.append(
          "service \(explanation.service): excluded: a \(type.rawValue) method; the sheet asks for \(shippingType.rawValue)"
        )
      } else {
        lines.append("service \(explanation.service): offered")
        lines += explanation.trace.map { "  \(Self.text(of: $0))" }
      }
    }
  }
}
