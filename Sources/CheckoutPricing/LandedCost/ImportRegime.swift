/// A row of `import_regimes.csv`: how a destination treats a consignment
/// of low value over some days, and what it levies duty and import VAT on
/// (`RateTables/README.md`, "Landed cost").
struct ImportRegime: Sendable, Hashable {
  /// What the threshold is compared with.
  enum Measure: String, Sendable, Hashable, CaseIterable {
    /// The goods' intrinsic value: the EU's €150 (Regulation (EU)
    /// 2015/2446, Art. 1(48)), the UK's £135.
    case goods
    /// The goods with the shipping.
    case goodsAndShipping
  }

  /// Whether the threshold is per consignment or per item.
  enum Per: String, Sendable, Hashable, CaseIterable {
    /// The whole cart, shipped as one consignment.
    case consignment
    /// Each unit on its own: a line is under the threshold when one of its
    /// units is.
    case item
  }

  /// What a consignment at or below the threshold is relieved of.
  enum Relief: String, Sendable, Hashable, CaseIterable {
    case duty, vat, both, none

    var relievesDuty: Bool { self == .duty || self == .both }
    var relievesVAT: Bool { self == .vat || self == .both }
  }

  /// When the seller charges the destination's VAT at checkout.
  enum SellerCollection: String, Sendable, Hashable, CaseIterable {
    /// At or below the threshold: the UK's £135, the EU's IOSS up to €150,
    /// Australia, New Zealand and Norway.
    case belowThreshold
    /// Never: VAT is collected at the border.
    case never
  }

  /// What import VAT is levied on.
  enum VATBase: String, Sendable, Hashable, CaseIterable {
    /// The goods alone.
    case goods
    /// The customs value (goods, and shipping to the border) plus the
    /// duty: Directive 2006/112/EC, Articles 85 and 86.
    case goodsShippingDuty
  }

  /// What an ad valorem duty is levied on: the customs value.
  enum DutyBase: String, Sendable, Hashable, CaseIterable {
    /// The goods alone, shipping excluded: the US (19 U.S.C. 1401a(b)(1),
    /// international freight is not part of the transaction value).
    case goods
    /// The goods with the shipping to the border: the EU (Regulation (EU)
    /// No 952/2013, Art. 71(1)(e)) and the UK.
    case goodsAndShipping
  }

  /// The low-value threshold, and how a consignment is measured against
  /// it.
  struct Threshold: Sendable, Hashable {
    /// The threshold in ``currency``'s minor units; `nil` when there is no
    /// low-value regime (every consignment is above).
    let amount: Int64?
    /// The currency of ``amount``, and of the regime's
    /// ``ImportRegime/dutyWaivedBelow``.
    let currency: Currency
    /// What ``amount`` measures.
    let measure: Measure
    /// Per consignment or per item.
    let per: Per
  }

  /// A duty per distinct classification in a consignment at or below the
  /// threshold, replacing the tariff's.
  struct FlatDuty: Sendable, Hashable {
    /// The duty in ``currency``'s minor units.
    let amount: Int64
    /// The currency of ``amount``.
    let currency: Currency
  }

  /// The importing country.
  let destination: CountryCode
  /// The low-value threshold.
  let threshold: Threshold
  /// What a consignment at or below the threshold is relieved of.
  let relieves: Relief
  /// When the seller collects VAT.
  let sellerCollectsVAT: SellerCollection
  /// The flat duty at or below the threshold; `nil` for none.
  let flatDuty: FlatDuty?
  /// A consignment's duty below this, in the threshold's currency's minor
  /// units, is not collected; `nil` for no waiver.
  let dutyWaivedBelow: Int64?
  /// What import VAT is levied on.
  let vatBase: VATBase
  /// What an ad valorem duty is levied on.
  let dutyBase: DutyBase
  /// The days it is in force.
  let days: DatedDays
  /// Its line of `import_regimes.csv`.
  let line: Int

  /// The file the rows come from.
  static let file = "import_regimes.csv"
}
