import TestSupport
import Testing

@testable import CheckoutPricing

// Invariant 15: overflow is detected and reported, never wrapped or trapped.
@Suite("Amount arithmetic")
struct AmountArithmeticTests {
  @Test("Sums, differences and products match exact 128-bit arithmetic or throw overflow")
  func checkedArithmetic() {
    forAllSeededCases { rng in
      let exponent = rng.exponent()
      let a = Amount(uncheckedMinorUnits: rng.minorUnits(), exponent: exponent)
      let b = Amount(uncheckedMinorUnits: rng.minorUnits(), exponent: exponent)
      let quantity = Int64.random(in: -1_000_000...1_000_000, using: &rng)
      try check(
        Int128(a.minorUnits) + Int128(b.minorUnits), { () throws(MoneyError) in try a.adding(b) }, "\(a) + \(b)")
      try check(
        Int128(a.minorUnits) - Int128(b.minorUnits), { () throws(MoneyError) in try a.subtracting(b) }, "\(a) - \(b)")
      try check(
        Int128(a.minorUnits) * Int128(quantity), { () throws(MoneyError) in try a.multiplied(by: quantity) },
        "\(a) x \(quantity)")
      try check(-Int128(a.minorUnits), { () throws(MoneyError) in try a.negated() }, "-\(a)")
    }
  }

  private func check(_ exact: Int128, _ operation: () throws(MoneyError) -> Amount, _ label: String) throws {
    switch Result(catching: operation) {
    case .success(let result):
      try #require(Int128(result.minorUnits) == exact, "\(label)")
    case .failure(let error):
      try #require(error.code == .overflow && Int64(exactly: exact) == nil, "\(label): \(error)")
    }
  }

  @Test("The edges of the range")
  func edges() throws {
    let max = Amount(uncheckedMinorUnits: .max, exponent: 2)
    let min = Amount(uncheckedMinorUnits: .min, exponent: 2)
    let cent = Amount(uncheckedMinorUnits: 1, exponent: 2)
    #expect(throws: MoneyError.self) { try max.adding(cent) }
    #expect(throws: MoneyError.self) { try min.subtracting(cent) }
    #expect(throws: MoneyError.self) { try min.negated() }
    #expect(throws: MoneyError.self) { try max.multiplied(by: 2) }
    #expect(try max.subtracting(cent).adding(cent) == max)
    #expect(try min.adding(cent).negated() == max)
  }

  @Test("Amounts of different exponents are never combined silently")
  func exponentMismatch() {
    let dollars = Amount(uncheckedMinorUnits: 100, exponent: 2)
    let yen = Amount(uncheckedMinorUnits: 100, exponent: 0)
    #expect { try dollars.adding(yen) } throws: { ($0 as? MoneyError)?.code == .exponentMismatch }
    #expect { try dollars.subtracting(yen) } throws: { ($0 as? MoneyError)?.code == .exponentMismatch }
  }

  @Test("Rescaling keeps the value or refuses")
  func rescale() throws {
    let price = Amount(uncheckedMinorUnits: 1250, exponent: 2)
    #expect(try price.rescaled(toExponent: 3).minorUnits == 12_500)
    #expect(try price.rescaled(toExponent: 1).minorUnits == 125)
    #expect(throws: MoneyError.self) { try price.rescaled(toExponent: 0) }
    #expect(throws: MoneyError.self) { try Amount(uncheckedMinorUnits: .max, exponent: 0).rescaled(toExponent: 2) }
    #expect(try Amount.sum([price, price, price], exponent: 2).minorUnits == 3750)
  }
}
