/// Read access to the shipping rows of one service in one zone, for the
/// package's own targets that price a method from the tables on their own
/// (the tests' `Decimal` reference): the rows as loaded, with the names the
/// files write in place of the engine's ids. Nothing here prices anything,
/// and the engine does not read it.
extension RateBook {
  /// What `services.csv`, `rates.csv`, `stores.csv`, `surcharges.csv` and
  /// `exclusions.csv` hold for one service in one zone, and which of the
  /// rows that name a place cover an address (a lookup, as zone matching is).
  package struct ShippingRows: Sendable {
    /// One row of `rates.csv`.
    package struct RateRow: Sendable {
      /// The `class` column: the shipping class the row prices, `nil` for
      /// a row naming none.
      package let shippingClass: String?
      /// The price rule, as the row writes it.
      package let basis: ShippingRate.Basis
    }

    /// One row of `exclusions.csv`.
    package enum ExclusionRow: Sendable {
      /// A cart line of this category.
      case category(String)
      /// A cart whose actual weight is above this.
      case maxWeight(Weight)
      /// A unit whose longest side is above this many micrometres.
      case maxLength(micrometres: Int64)
      /// A `region` or `postcode` row: whether its place covers the whole
      /// address.
      case place(coversAddress: Bool)
    }

    /// `type`.
    package let type: ShippingType
    /// `weightUnit`.
    package let weightUnit: WeightUnit
    /// Whether `weightRounding` is `up`.
    package let roundsWeightUp: Bool
    /// `freeAbove`.
    package let freeAbove: Amount?
    /// Whether `subtotalBasis` is `beforeDiscounts`.
    package let measuresBeforeDiscounts: Bool
    /// `handlingPerOrder`.
    package let handlingPerOrder: Amount?
    /// `handlingPerItem`.
    package let handlingPerItem: Amount?
    /// `maxCost`.
    package let maxCost: Amount?
    /// `dimDivisor`.
    package let dimDivisor: Int64?
    /// `classPricing` as the file writes it (`highest`, `sum`, `perClass`,
    /// `perItem`), `nil` when empty.
    package let classPricing: String?
    /// The zone's rows of `rates.csv` for the service, in file order.
    package let rates: [RateRow]
    /// The `price` of each of the service's stores serving the zone that
    /// has one, by store identifier.
    package let storePrices: [String: Amount]
    /// The `amount` of each `surcharges.csv` row for the service or `*`
    /// whose place covers the whole address, in file order.
    package let surcharges: [Amount]
    /// The service's rows of `exclusions.csv`, in file order.
    package let exclusions: [ExclusionRow]
  }

  /// The rows of the service named `service` in the zone named `zone`, with
  /// the places of its surcharges and exclusions looked up for
  /// `destination`; `nil` when the tables list no such service, or the
  /// service does not serve the zone.
  package func shippingRows(service: String, zone: String, destination: Destination) -> ShippingRows? {
    let tables = shipping
    guard let serviceID = tables.serviceID(named: service),
      let zoneIndex = tables.zones.areaNames.firstIndex(of: zone),
      case .served(let served) = tables.zoneOffers[zoneIndex][Int(serviceID.index)]
    else { return nil }
    let plan = tables.plans[serviceID]
    let row = plan.service
    func name(_ id: CategoryID) -> String {
      Int(id.index) < categories.names.count ? categories.names[Int(id.index)] : ""
    }
    var storePrices: [String: Amount] = [:]
    for offer in served.stores { if let price = offer.store.price { storePrices[offer.store.id] = price } }
    return ShippingRows(
      type: row.type, weightUnit: row.weightUnit, roundsWeightUp: row.weightRounding == .up,
      freeAbove: row.freeAbove, measuresBeforeDiscounts: row.subtotalBasis == .beforeDiscounts,
      handlingPerOrder: row.handlingPerOrder, handlingPerItem: row.handlingPerItem, maxCost: row.maxCost,
      dimDivisor: row.dimDivisor, classPricing: row.classPricing?.rawValue,
      rates: served.rates.map { ShippingRows.RateRow(shippingClass: $0.category.map(name), basis: $0.basis) },
      storePrices: storePrices,
      surcharges: plan.surcharges.filter { $0.place.coverage(of: destination) == .whole }.map(\.amount),
      exclusions: plan.exclusions.map { exclusion in
        switch exclusion.condition {
        case .category(let id): .category(name(id))
        case .maxWeight(let limit): .maxWeight(limit)
        case .maxLength(let limit): .maxLength(micrometres: limit)
        case .place(let rule): .place(coversAddress: rule.coverage(of: destination) == .whole)
        }
      })
  }
}
