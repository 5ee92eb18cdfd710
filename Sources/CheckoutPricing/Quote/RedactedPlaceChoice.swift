/// How a quote priced a redacted postcode that finer rules divide: the
/// candidates (``RateBook/candidatePlaces(in:)``), the one whose figures
/// the quote shows, and what the policy left pending.
package struct RedactedPlaceChoice: Sendable, Hashable {
  /// The postcode the sheet sent: `30303`, `IV2`, `K1A`.
  public let postcode: String
  /// The merchant's `redactedPlacePolicy`.
  public let policy: RedactedPlacePolicy
  /// The full postcode standing for each part the rules price alike, in
  /// order: `30303-0000`, `30303-0001`, `30303-5000`.
  public let candidates: [String]
  /// The position in ``candidates`` of the one the summary's figures come
  /// from: the highest total with the selected method, the first of equals.
  public let chosen: Int
  /// The summary items the `pending` policy shows as pending, because
  /// their amounts differ among the candidates; empty under `highest`.
  public let pendingItems: [SummaryItem.Kind]
}
