/// What a consignment pays at its border, and why: the regime decision,
/// each duty, fee and VAT with the row it came from, for the quote's
/// summary and `explain` (`RateTables/README.md`, "Landed cost").
///
/// Every amount is in the merchant's minor units.
package struct LandedCostResult: Sendable, Hashable {
  /// Whether the charges could be priced.
  package enum Status: Sendable, Hashable {
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
  package struct Decision: Sendable, Hashable {
    /// The regime's line of `import_regimes.csv`.
    package let regimeLine: Int
    /// The value measured, in the merchant's minor units.
    package let measured: Int64
    /// The threshold in its own currency's minor units; `nil` without a
    /// low-value regime.
    package let threshold: Int64?
    /// The threshold's currency code.
    package let currency: String
    /// Whether the consignment (per consignment) or each line (per item)
    /// is at or below the threshold.
    let lineIsBelow: [Bool]
    /// Whether the consignment, or every goods line, is at or below it: a
    /// gift card sold crosses no border and is neither.
    package let isBelow: Bool
  }

  /// One duty.
  package struct Duty: Sendable, Hashable {
    /// Where it comes from.
    package enum Source: Sendable, Hashable {
      /// A row of `duty_rates.csv`.
      case row(line: Int, layer: DutyRate.Layer, preference: String?)
      /// The regime's flat duty on one HS subheading.
      case flat(regimeLine: Int, subheading: UInt64)
    }

    package let source: Source
    /// The line it is levied on.
    package let line: Int
    /// The ad valorem rate, if any.
    package let rate: Rate?
    /// What the rate was applied to.
    package let base: Int64
    /// The duty.
    package let amount: Int64
  }

  /// One fee.
  package struct Fee: Sendable, Hashable {
    package let kind: ImportFee.Kind
    /// Its line of `import_fees.csv`.
    package let row: Int
    package let amount: Int64
  }

  /// One line's VAT.
  package struct VAT: Sendable, Hashable {
    /// The line.
    package let line: Int
    /// Its row of `import_vat_rates.csv`.
    package let row: Int
    package let rate: Rate
    /// What the rate was applied to.
    package let base: Int64
    package let amount: Int64
    /// Who collects it, and how.
    package let collection: Collection

    /// Who collects a VAT amount.
    package enum Collection: String, Sendable, Hashable {
      /// The border, from whoever clears the parcel.
      case border
      /// The seller, at checkout, added to the price (a low-value sale).
      case atSale
      /// The seller, at checkout, inside a price that includes tax.
      case includedInPrice
    }

    init(line: Int, row: Int, rate: Rate, base: Int64, amount: Int64, on collection: Collection) {
      self.line = line
      self.row = row
      self.rate = rate
      self.base = base
      self.amount = amount
      self.collection = collection
    }

    /// Whether the seller collects it at checkout rather than the border.
    package var isCollectedBySeller: Bool { collection != .border }
  }

  /// Who pays the charges: the selected method's terms.
  package let terms: ImportTerms
  /// Whether the figures are known.
  package let status: Status
  /// The regime's decision; `nil` when the destination has no regime.
  package let decision: Decision?
  /// Each duty, waived ones included.
  package let duties: [Duty]
  /// Whether the consignment's duty was under the regime's waiver, and so
  /// not collected.
  package let isDutyWaived: Bool
  /// Each fee.
  package let fees: [Fee]
  /// Each line's VAT.
  package let vat: [VAT]

  /// The duty collected: every duty, or none when waived.
  package let duty: Int64
  /// The VAT the border collects.
  package let importVAT: Int64
  /// The VAT the seller collects at checkout, on a low-value sale.
  package let sellerVAT: Int64
  /// The part of ``sellerVAT`` inside prices that include tax: it adds
  /// nothing to the total.
  package let sellerVATIncluded: Int64
  /// The fees.
  package let feeTotal: Int64

  /// The VAT the seller collects on top of the prices: the sale's "VAT"
  /// item.
  package var sellerVATAdded: Int64 { sellerVAT - sellerVATIncluded }

  /// What a DDP sheet's "Duties and import taxes" item holds: duty, the
  /// border's VAT and the fees, summed with an overflow check.
  package let importCharges: Int64

  /// A result with no figures, for a consignment whose lines are not all
  /// classified.
  static func unpriced(_ status: Status, decision: Decision?, terms: ImportTerms) -> LandedCostResult {
    LandedCostResult(
      terms: terms, status: status, decision: decision, duties: [], isDutyWaived: false, fees: [], vat: [], duty: 0,
      importVAT: 0,
      sellerVAT: 0, sellerVATIncluded: 0, feeTotal: 0, importCharges: 0)
  }
}
