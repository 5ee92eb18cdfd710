import DecimalReference
import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

// Invariants of ../shared/reference/rounding.md over the discount, shipping
// discount, tax and payment stages composed in the documented order, on
// seeded random carts for every sample merchant, checked against the plain
// Decimal reference.
@Suite("Quote properties")
struct QuotePropertyTests {
  @Test(
    "Invariant 1: subtotal - discounts + shipping - shipping discount + tax + adjustment is the Decimal total",
    arguments: SampleMerchant.allCases)
  func itemsAddUpToTheTotal(merchant: SampleMerchant) {
    let exponent = TestBooks.book(merchant).merchant.currency.minorUnits
    forAllPricedCases(merchant) { c, engine, reference in
      try #require(
        engine.total.major(exponent: exponent) == reference.total,
        "\(c): engine \(engine.total) vs Decimal \(reference.total)")
      let discounted = engine.discounts.discountedLines.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
      let taken = engine.discounts.items.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
      try #require(discounted == engine.discounts.merchandise.minorUnits, "\(c)")
      try #require(engine.discounts.subtotal.minorUnits - taken == discounted, "\(c)")
      try #require(engine.total >= 0, "\(c): negative total \(engine.total)")
    }
  }

  @Test(
    "Invariant 2: line and shipping taxes, component parts and rate parts each add up to the tax shown",
    arguments: SampleMerchant.allCases)
  func taxPartsAddUp(merchant: SampleMerchant) {
    forAllPricedCases(merchant) { c, engine, reference in
      let tax = engine.tax
      let total = tax.total.minorUnits
      let lines = tax.lines.reduce(Int64(0)) { $0 + $1.tax.minorUnits } + tax.shipping.tax.minorUnits
      let components = tax.components.reduce(Int64(0)) { $0 + $1.tax.minorUnits }
      let rates = tax.rates.reduce(Int64(0)) { $0 + $1.tax.minorUnits }
      try #require(lines == total && components == total && rates == total, "\(c): \(tax)")
      // The parts of each component add up to what the Decimal reference
      // splits, part by part.
      let engineParts = tax.components.map { "\($0.id) \($0.rate.decimal) \($0.base.major) \($0.tax.major)" }
      let referenceParts = reference.tax.components.map { "\($0.id) \($0.rate) \($0.base) \($0.tax)" }
      try #require(engineParts == referenceParts, "\(c)")
      try #require(tax.rates.map(\.tax.major) == reference.tax.rates.map(\.tax), "\(c)")
      try #require(tax.rates.map(\.base.major) == reference.tax.rates.map(\.base), "\(c)")
    }
  }

  @Test(
    "Invariant 12: tax is on the lines after discounts and on the shipping after its discount, as in Decimal",
    arguments: SampleMerchant.allCases)
  func taxAfterDiscounts(merchant: SampleMerchant) {
    forAllPricedCases(merchant) { c, engine, reference in
      try #require(engine.shippingDiscount.major == reference.shippingDiscount, "\(c)")
      try #require(engine.tax.total.major == reference.tax.total, "\(c): \(engine.tax.total) vs \(reference.tax.total)")
      try #require(engine.tax.lines.map(\.tax.major) == reference.tax.lines, "\(c)")
      try #require(engine.tax.shipping.tax.major == reference.tax.shipping, "\(c)")
      try #require(
        engine.tax.shipping.amount.minorUnits == c.shipping.minorUnits - engine.shippingDiscount.minorUnits, "\(c)")
      if engine.shippingDiscount == c.shipping {
        try #require(engine.tax.shipping.tax.minorUnits == 0, "\(c): tax on fully discounted shipping")
      }
      for (line, taxed) in zip(engine.discounts.discountedLines, engine.tax.lines) {
        try #require(line.amount == taxed.amount, "\(c): \(line.id) taxed on \(taxed.amount), not \(line.amount)")
      }
    }
  }
}
