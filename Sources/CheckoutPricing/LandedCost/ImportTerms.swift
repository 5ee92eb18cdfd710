/// Who pays a border's duties and import taxes on a service's parcels
/// abroad (`services.csv` `incoterm` and `absorbImportCharges`;
/// `RateTables/README.md`, "Landed cost").
///
/// The terms are Incoterms® 2020's: under DDP (delivered duty paid) the
/// seller clears the goods for import and pays their duties and taxes, so
/// the sheet charges them; under DAP (delivered at place) the buyer does,
/// on delivery, so the sheet only says so.
package struct ImportTerms: Sendable, Hashable {
  /// The delivery term of a service's parcels that cross a border.
  package enum Incoterm: String, Sendable, Hashable, CaseIterable {
    /// Delivered duty paid: charged at checkout.
    case DDP
    /// Delivered at place: due from the shopper on delivery.
    case DAP
  }

  /// The term.
  package let incoterm: Incoterm
  /// Under DDP, whether the merchant pays the import charges itself: the
  /// shopper's total leaves them out.
  package let absorbsImportCharges: Bool

  /// Whether the shopper pays the charges at checkout: DDP, not absorbed.
  var chargesShopper: Bool { incoterm == .DDP && !absorbsImportCharges }

  /// The terms of a service that names none: DAP, the shopper pays.
  static let deliveredAtPlace = ImportTerms(incoterm: .DAP, absorbsImportCharges: false)
}
