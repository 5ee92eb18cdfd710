import CheckoutPricing
import DecimalReference
import Foundation
import SeededRandom

/// The money core's three basic operations, each timed in the engine and in
/// plain `Decimal` in the same run: one add, one rate application, one
/// allocation across five parts.
func moneyCoreScenarios(harness: Harness) throws -> [Row] {
  var rng = SeededGenerator(seed: 42)
  let count = 1_024
  let amounts = (0..<count).map { _ in
    Amount(uncheckedMinorUnits: Int64.random(in: 1...10_000_000, using: &rng), exponent: 2)
  }
  let decimals = amounts.map(\.decimal)
  let rate = try Rate(percent: "8.875")
  let rateDecimal = rate.decimal
  let weights: [Int64] = [1_999, 2_500, 349, 10_000, 1]
  let keys = ["a", "b", "c", "d", "e"]
  let decimalWeights = weights.map { Decimal($0) }

  let add = (
    harness.measure("money: add") { i in
      blackHole(try? amounts[i & (count - 1)].adding(amounts[(i &+ 1) & (count - 1)]))
    },
    harness.measure("money: add (Decimal)") { i in
      blackHole(decimals[i & (count - 1)] + decimals[(i &+ 1) & (count - 1)])
    }
  )
  let apply = (
    harness.measure("money: apply 8.875% rate") { i in
      blackHole(try? rate.applied(to: amounts[i & (count - 1)], rounding: .halfAwayFromZero))
    },
    harness.measure("money: apply 8.875% rate (Decimal)") { i in
      blackHole(
        DecimalReference.apply(rate: rateDecimal, to: decimals[i & (count - 1)], scale: 2, .halfAwayFromZero))
    }
  )
  let allocate = (
    harness.measure("money: allocate across 5 parts") { i in
      blackHole(try? amounts[i & (count - 1)].allocated(proportionalTo: weights, tieBreakKeys: keys))
    },
    harness.measure("money: allocate across 5 parts (Decimal)") { i in
      blackHole(DecimalReference.allocate(decimals[i & (count - 1)], scale: 2, weights: decimalWeights, keys: keys))
    }
  )
  let convert = (
    harness.measure("money: Decimal -> Amount -> Decimal") { i in
      blackHole((try? Amount(exactly: decimals[i & (count - 1)], exponent: 2))?.decimal)
    },
    harness.measure("money: Decimal rescale check (Decimal)") { i in
      // The plain way to check that a Decimal is a whole number of cents.
      blackHole(DecimalReference.round(decimals[i & (count - 1)], scale: 2, .towardZero) == decimals[i & (count - 1)])
    }
  )
  return [add, apply, allocate, convert].flatMap { comparison($0.0, $0.1) }
}
