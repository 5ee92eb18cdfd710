/// A row of `import_fees.csv`: a fee a consignment pays at a border,
/// besides duty and VAT (`RateTables/README.md`, "Landed cost").
package struct ImportFee: Sendable, Hashable {
  /// Who charges it.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The destination's own fee on a parcel (Italy's, France's handling
    /// fees on low-value parcels): charged on every consignment there.
    case handling
    /// A carrier's fee for clearing the goods and paying the charges for
    /// the seller: charged on DDP consignments only.
    case carrier
  }

  /// What the fee is charged per.
  enum Per: String, Sendable, Hashable, CaseIterable {
    /// Once a consignment.
    case consignment
    /// Once each unit of each line.
    case item
  }

  /// The importing country.
  let destination: CountryCode
  /// The service the fee is for, by `services.csv` id; `nil` for any.
  let service: String?
  /// Who charges it.
  let kind: Kind
  /// The fee in ``currency``'s minor units.
  let amount: Int64
  /// The fee's currency.
  let currency: Currency
  /// What the fee is charged per.
  let per: Per
  /// The days it is in force.
  let days: DatedDays
  /// Its line of `import_fees.csv`.
  let line: Int

  /// The file the rows come from.
  static let file = "import_fees.csv"
}
