/// What a quote shows when the postcode the sheet sends covers finer
/// postcodes that the merchant's rules tell apart (`redactedPlacePolicy` in
/// `manifest.json`): a US ZIP5 whose ZIP+4 codes lie in two tax
/// jurisdictions, a UK outward code with a surcharged sector, a Canadian
/// FSA with a full postal code in another zone.
///
/// The rule, also in `RateTables/README.md` ("Redacted places"): the
/// candidates are one full postcode for each part of the redacted one that
/// the finer rules of any stage (zones, tax areas, service areas, payment
/// areas, surcharges, exclusions) price alike. A quote whose postcode has no
/// finer rules under it has no candidates and is priced as it is.
package enum RedactedPlacePolicy: String, Sendable, Hashable, CaseIterable {
  /// The highest price among the candidates (the default): each method at
  /// the candidate that makes the total with it highest, and the summary at
  /// the selected method's, so the total the shopper authorizes is never
  /// below what any full address inside the redacted place costs. The
  /// Streamlined Sales and Use Tax Agreement's rule for a seller without a
  /// 9-digit ZIP is the same for tax: the highest combined rate in the
  /// 5-digit ZIP.
  case highest
  /// Every summary amount that differs among the candidates is pending (an
  /// amount of 0 shown as pending), and so is the total: nothing is guessed
  /// before the full address.
  case pending
}
