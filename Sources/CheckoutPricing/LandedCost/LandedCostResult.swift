/// What a consignment pays at its border, and why: the regime decision,
/// each duty, fee and VAT with the row it came from, for the quote's
/// summary and `explain` (`RateTables/README.md`, "Landed cost").
///
/// Every amount is in the merchant's minor units.
struct LandedCostResult: Sendable, Hashable {
  /// Whether the charges could be priced.
  enum Status: Sendable, Hashable {
    /// Every line is classified: the figures are the charges.
    case priced
    /// Some goods lines have no classification and the merchant's policy
    /// is `pending`: the charges are unknown.
    case pending(lines: [Int])
    /// Some goods lines have no classification and the policy is
    /// `refuse`: DDP methods cannot be offered.
    case refused(lines: [Int])
  }

  /// How the regime judged the consignment.
  struct Decision: Sendable, Hashable {
    /// The regime's line of `import_regimes.csv`.
    let regimeLine: Int
    /// The value measured, in the merchant's minor units.
    let measured: Int64
    /// The threshold in its own currency's minor units; `nil` without a
    /// low-value regime.
    let threshold: Int64?
    /// The threshold's currency code.
    let currency: String
    /// Whether the consignment (per consignment) or each line (per item)
    /// is at or below the threshold.
    let lineIsBelow: [Bool]
    /// Whether the consignment, or every line, is at or below it.
    var isBelow: Bool { !lineIsBelow.isEmpty && lineIsBelow.allSatisfy { $0 } }
  }

  /// One duty.
  struct Duty: Sendable, Hashable {
    /// Where it comes from.
    enum Source: Sendable, Hashable {
      /// A row of `duty_rates.csv`.
      case row(line: Int, layer: DutyRate.Layer, preference: String?)
      /// The regime's flat duty on one HS subheading.
      case flat(regimeLine: Int, subheading: UInt64)
    }

    let source: Source
    /// The line it is levied on.
    let line: Int
    /// The ad valorem rate, if any.
    let rate: Rate?
    /// What the rate was applied to.
    let base: Int64
    /// The duty.
    let amount: Int64
  }

  /// One fee.
  struct Fee: Sendable, Hashable {
    let kind: ImportFee.Kind
    /// Its line of `import_fees.csv`.
    let row: Int
    let amount: Int64
  }

  /// One line's VAT.
  struct VAT: Sendable, Hashable {
    /// The line.
    let line: Int
    /// Its row of `import_vat_rates.csv`.
    let row: Int
    let rate: Rate
    /// What the rate was applied to.
    let base: Int64
    let amount: Int64
    /// Whether the seller collects it at checkout (a low-value sale), or
    /// the border does.
    let isCollectedBySeller: Bool
  }

  /// Who pays the charges: the selected method's terms.
  let terms: ImportTerms
  /// Whether the figures are known.
  let status: Status
  /// The regime's decision; `nil` when the destination has no regime.
  let decision: Decision?
  /// Each duty, waived ones included.
  let duties: [Duty]
  /// Whether the consignment's duty was under the regime's waiver, and so
  /// not collected.
  let isDutyWaived: Bool
  /// Each fee.
  let fees: [Fee]
  /// Each line's VAT.
  let vat: [VAT]

  /// The duty collected: every duty, or none when waived.
  let duty: Int64
  /// The VAT the border collects.
  let importVAT: Int64
  /// The VAT the seller collects at checkout, on a low-value sale.
  let sellerVAT: Int64
  /// The fees.
  let feeTotal: Int64

  /// What a DDP sheet's "Duties and import taxes" item holds: duty, the
  /// border's VAT and the fees, summed with an overflow check.
  let importCharges: Int64

  /// A result with no figures, for a consignment whose lines are not all
  /// classified.
  static func unpriced(_ status: Status, decision: Decision?, terms: ImportTerms) -> LandedCostResult {
    LandedCostResult(
      terms: terms, status: status, decision: decision, duties: [], isDutyWaived: false, fees: [], vat: [], duty: 0,
      importVAT: 0,
      sellerVAT: 0, feeTotal: 0, importCharges: 0)
  }
}
