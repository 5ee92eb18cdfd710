/// The one sentence a shopper sees when no shipping method reaches the
/// address or takes the cart: short, in the shopper's words, one reason,
/// no table identifiers. Each service's own reason stays in `explain` and
/// the breakdown.
///
/// The reason is the one the shopper can act on first: a line of an
/// excluded category, then the cart's weight, then a unit's length, then
/// no rate for the cart; only when no service is stopped by the cart, the
/// place. The place is the zone's `label` in `zones.csv`, else "this
/// address": "We can't ship orders over 70 lb to APO/FPO addresses."
enum UnserviceableMessage {
  static func message(for causes: [ExclusionCause], in lines: [CartLine], place: String?) -> String {
    let place = place ?? "this address"
    for cause in causes {
      if case .category(let line) = cause { return "We can't ship \(lines[line].label) to \(place)." }
    }
    // Every weight limit that stopped a service is below the cart, so the
    // largest says the most.
    var heaviest: (limit: Weight, unit: WeightUnit)?
    for cause in causes {
      if case .overWeight(let limit, let unit) = cause, heaviest.map({ limit > $0.limit }) ?? true {
        heaviest = (limit, unit)
      }
    }
    if let heaviest {
      return "We can't ship orders over \(heaviest.limit.text(in: heaviest.unit)) to \(place)."
    }
    var longest: Int64?
    for cause in causes {
      if case .overLength(let limit) = cause { longest = max(longest ?? limit, limit) }
    }
    if let longest { return "We can't ship items over \(lengthText(longest)) long to \(place)." }
    if causes.contains(.noRate) { return "We can't ship an order of this size to \(place)." }
    return "We don't ship to \(place)."
  }

  /// A length limit in inches when it is a whole number of them (as US
  /// carriers write limits), else in centimetres.
  static func lengthText(_ micrometres: Int64) -> String {
    if micrometres % 25_400 == 0 { return "\(micrometres / 25_400) in" }
    return "\(DecimalText.trimmed(units: micrometres, fractionDigits: 4)) cm"
  }
}
