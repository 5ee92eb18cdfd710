extension ResponseEncoder {
  /// The engine's own account of a quote: the zone, each discount and its
  /// allocation per line, the tax per component and per rate, the shipping
  /// discount and the payment adjustment. Not part of any sheet's shape.
  static func write(_ breakdown: QuoteBreakdown, to json: inout JSONWriter) {
    json.object { json in
      json.key("zone")
      if let match = breakdown.shipping?.zone {
        json.object { json in
          json.member("zone", match.area)
          json.member("dependsOnFullPostcode", match.dependsOnFullPostcode)
        }
      } else {
        json.null()
      }
      json.key("discounts")
      writeDiscounts(breakdown.discounts, to: &json)
      json.member("shippingDiscount", breakdown.shippingDiscount)
      json.key("tax")
      if let tax = breakdown.tax {
        write(tax, notCharged: breakdown.exemptedTax, to: &json)
      } else {
        json.null()
      }
      // Only when the tax was not looked up at the shopper's address.
      switch breakdown.taxAddress {
      case .destination: break
      case .origin:
        json.key("taxSourcedAt")
        json.object { json in json.member("address", "origin") }
      case .store:
        json.key("taxSourcedAt")
        json.object { json in
          json.member("address", "store")
          json.key("store")
          json.string(orNull: breakdown.taxStore)
        }
      case .euDistanceSaleOrigin, .euDistanceSaleDestination:
        // Which VAT an EU distance sale is charged, both ways.
        json.key("taxSourcedAt")
        json.object { json in
          json.member("address", breakdown.taxAddress == .euDistanceSaleOrigin ? "origin" : "destination")
          json.member("rule", "euDistanceSales")
        }
      }
      // Only when claimed: a breakdown without a claim has no such member.
      if let exemption = breakdown.taxExemption {
        json.key("taxExemption")
        json.object { json in
          json.member("kind", exemption.kind.rawValue)
          json.member("id", exemption.id)
          json.key("taxNotCharged")
          if let exempted = breakdown.exemptedTax {
            json.string(exempted)
          } else {
            json.null()
          }
        }
      }
      json.key("paymentAdjustment")
      if let adjustment = breakdown.paymentAdjustment {
        json.object { json in
          json.member("label", adjustment.label)
          json.member("amount", adjustment.amount)
        }
      } else {
        json.null()
      }
      if !breakdown.tenders.isEmpty { writeTenders(breakdown, to: &json) }
      // Only for a parcel abroad whose book has landed-cost tables.
      if let landed = breakdown.landedCost {
        json.key("landedCost")
        write(
          landed, lineIDs: breakdown.discounts?.discountedLines.map(\.id) ?? [],
          exponent: breakdown.shippingDiscount.exponent, to: &json)
      }
      // Only for a redacted postcode that finer rules divide.
      if let place = breakdown.redactedPlace { write(place, to: &json) }
    }
  }

  /// Only when the request sent tenders: each, in the order applied, with
  /// what it paid and what remains on it.
  private static func writeTenders(_ breakdown: QuoteBreakdown, to json: inout JSONWriter) {
    json.key("tenders")
    json.array(breakdown.tenders.indices) { json, index in
      let tender = breakdown.tenders[index]
      // A quote with a total (the only kind written) used each, maybe 0.
      let used =
        index < breakdown.tendersUsed.count ? breakdown.tendersUsed[index] : .zero(exponent: tender.amount.exponent)
      json.object { json in
        json.member("kind", tender.kindName)
        json.member("id", tender.id)
        json.member("amount", tender.amount)
        json.member("used", used)
        json.member(
          "remaining",
          Amount(uncheckedMinorUnits: tender.amount.minorUnits - used.minorUnits, exponent: used.exponent))
      }
    }
  }

  /// Each discount with its allocation to the discounted lines, in order.
  private static func writeDiscounts(_ discounts: DiscountResult?, to json: inout JSONWriter) {
    let lines = discounts?.discountedLines ?? []
    json.array(discounts?.items ?? []) { json, item in
      json.object { json in
        json.member("label", item.label)
        if let code = item.code {
          json.member("code", code)
        }
        json.member("amount", item.amount)
        json.key("allocations")
        json.array(zip(lines, item.allocations)) { json, allocation in
          json.object { json in
            json.member("line", allocation.0.id)
            json.member("amount", allocation.1)
          }
        }
      }
    }
  }

  /// The tax: jurisdiction, whether prices include it, the totals, and the
  /// tax per component and per rate.
  ///
  /// In a jurisdiction where the merchant is not registered, `notCharged`
  /// says why and what would have been due (`notCharged`, the tax
  /// computed and not charged): only then, so other breakdowns keep their
  /// shape.
  private static func write(_ tax: TaxResult, notCharged: Amount?, to json: inout JSONWriter) {
    json.object { json in
      json.key("jurisdiction")
      json.string(orNull: tax.jurisdiction?.id)
      json.member("pricesIncludeTax", tax.pricesIncludeTax)
      json.member("total", tax.total)
      json.member("shipping", tax.shipping.tax)
      tax.withParts { components, rates in
        json.key("components")
        json.array(components) { json, figures in
          let component = tax.component(figures)
          json.object { json in
            json.member("id", component.id)
            json.member("label", component.label)
            json.member("level", component.level.rawValue)
            json.member("rate", component.rate.percentText)
            json.member("base", component.base)
            json.member("tax", component.tax)
          }
        }
        json.key("rates")
        json.array(rates) { json, figures in
          let rate = tax.rate(figures)
          json.object { json in
            json.member("rate", rate.rate.percentText)
            json.member("base", rate.base)
            json.member("tax", rate.tax)
          }
        }
      }
      if let jurisdiction = tax.jurisdiction, !jurisdiction.isRegistered {
        json.key("notCharged")
        json.object { json in
          json.member("reason", "notRegistered")
          json.key("taxNotCharged")
          if let notCharged {
            json.string(notCharged)
          } else {
            json.null()
          }
        }
      }
    }
  }

  /// The candidates of a redacted postcode and the one the quote shows:
  /// `redactedPlace` of the breakdown.
  private static func write(_ place: RedactedPlaceChoice, to json: inout JSONWriter) {
    json.key("redactedPlace")
    json.object { json in
      json.member("postcode", place.postcode)
      json.member("policy", place.policy.rawValue)
      json.key("candidates")
      json.array { json in
        for candidate in place.candidates { json.string(candidate) }
      }
      json.member("chosen", place.candidates[place.chosen])
      json.key("pending")
      json.array { json in
        for kind in place.pendingItems { json.string(kind == .tax ? "tax" : "shipping") }
      }
    }
  }
}
