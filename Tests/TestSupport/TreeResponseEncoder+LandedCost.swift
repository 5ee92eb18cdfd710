package import CheckoutPricing

extension TreeResponseEncoder {
  /// The breakdown's `landedCost` as RateTables/README.md ("Landed cost",
  /// "In the quote") describes it: the method's terms, the status and the
  /// lines without a classification, the regime's decision, each duty, fee
  /// and VAT with its row, and the totals. Lines are named by their `id`.
  package static func landedCost(_ landed: LandedCostResult, lineIDs: [String], exponent: Int) -> JSONValue {
    func money(_ minorUnits: Int64) -> JSONValue {
      .string(Amount(uncheckedMinorUnits: minorUnits, exponent: exponent).formatted())
    }
    func line(_ index: Int) -> JSONValue { .string(lineIDs.indices.contains(index) ? lineIDs[index] : "\(index)") }
    let status: String
    let unclassified: [Int]
    switch landed.status {
    case .priced: (status, unclassified) = ("priced", [])
    case .pending(let lines): (status, unclassified) = ("pending", lines)
    case .refused(let lines): (status, unclassified) = ("refused", lines)
    }
    let regime = landed.decision.map { decision in
      JSONBuilder.object([
        ("row", .string("import_regimes.csv:\(decision.regimeLine)")),
        ("measured", money(decision.measured)),
        (
          "threshold",
          decision.threshold.map { threshold in
            JSONBuilder.object([
              ("currency", .string(decision.currency)), ("minorUnits", .number(String(threshold))),
            ])
          } ?? .null
        ),
        ("atOrBelowThreshold", .bool(decision.isBelow)),
      ])
    }
    let duties = landed.duties.map { duty in
      var members: [(String, JSONValue?)]
      switch duty.source {
      case .row(let row, let layer, let preference):
        members = [
          ("row", .string("duty_rates.csv:\(row)")), ("layer", .string(layer.rawValue)),
          ("preference", preference.map(JSONValue.string)),
        ]
      case .flat(let row, let subheading):
        // An HS subheading is six digits, leading zeros included.
        let digits = String(subheading)
        members = [
          ("row", .string("import_regimes.csv:\(row)")),
          ("flatDutyOnSubheading", .string(String(repeating: "0", count: max(0, 6 - digits.count)) + digits)),
        ]
      }
      members += [
        ("line", line(duty.line)), ("rate", duty.rate.map { .string($0.percentText) }),
        ("base", money(duty.base)), ("amount", money(duty.amount)),
      ]
      return JSONBuilder.object(members)
    }
    let fees = landed.fees.map { fee in
      JSONBuilder.object([
        ("row", .string("import_fees.csv:\(fee.row)")), ("kind", .string(fee.kind.rawValue)),
        ("amount", money(fee.amount)),
      ])
    }
    let vat = landed.vat.map { vat in
      JSONBuilder.object([
        ("row", .string("import_vat_rates.csv:\(vat.row)")), ("line", line(vat.line)),
        ("rate", .string(vat.rate.percentText)), ("base", money(vat.base)), ("amount", money(vat.amount)),
        ("collectedBy", .string(vat.isCollectedBySeller ? "seller" : "border")),
        ("includedInPrice", .bool(vat.collection == .includedInPrice)),
      ])
    }
    return JSONBuilder.object([
      ("incoterm", .string(landed.terms.incoterm.rawValue)),
      ("absorbedByMerchant", .bool(landed.terms.absorbsImportCharges)),
      ("status", .string(status)),
      ("unclassifiedLines", .array(unclassified.map(line))),
      ("regime", regime ?? .null),
      ("duties", .array(duties)),
      ("dutyWaived", .bool(landed.isDutyWaived)),
      ("fees", .array(fees)),
      ("vat", .array(vat)),
      ("duty", money(landed.duty)),
      ("importVAT", money(landed.importVAT)),
      ("saleVAT", money(landed.sellerVAT)),
      ("saleVATIncluded", money(landed.sellerVATIncluded)),
      ("feeTotal", money(landed.feeTotal)),
      ("importCharges", money(landed.importCharges)),
    ])
  }
}
