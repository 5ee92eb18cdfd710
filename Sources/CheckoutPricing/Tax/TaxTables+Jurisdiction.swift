extension TaxTables {
  /// The tax jurisdiction of a destination, with the match that chose it.
  func taxJurisdiction(for destination: Destination) -> (
    jurisdiction: TaxJurisdiction, match: LocationMatch<IDKind.TaxArea>
  )? {
    guard let match = areas.match(destination), let jurisdiction = jurisdictionOfArea[match.areaID] else {
      return nil
    }
    return (jurisdiction, match)
  }

  /// The tax jurisdiction of a sale to `destination`, and the address it
  /// was found at: the merchant's origin when the origin's jurisdiction is
  /// marked `sourcing: origin` and the destination is in the origin's
  /// state (``TaxSourcing/origin``), else the destination's.
  func taxJurisdiction(forSaleTo destination: Destination) -> (
    jurisdiction: TaxJurisdiction, dependsOnFullPostcode: Bool, address: TaxAddress
  )? {
    if hasEUDistanceSales, let origin, destination.country != origin.country,
      EUDistanceSales.isMemberState(destination.country)
    {
      return euDistanceSaleJurisdiction(forSaleTo: destination)
    }
    if let originTax, let origin, destination.country == origin.country,
      let region = destination.region, region == origin.region
    {
      // The state alone decides, and a redacted address has it.
      return (originTax.jurisdiction, false, .origin)
    }
    return taxJurisdiction(for: destination).map { ($0.jurisdiction, $0.match.dependsOnFullPostcode, .destination) }
  }

  /// The jurisdiction of a sale to another EU member state under the
  /// manifest's `euDistanceSales` (Council Directive 2006/112/EC, Articles
  /// 33(a) and 59c): the origin's with `origin`, the destination's with
  /// `destination`; the address says which.
  private func euDistanceSaleJurisdiction(forSaleTo destination: Destination) -> (
    jurisdiction: TaxJurisdiction, dependsOnFullPostcode: Bool, address: TaxAddress
  )? {
    if let euOriginTax { return (euOriginTax, false, .euDistanceSaleOrigin) }
    return taxJurisdiction(for: destination).map {
      ($0.jurisdiction, $0.match.dependsOnFullPostcode, .euDistanceSaleDestination)
    }
  }
}
