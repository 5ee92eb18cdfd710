/// What every service needs to know about a cart, measured once per
/// request: units, actual weight, volume for dimensional weight, the
/// longest side, and the checked cart for category exclusions.
struct CartMeasure {
  /// The number of units.
  let units: Int64
  /// The actual weight of every unit.
  let weight: Weight
  /// The sum of each unit's length x width x height in cubic micrometres;
  /// `nil` when it does not fit 128 bits.
  let volume: Int128?
  /// The longest side of any unit, in micrometres, and the line it is on.
  let longestSide: (micrometres: Int64, line: String)?
  /// The cart, for the lines' categories and labels.
  let cart: CheckedCart

  /// Measures `cart`.
  ///
  /// - Throws: ``QuoteFailure/invalidLine(_:_:)`` for a negative weight
  ///   or size, ``QuoteFailure/amountOutOfRange(_:_:_:)`` when the weight or
  ///   unit count overflows.
  init(_ cart: CheckedCart) throws(QuoteFailure) {
    try self.init(cart, lines: cart.lines.indices, oneUnitEach: false)
  }

  /// Measures some of `cart`'s lines: a shipping class's, or with
  /// `oneUnitEach`, one unit of a line, as a class priced per item is.
  init(_ cart: CheckedCart, lines indices: some Sequence<Int>, oneUnitEach: Bool) throws(QuoteFailure) {
    var units: Int64 = 0
    var weight = Weight.zero
    var volume: Int128? = 0
    var longest: (micrometres: Int64, line: String)?
    for index in indices {
      let line = cart.lines[index]
      // A gift card without a weight is sent by mail or by email, not
      // shipped: its units count toward no per-item price or handling.
      if line.weight == nil && cart.isGiftCard(index) { continue }
      let quantity = oneUnitEach ? 1 : line.quantity
      let (sum, overflow) = units.addingReportingOverflow(quantity)
      guard !overflow else { throw .amountOutOfRange(.overflow, .none, "the cart holds too many units") }
      units = sum
      if let unitWeight = line.weight {
        guard unitWeight.quanta >= 0 else {
          throw .invalidLine(.line(index, field: "weight"), "line '\(line.id)' has a negative weight")
        }
        do {
          weight = try weight.adding(unitWeight.multiplied(by: quantity))
        } catch {
          throw .amountOutOfRange(.overflow, .none, error.message)
        }
      }
      if let size = line.dimensions {
        guard size.height >= 0 else {
          throw .invalidLine(.line(index, field: "dimensions"), "line '\(line.id)' has a negative dimension")
        }
        // Sides parsed from text are at most 10^9 micrometres, but the
        // micrometre initializer takes any Int64, so every product is checked.
        let (area, areaOverflow) = Int128(size.length).multipliedReportingOverflow(by: Int128(size.width))
        let (unitVolume, volumeOverflow) = area.multipliedReportingOverflow(by: Int128(size.height))
        let (lineVolume, productOverflow) = unitVolume.multipliedReportingOverflow(by: Int128(quantity))
        if let current = volume, !areaOverflow, !volumeOverflow, !productOverflow {
          let (total, sumOverflow) = current.addingReportingOverflow(lineVolume)
          volume = sumOverflow ? nil : total
        } else {
          volume = nil
        }
        if size.length > (longest?.micrometres ?? -1) { longest = (size.length, line.id) }
      }
    }
    self.units = units
    self.weight = weight
    self.volume = volume
    self.longestSide = longest
    self.cart = cart
  }

  /// The dimensional weight for a divisor in the service's terms: cubic
  /// inches per pound for `lb` and `oz` services, cubic centimetres per
  /// kilogram for `kg` and `g` services; rounded up to a whole quantum.
  ///
  /// - Throws: ``QuoteFailure/amountOutOfRange(_:_:_:)``.
  func dimensionalWeight(divisor: Int64, unit: WeightUnit) throws(QuoteFailure) -> Weight {
    guard let volume else {
      throw .amountOutOfRange(.overflow, .none, "the cart's volume is too large to hold exactly")
    }
    // quanta = volume_um3 * (quanta per mass unit) / (um3 per volume unit * divisor), reduced:
    // lb: 7,257,477,920,000 / 25,400^3 = 45,359,237 / 102,419,150; kg: 16 * 10^12 / 10,000^3 = 16.
    let (numeratorFactor, denominatorFactor): (Int128, Int128) =
      unit == .pound || unit == .ounce ? (45_359_237, 102_419_150) : (16, 1)
    let (numerator, overflow) = volume.multipliedReportingOverflow(by: numeratorFactor)
    guard !overflow else { throw .amountOutOfRange(.overflow, .none, "the cart's dimensional weight is too large") }
    let denominator = denominatorFactor * Int128(divisor)
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    guard let quanta = Int64(exactly: remainder > 0 ? quotient + 1 : quotient) else {
      throw .amountOutOfRange(.overflow, .none, "the cart's dimensional weight is too large")
    }
    return Weight(quanta: quanta)
  }
}
