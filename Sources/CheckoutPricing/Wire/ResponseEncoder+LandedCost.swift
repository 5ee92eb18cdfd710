extension ResponseEncoder {
  /// The breakdown's `landedCost`, only for a parcel abroad whose book has
  /// landed-cost tables (RateTables/README.md, "Landed cost"): the
  /// selected method's terms, the regime's decision, each duty, fee and
  /// VAT with the row it came from, and the totals.
  static func write(_ landed: LandedCostResult, lineIDs: [String], exponent: Int, to json: inout JSONWriter) {
    func amount(_ units: Int64) -> Amount { Amount(uncheckedMinorUnits: units, exponent: exponent) }
    func lineID(_ index: Int) -> String { index < lineIDs.count ? lineIDs[index] : String(index) }
    json.object { json in
      json.member("incoterm", landed.terms.incoterm.rawValue)
      json.member("absorbedByMerchant", landed.terms.absorbsImportCharges)
      switch landed.status {
      case .priced: json.member("status", "priced")
      case .pending: json.member("status", "pending")
      case .refused: json.member("status", "refused")
      }
      json.key("unclassifiedLines")
      switch landed.status {
      case .priced: json.array([String]()) { json, id in json.string(id) }
      case .pending(let lines), .refused(let lines): json.array(lines.map(lineID)) { json, id in json.string(id) }
      }
      json.key("regime")
      if let decision = landed.decision {
        json.object { json in
          json.member("row", "import_regimes.csv:\(decision.regimeLine)")
          json.member("measured", amount(decision.measured))
          json.key("threshold")
          if let threshold = decision.threshold {
            json.object { json in
              json.member("currency", decision.currency)
              json.member("minorUnits", Int(threshold))
            }
          } else {
            json.null()
          }
          json.member("atOrBelowThreshold", decision.isBelow)
        }
      } else {
        json.null()
      }
      json.key("duties")
      json.array(landed.duties) { json, duty in
        json.object { json in
          switch duty.source {
          case .row(let line, let layer, let preference):
            json.member("row", "duty_rates.csv:\(line)")
            json.member("layer", layer.rawValue)
            if let preference { json.member("preference", preference) }
          case .flat(let line, let subheading):
            json.member("row", "import_regimes.csv:\(line)")
            json.member("flatDutyOnSubheading", HSCode.subheadingText(subheading))
          }
          json.member("line", lineID(duty.line))
          if let rate = duty.rate { json.member("rate", rate.percentText) }
          json.member("base", amount(duty.base))
          json.member("amount", amount(duty.amount))
        }
      }
      json.member("dutyWaived", landed.isDutyWaived)
      json.key("fees")
      json.array(landed.fees) { json, fee in
        json.object { json in
          json.member("row", "import_fees.csv:\(fee.row)")
          json.member("kind", fee.kind.rawValue)
          json.member("amount", amount(fee.amount))
        }
      }
      json.key("vat")
      json.array(landed.vat) { json, vat in
        json.object { json in
          json.member("row", "import_vat_rates.csv:\(vat.row)")
          json.member("line", lineID(vat.line))
          json.member("rate", vat.rate.percentText)
          json.member("base", amount(vat.base))
          json.member("amount", amount(vat.amount))
          json.member("collectedBy", vat.isCollectedBySeller ? "seller" : "border")
          json.member("includedInPrice", vat.collection == .includedInPrice)
        }
      }
      json.member("duty", amount(landed.duty))
      json.member("importVAT", amount(landed.importVAT))
      json.member("saleVAT", amount(landed.sellerVAT))
      json.member("saleVATIncluded", amount(landed.sellerVATIncluded))
      json.member("feeTotal", amount(landed.feeTotal))
      json.member("importCharges", amount(landed.importCharges))
    }
  }
}
