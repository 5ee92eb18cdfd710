/// Reading `import_regimes.csv` (`RateTables/README.md`, "Landed cost").
extension LandedCostLoader {
  func loadRegimes(exchangeRates: [ExchangeRate]) -> [ImportRegime] {
    guard
      let table = TableFile.read(
        ImportRegime.file, from: source, required: ["destination", "currency"],
        optional: [
          "threshold", "measure", "per", "relieves", "sellerCollectsVAT", "flatDuty", "flatDutyCurrency",
          "dutyWaivedBelow", "vatBase", "dutyBase", "from", "until",
        ], isRequired: false, log: log)
    else { return [] }
    var rows: [ImportRegime] = []
    for row in table.rows {
      let destination = row.country("destination", allowingRestOfWorld: false, log)
      let regimeCurrency = currency("currency", of: row)
      let flatCurrency = row.text("flatDutyCurrency") == nil ? regimeCurrency : currency("flatDutyCurrency", of: row)
      func choice<Choice: RawRepresentable & CaseIterable>(_ column: String, _ fallback: Choice) -> Choice?
      where Choice.RawValue == String {
        row.text(column) == nil ? fallback : row.choice(column, as: Choice.self, log)
      }
      let measure = choice("measure", ImportRegime.Measure.goods)
      let per = choice("per", ImportRegime.Per.consignment)
      let relieves = choice("relieves", ImportRegime.Relief.none)
      let collects = choice("sellerCollectsVAT", ImportRegime.SellerCollection.never)
      let vatBase = choice("vatBase", ImportRegime.VATBase.goodsShippingDuty)
      let dutyBase = choice("dutyBase", ImportRegime.DutyBase.goodsAndShipping)
      let days = row.days(log)
      guard case .some(.some(let destination)) = destination, let regimeCurrency, let flatCurrency, let measure,
        let per, let relieves, let collects, let vatBase, let dutyBase, let days
      else { continue }
      let threshold = row.amount("threshold", currency: regimeCurrency, log)
      let flatDuty = row.amount("flatDuty", currency: flatCurrency, log)
      let waived = row.amount("dutyWaivedBelow", currency: regimeCurrency, log)
      if row.text("threshold") != nil && threshold == nil || row.text("flatDuty") != nil && flatDuty == nil
        || row.text("dutyWaivedBelow") != nil && waived == nil
      {
        continue
      }
      // Without a threshold nothing is of low value: a relief, a flat duty
      // or seller-collected VAT below it would never apply.
      if threshold == nil {
        let below = [
          ("relieves", relieves != .none), ("sellerCollectsVAT", collects != .never), ("flatDuty", flatDuty != nil),
        ]
        if let (column, _) = below.first(where: \.1) {
          log.error(row.location(column), "'\(column)' applies at or below a threshold; the row has no 'threshold'")
          continue
        }
      }
      if flatDuty != nil && relieves.relievesDuty {
        log.error(
          row.location("flatDuty"),
          "a flat duty replaces the tariff at or below the threshold, where 'relieves' says there is no duty; relieve 'vat' or 'none'"
        )
        continue
      }
      if threshold != nil
        && !checkConvertible(regimeCurrency, on: days, at: "currency", of: row, exchangeRates: exchangeRates)
      {
        continue
      }
      if flatDuty != nil
        && !checkConvertible(
          flatCurrency, on: days, at: row.text("flatDutyCurrency") == nil ? "currency" : "flatDutyCurrency", of: row,
          exchangeRates: exchangeRates)
      {
        continue
      }
      if waived != nil
        && !checkConvertible(regimeCurrency, on: days, at: "currency", of: row, exchangeRates: exchangeRates)
      {
        continue
      }
      // One regime a destination a day: a consignment cannot be both
      // under and over a threshold.
      if let earlier = rows.first(where: { $0.destination == destination && $0.days.overlaps(days) }) {
        log.error(
          row.location("destination"),
          "\(destination)'s regime overlaps that of \(ImportRegime.file):\(earlier.line) on some day; a destination has one regime a day"
        )
        continue
      }
      rows.append(
        ImportRegime(
          destination: destination,
          threshold: ImportRegime.Threshold(
            amount: threshold?.minorUnits, currency: regimeCurrency, measure: measure, per: per),
          relieves: relieves, sellerCollectsVAT: collects,
          flatDuty: flatDuty.map { ImportRegime.FlatDuty(amount: $0.minorUnits, currency: flatCurrency) },
          dutyWaivedBelow: waived?.minorUnits, vatBase: vatBase, dutyBase: dutyBase, days: days, line: row.line))
    }
    return rows
  }
}
