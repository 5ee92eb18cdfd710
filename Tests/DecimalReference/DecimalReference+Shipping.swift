package import CheckoutPricing
import Foundation

extension DecimalReference {
  /// What the shipping rules measure of a cart (`RateTables/README.md`,
  /// "How a price is built", step 4), in `Decimal`.
  struct Parcel: Sendable {
    /// The units shipped: a gift card without a weight is not shipped, so
    /// its units count toward no per-item price or handling
    /// ("Selling a gift card").
    var units: Decimal = 0
    /// The actual weight in kilograms: each unit's weight times its
    /// quantity; lines without weight weigh nothing.
    var kilograms: Decimal = 0
    /// The sum over units of length x width x height, in cubic micrometres.
    var volume: Decimal = 0
    /// The longest side of any unit, in micrometres.
    var longestSide: Decimal?

    /// Measures `lines`, or with `oneUnitEach` one unit of each (a shipping
    /// class priced `perItem`).
    init(_ lines: some Sequence<CartLine>, oneUnitEach: Bool = false) {
      for line in lines {
        if line.weight == nil && line.category == CartLine.giftCardCategory { continue }
        let quantity = oneUnitEach ? Decimal(1) : Decimal(line.quantity)
        units += quantity
        if let weight = line.weight { kilograms += DecimalReference.kilograms(weight) * quantity }
        if let size = line.dimensions {
          volume += Decimal(size.length) * Decimal(size.width) * Decimal(size.height) * quantity
          longestSide = max(longestSide ?? 0, Decimal(size.length))
        }
      }
    }
  }

  /// A weight in kilograms: the library holds it in quanta of 1/16
  /// nanogram (``Weight/quanta``), and 1 kg is 10^12 ng.
  static func kilograms(_ weight: Weight) -> Decimal {
    Decimal(weight.quanta) / 16 / Decimal(sign: .plus, exponent: 12, significand: 1)
  }

  /// A weight unit in kilograms: the international pound is 0.45359237 kg
  /// exactly, the ounce 1/16 lb.
  static func kilograms(per unit: WeightUnit) -> Decimal {
    let pound = Decimal(sign: .plus, exponent: -8, significand: 45_359_237)
    switch unit {
    case .kilogram: return 1
    case .gram: return Decimal(sign: .plus, exponent: -3, significand: 1)
    case .pound: return pound
    case .ounce: return pound / 16
    }
  }

  /// The smallest whole number `q` with `q * divisor >= dividend`, for
  /// `divisor > 0` and `dividend >= 0`: a division may round its last of
  /// 38 digits, so the quotient is corrected by exact products.
  static func quotientRoundedUp(_ dividend: Decimal, by divisor: Decimal) -> Decimal {
    var quotient = round(dividend / divisor, scale: 0, .towardPositiveInfinity)
    while quotient > 0 && (quotient - 1) * divisor >= dividend { quotient -= 1 }
    while quotient * divisor < dividend { quotient += 1 }
    return quotient
  }

  /// The selected method's price, built from the rate book's rows in
  /// `Decimal` by the steps of `RateTables/README.md` ("How a price is
  /// built", "Shipping classes", `stores.csv`): the cart exclusions, the
  /// base rate (or the store's `price`), handling, the maximum, the free
  /// threshold and the surcharges. `nil` when the rows give the cart no
  /// price (an exclusion, no tier, a class without rows).
  ///
  /// Only lookups come from the library: the zone the address is in, the
  /// rows of the method's service there, and which of its surcharge and
  /// exclusion places cover the address (``RateBook/shippingRows(service:zone:destination:)``).
  ///
  /// - Parameters:
  ///   - identifier: The method: a service, or `service/store` for a store.
  ///   - merchandiseBeforeDiscounts: The merchandise subtotal before
  ///     discounts, without the gift cards sold.
  ///   - merchandiseAfterDiscounts: The same after discounts.
  package static func shippingPrice(
    method identifier: String, zone: String, cart: Cart, destination: Destination,
    merchandiseBeforeDiscounts: Decimal, merchandiseAfterDiscounts: Decimal, book: RateBook
  ) -> Decimal? {
    let parts = identifier.split(separator: "/", maxSplits: 1).map(String.init)
    guard let rows = book.shippingRows(service: parts[0], zone: zone, destination: destination) else { return nil }
    let parcel = Parcel(cart.lines)
    guard !isExcluded(cart, parcel, rows.exclusions) else { return nil }
    let subtotal = rows.measuresBeforeDiscounts ? merchandiseBeforeDiscounts : merchandiseAfterDiscounts
    let pricing = ShippingPricing(rows: rows, book: book, subtotal: subtotal)
    // 5. The base rate, or a store's own price in place of the rate.
    let storePrice = parts.count == 2 ? rows.storePrices[parts[1]]?.decimal : nil
    guard var amount = storePrice ?? pricing.base(cart.lines) else { return nil }
    // 6. Handling: once per order, and per unit shipped.
    amount += rows.handlingPerOrder?.decimal ?? 0
    amount += (rows.handlingPerItem?.decimal ?? 0) * parcel.units
    // 7. The maximum lowers the rate plus handling.
    if let maxCost = rows.maxCost?.decimal, amount > maxCost { amount = maxCost }
    // 8. At or above the threshold, the result so far is waived.
    if let threshold = rows.freeAbove?.decimal, subtotal >= threshold { amount = 0 }
    // 9. Surcharges are never waived or capped.
    return amount + rows.surcharges.reduce(Decimal(0)) { $0 + $1.decimal }
  }

  /// Whether a cart exclusion of the service holds (`exclusions.csv`): a
  /// line of an excluded category, an actual weight above `maxWeight` (at
  /// it is allowed), a unit longer than `maxLength`, or an excluded place.
  static func isExcluded(_ cart: Cart, _ parcel: Parcel, _ exclusions: [RateBook.ShippingRows.ExclusionRow]) -> Bool {
    exclusions.contains { exclusion in
      switch exclusion {
      case .category(let category): cart.lines.contains { $0.category == category }
      case .maxWeight(let limit): parcel.kilograms > kilograms(limit)
      case .maxLength(let limit): (parcel.longestSide ?? 0) > Decimal(limit)
      case .place(let covers): covers
      }
    }
  }
}
