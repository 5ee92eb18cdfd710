extension ResponseEncoder {
  /// The engine's own account of a quote: the zone, each discount and its
  /// allocation per line, the tax per component and per rate, the shipping
  /// discount and the payment adjustment. Not part of any sheet's shape.
  static func write(_ breakdown: QuoteBreakdown, to json: inout JSONWriter) {
    json.object { json in
      json.key("zone")
      if let match = breakdown.shipping?.zone {
        json.object { json in
          json.key("zone")
          json.string(match.area)
          json.key("dependsOnFullPostcode")
          json.bool(match.dependsOnFullPostcode)
        }
      } else {
        json.null()
      }
      json.key("discounts")
      writeDiscounts(breakdown.discounts, to: &json)
      json.key("shippingDiscount")
      json.string(breakdown.shippingDiscount)
      json.key("tax")
      if let tax = breakdown.tax {
        write(tax, to: &json)
      } else {
        json.null()
      }
      json.key("paymentAdjustment")
      if let adjustment = breakdown.paymentAdjustment {
        json.object { json in
          json.key("label")
          json.string(adjustment.label)
          json.key("amount")
          json.string(adjustment.amount)
        }
      } else {
        json.null()
      }
    }
  }

  /// Each discount with its allocation to the discounted lines, in order.
  private static func writeDiscounts(_ discounts: DiscountResult?, to json: inout JSONWriter) {
    let lines = discounts?.discountedLines ?? []
    json.array(discounts?.items ?? []) { json, item in
      json.object { json in
        json.key("label")
        json.string(item.label)
        if let code = item.code {
          json.key("code")
          json.string(code)
        }
        json.key("amount")
        json.string(item.amount)
        json.key("allocations")
        json.array(zip(lines, item.allocations)) { json, allocation in
          json.object { json in
            json.key("line")
            json.string(allocation.0.id)
            json.key("amount")
            json.string(allocation.1)
          }
        }
      }
    }
  }

  /// The tax: jurisdiction, whether prices include it, the totals, and the
  /// tax per component and per rate.
  private static func write(_ tax: TaxResult, to json: inout JSONWriter) {
    json.object { json in
      json.key("jurisdiction")
      json.string(orNull: tax.jurisdiction?.id)
      json.key("pricesIncludeTax")
      json.bool(tax.pricesIncludeTax)
      json.key("total")
      json.string(tax.total)
      json.key("shipping")
      json.string(tax.shipping.tax)
      json.key("components")
      json.array(tax.components) { json, component in
        json.object { json in
          json.key("id")
          json.string(component.id)
          json.key("label")
          json.string(component.label)
          json.key("level")
          json.string(component.level.rawValue)
          json.key("rate")
          json.string(component.rate.percentText)
          json.key("base")
          json.string(component.base)
          json.key("tax")
          json.string(component.tax)
        }
      }
      json.key("rates")
      json.array(tax.rates) { json, rate in
        json.object { json in
          json.key("rate")
          json.string(rate.rate.percentText)
          json.key("base")
          json.string(rate.base)
          json.key("tax")
          json.string(rate.tax)
        }
      }
    }
  }
}
