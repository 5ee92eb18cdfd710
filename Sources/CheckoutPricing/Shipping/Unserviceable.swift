/// Why no shipping method reaches the address or takes the cart, as data:
/// one reason, the one the shopper can act on first, and no table
/// identifiers. ``ShopperText`` writes it as the shopper's one sentence
/// ("We can't ship orders over 70 lb to APO/FPO addresses."); each
/// service's own reason stays in `explain` and the breakdown.
enum Unserviceable: Sendable, Hashable {
  /// The address is in no shipping zone.
  case outsideZones(CountryCode)
  /// Methods reach the address, but none of the type the sheet asks for.
  case noMethod(ShippingType)
  /// Every service that serves the zone was stopped: the cause the shopper
  /// can act on first, and the zone's `label` in `zones.csv` when it has
  /// one.
  case excluded(Cause, zone: String?)
  /// Every method of the sheet's type to the address is DDP, and a goods
  /// line has no customs classification the destination's tables need,
  /// which the merchant does not sell duty paid without
  /// (`unclassifiedLines: refuse`): the first such line, by its index and
  /// label, the first field it lacks, and the country.
  case unclassified(UnclassifiedLine)

  /// The line of ``unclassified(_:)``, held out of line: a quote carries
  /// its failures by value, and this rare one must not make every other
  /// larger (a larger failure cost every authorization an allocation).
  final class UnclassifiedLine: Sendable, Hashable {
    /// The line's index in the cart.
    let line: Int
    /// The first field it lacks.
    let field: ClassificationField
    /// The line's label.
    let item: String
    /// The destination's country.
    let country: CountryCode

    init(line: Int, field: ClassificationField, item: String, country: CountryCode) {
      self.line = line
      self.field = field
      self.item = item
      self.country = country
    }

    static func == (lhs: UnclassifiedLine, rhs: UnclassifiedLine) -> Bool {
      lhs.line == rhs.line && lhs.field == rhs.field && lhs.item == rhs.item && lhs.country == rhs.country
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(line)
      hasher.combine(field)
      hasher.combine(item)
      hasher.combine(country)
    }
  }

  /// A line's field that a classification needs, as the request names it.
  enum ClassificationField: String, Sendable, Hashable {
    /// The line's HS code.
    case hsCode
    /// The line's country of origin.
    case originCountry
  }

  /// The JSON path of the request field the shopper's cart lacks
  /// (`lines[2].hsCode`); `nil` for an address no method reaches.
  var path: String? {
    guard case .unclassified(let unclassified) = self else { return nil }
    return "lines[\(unclassified.line)].\(unclassified.field.rawValue)"
  }

  /// What stopped the services, in the order a shopper can act on it.
  enum Cause: Sendable, Hashable {
    /// A line of a category no service takes: the line's label.
    case category(String)
    /// The cart is heavier than the largest limit that stopped a service.
    case overWeight(Weight, WeightUnit)
    /// A unit is longer than the longest limit that stopped a service, in
    /// micrometres.
    case overLength(micrometres: Int64)
    /// No rate holds the cart's weight or subtotal.
    case noRate
    /// No service reaches the address.
    case place
  }

  /// The reason to give when every service was stopped for `causes`: a line
  /// of an excluded category, then the cart's weight, then a unit's length,
  /// then no rate for the cart; only when no service is stopped by the
  /// cart, the place.
  static func excluded(by causes: [ExclusionCause], in lines: [CartLine], zone: String?) -> Unserviceable {
    for cause in causes {
      if case .category(let line) = cause { return .excluded(.category(lines[line].label), zone: zone) }
    }
    // Every weight limit that stopped a service is below the cart, so the
    // largest says the most.
    var heaviest: (limit: Weight, unit: WeightUnit)?
    for cause in causes {
      if case .overWeight(let limit, let unit) = cause, heaviest.map({ limit > $0.limit }) ?? true {
        heaviest = (limit, unit)
      }
    }
    if let heaviest { return .excluded(.overWeight(heaviest.limit, heaviest.unit), zone: zone) }
    var longest: Int64?
    for cause in causes {
      if case .overLength(let limit) = cause { longest = max(longest ?? limit, limit) }
    }
    if let longest { return .excluded(.overLength(micrometres: longest), zone: zone) }
    if causes.contains(.noRate) { return .excluded(.noRate, zone: zone) }
    return .excluded(.place, zone: zone)
  }
}
