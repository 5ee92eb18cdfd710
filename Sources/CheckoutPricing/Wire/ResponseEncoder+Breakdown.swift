extension ResponseEncoder {
  /// The engine's own account of a quote: the zone, each discount and its
  /// allocation per line, the tax per component and per rate, the shipping
  /// discount and the payment adjustment. Not part of any sheet's shape.
  static func breakdown(_ breakdown: QuoteBreakdown) -> JSONValue {
    let lineIDs = breakdown.discounts?.discountedLines.map(\.id) ?? []
    let zone = breakdown.shipping?.zone.map { match in
      JSONBuilder.object([
        ("zone", .string(match.area)), ("dependsOnFullPostcode", .bool(match.dependsOnFullPostcode)),
      ])
    }
    let discounts = (breakdown.discounts?.items ?? []).map { item in
      JSONBuilder.object([
        ("label", .string(item.label)),
        ("code", item.code.map(JSONValue.string)),
        ("amount", .string(item.amount.formatted())),
        (
          "allocations",
          .array(
            zip(lineIDs, item.allocations).map { id, amount in
              JSONBuilder.object([("line", .string(id)), ("amount", .string(amount.formatted()))])
            })
        ),
      ])
    }
    let tax = breakdown.tax.map { tax in
      JSONBuilder.object([
        ("jurisdiction", tax.jurisdiction.map { .string($0.id) } ?? .null),
        ("pricesIncludeTax", .bool(tax.pricesIncludeTax)),
        ("total", .string(tax.total.formatted())),
        ("shipping", .string(tax.shipping.tax.formatted())),
        (
          "components",
          .array(
            tax.components.map { component in
              JSONBuilder.object([
                ("id", .string(component.id)), ("label", .string(component.label)),
                ("level", .string(component.level.rawValue)), ("rate", .string(component.rate.percentText)),
                ("base", .string(component.base.formatted())), ("tax", .string(component.tax.formatted())),
              ])
            })
        ),
        (
          "rates",
          .array(
            tax.rates.map { rate in
              JSONBuilder.object([
                ("rate", .string(rate.rate.percentText)), ("base", .string(rate.base.formatted())),
                ("tax", .string(rate.tax.formatted())),
              ])
            })
        ),
      ])
    }
    return JSONBuilder.object([
      ("zone", zone ?? .null),
      ("discounts", .array(discounts)),
      ("shippingDiscount", .string(breakdown.shippingDiscount.formatted())),
      ("tax", tax ?? .null),
      (
        "paymentAdjustment",
        breakdown.paymentAdjustment.map { adjustment in
          JSONBuilder.object([
            ("label", .string(adjustment.label)), ("amount", .string(adjustment.amount.formatted())),
          ])
        } ?? .null
      ),
    ])
  }
}
