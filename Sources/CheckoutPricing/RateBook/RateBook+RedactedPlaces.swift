extension RateBook {
  /// What a quote shows when the destination's postcode covers places the
  /// rules price differently (`redactedPlacePolicy`).
  var redactedPlacePolicy: RedactedPlacePolicy { merchant.redactedPlacePolicy }

  /// One destination for each part of `destination` that the finer rules
  /// of every stage (zones, tax areas, payment areas, service areas,
  /// surcharges, exclusions) price alike, each with a full postcode
  /// (``PlaceCandidates``); empty when no rule covers only part of it.
  ///
  /// - Complexity: O(*n* log *n*) for the *n* rules finer than a redacted
  ///   postcode (``finerRules``); only a quote whose stages found such a
  ///   rule asks.
  func candidatePlaces(in destination: Destination) -> [Destination] {
    guard let postcode = destination.postcode, let pieces = PlaceCandidates(postcode) else { return [] }
    let patterns = finerRules.lazy.filter { $0.coverage(of: destination) == .part }.compactMap(\.postcode)
    guard !patterns.isEmpty else { return [] }
    return pieces.keys(dividedBy: Array(patterns)).compactMap { key in
      // Every key is a full postcode of the grammar the stem came from.
      guard let full = try? PostcodeGrammar.normalize(key, country: destination.country) else { return nil }
      return Destination(
        country: destination.country, region: destination.region, city: destination.city, postcode: full)
    }
  }

  /// Whether a payment area covers part of `destination`: the one stage
  /// whose lookup is not made with the others before the card is known.
  /// Only a book whose payment areas have finer rules looks.
  @inline(__always)
  func paymentAreaDependsOnFullPostcode(_ destination: Destination?) -> Bool {
    // The book's flag first: most books have no finer payment areas.
    guard payments.areas.hasFinerRules, let destination, destination.postcode?.coversFinerPostcodes == true else {
      return false
    }
    return payments.areas.rules.contains { $0.coverage(of: destination) == .part }
  }
}
