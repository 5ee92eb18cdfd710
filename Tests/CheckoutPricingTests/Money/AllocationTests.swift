import DecimalReference
import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Allocation by largest remainder")
struct AllocationTests {
  private func cents(_ units: Int64) -> Amount { Amount(uncheckedMinorUnits: units, exponent: 2) }

  @Test(
    "Hand-computed splits",
    arguments: [
      (Int64(500), [Int64(1), 1, 1], [Int64(167), 167, 166]),
      (-500, [1, 1, 1], [-167, -167, -166]),
      (100, [1, 0, 1], [50, 0, 50]),
      (1, [1, 1, 1], [1, 0, 0]),
      (2, [3, 1, 0], [2, 0, 0]),
      // Shopify/money #522: 5.00 by 50/50 must be 2.50 + 2.50, never 2.01 + 2.99.
      (500, [50, 50], [250, 250]),
      // The remainder goes to the largest remainder, not the first part (Dinero.js #776).
      (100, [1, 2], [33, 67]),
      (10, [3, 3, 4], [3, 3, 4]),
      (0, [0, 0], [0, 0]),
    ] as [(Int64, [Int64], [Int64])])
  func handComputed(amount: Int64, weights: [Int64], expected: [Int64]) throws {
    let parts = try cents(amount).allocated(proportionalTo: weights)
    #expect(parts.map(\.minorUnits) == expected)
  }

  @Test("Huge amounts allocate at once (Dinero.js #771 hung)")
  func hugeAmounts() throws {
    let parts = try cents(.max).allocated(proportionalTo: [.max, 1, .max - 1])
    #expect(parts.reduce(Int128(0)) { $0 + Int128($1.minorUnits) } == Int128(Int64.max))
    let negative = try cents(.min).split(into: 7)
    #expect(negative.reduce(Int128(0)) { $0 + Int128($1.minorUnits) } == Int128(Int64.min))
  }

  @Test("Bad weights are errors")
  func badWeights() {
    #expect { try cents(100).allocated(proportionalTo: [1, -1]) } throws: {
      ($0 as? MoneyError)?.code == .invalidWeights
    }
    #expect { try cents(100).allocated(proportionalTo: [0, 0]) } throws: {
      ($0 as? MoneyError)?.code == .invalidWeights
    }
    #expect { try cents(100).allocated(proportionalTo: []) } throws: { ($0 as? MoneyError)?.code == .invalidWeights }
    #expect { try cents(100).allocated(proportionalTo: [1], tieBreakKeys: ["a", "b"]) } throws: {
      ($0 as? MoneyError)?.code == .invalidWeights
    }
    #expect { try cents(100).split(into: 0) } throws: { ($0 as? MoneyError)?.code == .invalidWeights }
  }

  private struct Case: CustomStringConvertible {
    var amount: Amount
    var weights: [Int64]
    var keys: [String]
    var description: String { "\(amount) across \(weights)" }
  }

  private func randomCase(_ rng: inout SeededGenerator) -> Case {
    let count = Int.random(in: 1...12, using: &rng)
    let weightLimit: Int64 = Bool.random(using: &rng) ? 10 : 100_000_000
    var weights = (0..<count).map { _ in Int64.random(in: 0...weightLimit, using: &rng) }
    if weights.allSatisfy({ $0 == 0 }) { weights[0] = 1 }
    // Small amounts too, so that amounts below the number of parts are common.
    let units = Bool.random(using: &rng) ? Int64.random(in: -20...20, using: &rng) : rng.minorUnits()
    return Case(
      amount: Amount(uncheckedMinorUnits: units, exponent: rng.exponent()), weights: weights,
      keys: (0..<count).map { "line-\($0)" })
  }

  // Invariants 3, 4 and 6.
  @Test("Parts add up, stay within one unit of their share, follow their weights, and zero weights get zero")
  func invariants() {
    forAllSeededCases { rng in
      let c = randomCase(&rng)
      let parts = try c.amount.allocated(proportionalTo: c.weights, tieBreakKeys: c.keys)
      let total = c.weights.reduce(Int128(0)) { $0 + Int128($1) }
      try #require(parts.reduce(Int128(0)) { $0 + Int128($1.minorUnits) } == Int128(c.amount.minorUnits), "\(c)")
      for (index, part) in parts.enumerated() {
        // |part * total - amount * weight| < total
        let error = Int128(part.minorUnits) * total - Int128(c.amount.minorUnits) * Int128(c.weights[index])
        try #require(error.magnitude < total.magnitude, "\(c): part \(index) = \(part)")
        try #require(part.exponent == c.amount.exponent)
        if c.weights[index] == 0 { try #require(part.minorUnits == 0, "\(c)") }
        try #require(c.amount.isNegative ? part.minorUnits <= 0 : part.minorUnits >= 0, "\(c)")
      }
      for a in parts.indices {
        for b in parts.indices where c.weights[a] > c.weights[b] {
          try #require(parts[a].minorUnits.magnitude >= parts[b].minorUnits.magnitude, "\(c): \(parts)")
        }
      }
    }
  }

  // Invariant 5.
  @Test("Permuting the parts permutes the result the same way")
  func orderIndependent() {
    forAllSeededCases { rng in
      let c = randomCase(&rng)
      let parts = try c.amount.allocated(proportionalTo: c.weights, tieBreakKeys: c.keys)
      let permutation = c.weights.indices.shuffled(using: &rng)
      let shuffled = try c.amount.allocated(
        proportionalTo: permutation.map { c.weights[$0] }, tieBreakKeys: permutation.map { c.keys[$0] })
      try #require(shuffled == permutation.map { parts[$0] }, "\(c) permuted by \(permutation)")
    }
  }

  @Test("Allocation agrees with the same algorithm in Decimal")
  func agreesWithDecimal() {
    forAllSeededCases { rng in
      let c = randomCase(&rng)
      let parts = try c.amount.allocated(proportionalTo: c.weights, tieBreakKeys: c.keys)
      let reference = DecimalReference.allocate(
        c.amount.decimal, scale: c.amount.exponent, weights: c.weights.map { Decimal($0) }, keys: c.keys)
      // Decimal keeps 38 digits, so shares of amounts near Int64.max with
      // weights near 10^8 lose their last digits there; compare where it is exact.
      guard c.amount.minorUnits.magnitude < 1_000_000_000_000 else { return }
      try #require(parts.map(\.decimal) == reference, "\(c)")
    }
  }
}
