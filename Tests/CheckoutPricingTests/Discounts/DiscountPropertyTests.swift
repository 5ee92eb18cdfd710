import DecimalReference
import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Discount properties")
struct DiscountPropertyTests {
  @Test(
    "Invariant 11: each discount is the Decimal rule's, never more than what it applies to, percentages on the discounted base",
    arguments: SampleMerchant.allCases)
  func discountsAreCappedAndStacked(merchant: SampleMerchant) {
    let book = TestBooks.book(merchant)
    let exponent = book.merchant.currency.minorUnits
    forAllPricedCases(merchant) { c, engine, reference in
      let result = engine.discounts
      let expected = reference.discounts
      try #require(result.discountedLines.map(\.amount.major) == expected.lines, "\(c)")
      try #require(result.couponErrors.map(\.reason) == expected.errors.map { .coupon($0) }, "\(c)")
      try #require(result.items.count == expected.items.count, "\(c): \(result.items) vs \(expected.items)")
      for (item, want) in zip(result.items, expected.items) {
        try #require(item.label == want.label && item.code == want.code, "\(c)")
        try #require(item.amount.major == want.amount && item.allocations.map(\.major) == want.allocations, "\(c)")
      }
      try #require(result.freeShipping?.cap?.major == expected.freeShipping?.cap ?? nil, "\(c)")

      // Replay the items in order: each takes at most what is left of each
      // line, and a percentage is taken of what the earlier ones left.
      var remaining = c.cart.lines.map { $0.unitPrice.minorUnits * $0.quantity }
      for item in result.items {
        let coupon = try #require(
          item.code.flatMap { book.discounts.coupons[$0.uppercased()] }
            ?? book.discounts.automatic.first { $0.label == item.label })
        let eligible = c.cart.lines.indices.filter {
          coupon.isEligible(id: c.cart.lines[$0].id, category: book.categories.id(of: c.cart.lines[$0].category))
        }
        let eligibleBase = eligible.reduce(Int64(0)) { $0 + remaining[$1] }
        try #require(item.amount.minorUnits > 0 && item.amount.minorUnits <= eligibleBase, "\(c): \(item)")
        for (index, part) in item.allocations.enumerated() {
          try #require(part.minorUnits >= 0 && part.minorUnits <= remaining[index], "\(c): \(item) line \(index)")
          try #require(part.minorUnits == 0 || eligible.contains(index), "\(c): \(item) took from an ineligible line")
        }
        switch (coupon.kind, coupon.value) {
        case (.percentOffOrder, .percent(let rate)):
          let off = DecimalReference.apply(
            rate: rate.decimal, to: eligibleBase.major(exponent: exponent), scale: exponent, book.merchant.roundingMode)
          try #require(item.amount.major == min(off, eligibleBase.major(exponent: exponent)), "\(c): \(item)")
        case (.percentOffLine, .percent(let rate)):
          for index in eligible {
            let off = DecimalReference.apply(
              rate: rate.decimal, to: remaining[index].major(exponent: exponent), scale: exponent,
              book.merchant.roundingMode)
            try #require(item.allocations[index].major == min(off, remaining[index].major(exponent: exponent)), "\(c)")
          }
        default: break
        }
        for index in remaining.indices { remaining[index] -= item.allocations[index].minorUnits }
      }
      try #require(remaining == result.discountedLines.map(\.amount.minorUnits), "\(c)")
      try #require(remaining.allSatisfy { $0 >= 0 }, "\(c)")
    }
  }
}
