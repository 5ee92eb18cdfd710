import CheckoutPricing
import Foundation

extension DecimalReference {
  /// The base rate of a service in a zone (`RateTables/README.md`, "How a
  /// price is built", steps 4 and 5, and "Shipping classes"), in `Decimal`
  /// from its `rates.csv` rows.
  struct ShippingPricing {
    /// The service's rows in the zone.
    let rows: RateBook.ShippingRows
    /// The merchandise subtotal the service's `subtotalBasis` names.
    let subtotal: Decimal
    /// The currency's minor-unit exponent, and the manifest's
    /// `rounding.mode`, which a `percent` rate is rounded in.
    let scale: Int
    let mode: CheckoutPricing.RoundingMode

    init(rows: RateBook.ShippingRows, book: RateBook, subtotal: Decimal) {
      self.rows = rows
      self.subtotal = subtotal
      scale = book.merchant.currency.minorUnits
      mode = book.merchant.roundingMode
    }

    /// The base rate of the cart `lines`, by shipping class when the
    /// service has a `classPricing`; `nil` when no row prices it.
    func base(_ lines: [CartLine]) -> Decimal? {
      guard let pricing = rows.classPricing else { return price(rows.rates, Parcel(lines)) }
      // The classes in the order of their first line. A gift card without
      // a weight is not shipped ("Selling a gift card"), so its line gives
      // no class and no unit to price; a class is a category, whether or
      // not any table names it.
      let shipped = lines.filter { $0.weight != nil || $0.category != CartLine.giftCardCategory }
      var classes: [String] = []
      for line in shipped where !classes.contains(line.category) { classes.append(line.category) }
      var prices: [Decimal] = []
      for name in classes {
        // A class's rows name it, or when none does, name no class.
        let own = rows.rates.filter { $0.shippingClass == name }
        let classRows = own.isEmpty ? rows.rates.filter { $0.shippingClass == nil } : own
        guard !classRows.isEmpty else { return nil }
        let classLines = shipped.filter { $0.category == name }
        switch pricing {
        case "highest", "sum":
          guard let price = price(classRows, Parcel(lines)) else { return nil }
          prices.append(price)
        case "perClass":
          guard let price = price(classRows, Parcel(classLines)) else { return nil }
          prices.append(price)
        case "perItem":
          var sum = Decimal(0)
          for line in classLines {
            guard let unit = price(classRows, Parcel(CollectionOfOne(line), oneUnitEach: true)) else { return nil }
            sum += unit * Decimal(line.quantity)
          }
          prices.append(sum)
        default: return nil
        }
      }
      // With no class shipped, nothing is priced: the highest of no prices,
      // or their sum, is 0.
      return pricing == "highest" ? prices.max() ?? 0 : prices.reduce(0, +)
    }

    /// The price of `rates` (one basis) for `parcel`; `nil` when no tier
    /// holds it.
    func price(_ rates: [RateBook.ShippingRows.RateRow], _ parcel: Parcel) -> Decimal? {
      let billed = billedKilograms(parcel)
      let lowest = rates.compactMap { row -> Decimal? in
        guard case .weight(let min, _, _, _, _) = row.basis else { return nil }
        return kilograms(min)
      }.min()
      for row in rates {
        switch row.basis {
        case .flat(let price):
          return price.decimal
        case .item(let first, let additional):
          // An empty cart costs 0.
          guard parcel.units > 0 else { return 0 }
          return first.decimal + additional.decimal * (parcel.units - 1)
        case .percent(let rate, let minimum, let maximum):
          var amount = DecimalReference.round(rate.decimal * subtotal, scale: scale, mode)
          if let minimum = minimum?.decimal, amount < minimum { amount = minimum }
          if let maximum = maximum?.decimal, amount > maximum { amount = maximum }
          return amount
        case .subtotal(let min, let max, let price):
          // min <= subtotal < max
          if min.decimal <= subtotal, max.map({ subtotal < $0.decimal }) ?? true { return price.decimal }
        case .units(let min, let max, let price):
          // min <= units < max
          if Decimal(min) <= parcel.units, max.map({ parcel.units < Decimal($0) }) ?? true { return price.decimal }
        case .weight(let min, let max, let price, let additionalPrice, let additionalPer):
          // min < billed <= max; the lowest tier includes its min.
          let low = kilograms(min)
          guard billed > low || (billed == low && low == lowest), max.map({ billed <= kilograms($0) }) ?? true
          else { continue }
          // The open top tier adds a price per started step above min.
          guard max == nil, let additionalPrice, let additionalPer, billed > low else { return price.decimal }
          let started = quotientRoundedUp(billed - low, by: kilograms(additionalPer))
          return price.decimal + additionalPrice.decimal * started
        }
      }
      return nil
    }

    /// The billed weight in kilograms (step 4): the actual weight, or the
    /// dimensional weight when a `dimDivisor` makes it larger, then rounded
    /// up to a whole `weightUnit` when `weightRounding` is `up`.
    func billedKilograms(_ parcel: Parcel) -> Decimal {
      var measured = parcel.kilograms
      if let divisor = rows.dimDivisor, parcel.volume > 0 {
        measured = Swift.max(measured, dimensionalKilograms(parcel.volume, divisor: Decimal(divisor)))
      }
      guard rows.roundsWeightUp else { return measured }
      let unit = kilograms(per: rows.weightUnit)
      return quotientRoundedUp(measured, by: unit) * unit
    }

    /// The dimensional weight of `volume` cubic micrometres: `dimDivisor`
    /// is cubic inches per pound for `lb` and `oz` services, cubic
    /// centimetres per kilogram for `kg` and `g` services; the quotient is
    /// rounded up to a whole 1/16 nanogram, the step weights are held in.
    func dimensionalKilograms(_ volume: Decimal, divisor: Decimal) -> Decimal {
      let imperial = rows.weightUnit == .pound || rows.weightUnit == .ounce
      // 1 in = 25,400 um, 1 cm = 10,000 um.
      let side = Decimal(imperial ? 25_400 : 10_000)
      let massUnit = imperial ? kilograms(per: .pound) : 1
      let sixteenthsPerKilogram = 16 * Decimal(sign: .plus, exponent: 12, significand: 1)
      let sixteenths = quotientRoundedUp(
        volume * massUnit * sixteenthsPerKilogram, by: side * side * side * divisor)
      return sixteenths / sixteenthsPerKilogram
    }
  }
}
