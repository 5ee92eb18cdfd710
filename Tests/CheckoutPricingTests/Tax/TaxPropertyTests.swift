import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

// Invariants 8, 9, 10, 14 and 16 of ../shared/reference/rounding.md on
// seeded random carts for every sample merchant.
@Suite("Tax properties")
struct TaxPropertyTests {
  /// The tax of one line as its own rounding, in Decimal: what line-level
  /// rounding must give, at the rate set of the line's category, or of its
  /// price threshold, on the case's day.
  private static func lineTax(_ line: LineAmount, in jurisdiction: TaxJurisdiction, book: RateBook, _ c: PricingCase)
    -> Decimal
  {
    let scale = book.merchant.currency.minorUnits
    let mode = jurisdiction.roundingMode ?? book.merchant.roundingMode
    let day = DecimalReference.day(of: c.asOf, in: book)
    let set = DecimalReference.rateSetName(
      jurisdiction,
      line: DecimalReference.TaxLine(
        id: line.id, category: line.category, amount: line.amount.major, quantity: Int(line.quantity),
        listedUnitPrice: Amount(uncheckedMinorUnits: line.listedUnitPrice, exponent: scale).major),
      on: day)
    if set == "exempt" { return 0 }
    let combined = DecimalReference.effectiveRates(jurisdiction, set, on: day).reduce(Decimal(0), +)
    if book.merchant.pricesIncludeTax {
      return DecimalReference.includedPortion(rate: combined, of: line.amount.major, scale: scale, mode)
    }
    if jurisdiction.componentRounding == .separate {
      return DecimalReference.effectiveRates(jurisdiction, set, on: day).reduce(Decimal(0)) {
        $0 + DecimalReference.apply(rate: $1, to: line.amount.major, scale: scale, mode)
      }
    }
    return DecimalReference.apply(rate: combined, to: line.amount.major, scale: scale, mode)
  }

  /// Each line's tax in `tax` is what rounding that line alone gives
  /// (``lineTax(_:in:book:_:)``).
  private static func requireLineTaxes(
    _ tax: TaxResult, of lines: [LineAmount], in jurisdiction: TaxJurisdiction, book: RateBook, _ c: PricingCase
  ) throws {
    for line in lines {
      let engine = try #require(tax.lines.first { $0.id == line.id })
      let expected = lineTax(line, in: jurisdiction, book: book, c)
      try #require(engine.tax.major == expected, "\(c): \(line.id) \(engine.tax) vs \(expected)")
    }
  }

  @Test(
    "Invariant 8: inclusive tax is round(gross x r / (1 + r)) once, and net + tax is the gross exactly",
    arguments: SampleMerchant.allCases)
  func inclusiveTaxRoundTrips(merchant: SampleMerchant) {
    // The US merchant prices exclusive of tax; its tables priced inclusive
    // exercise the extraction on US and Canadian rates. Discounts do not
    // depend on how tax is included, so the priced cases' lines serve.
    let shipped = TestBooks.book(merchant)
    let book = shipped.merchant.pricesIncludeTax ? shipped : TestBooks.variant(merchant, pricesIncludeTax: true)
    let scale = book.merchant.currency.minorUnits
    forAllPricedCases(merchant) { c, output, _ in
      let tax =
        book.merchant.pricesIncludeTax == shipped.merchant.pricesIncludeTax
        ? output.tax
        : try book.tax(
          for: TaxRequest(
            destination: c.destination, lines: output.discounts.discountedLines, shipping: output.tax.shipping.amount,
            asOf: c.asOf))
      for line in tax.lines {
        try #require(line.net.minorUnits + line.tax.minorUnits == line.amount.minorUnits, "\(c): \(line)")
      }
      try #require(tax.shipping.net.minorUnits + tax.shipping.tax.minorUnits == tax.shipping.amount.minorUnits, "\(c)")
      try #require(tax.amountToAdd.minorUnits == 0, "\(c): inclusive tax added again")
      guard let jurisdiction = tax.jurisdiction else { return }
      switch tax.roundingLevel {
      case .line:
        try Self.requireLineTaxes(tax, of: output.discounts.discountedLines, in: jurisdiction, book: book, c)
      case .invoice, .invoicePerRate:
        for part in tax.rates {
          let gross = part.base.major + part.tax.major
          let expected = DecimalReference.includedPortion(
            rate: part.rate.decimal, of: gross, scale: scale, tax.roundingMode)
          try #require(part.tax.major == expected, "\(c): \(part)")
        }
      case .unit:
        // Compared with the Decimal reference in UnitTaxTests.
        break
      }
    }
  }

  @Test(
    "Invariant 9: exclusive tax is rounded once from the exact product, and pricing again gives the same figures",
    arguments: SampleMerchant.allCases)
  func exclusiveTaxRoundsOnce(merchant: SampleMerchant) {
    let shipped = TestBooks.book(merchant)
    let book = shipped.merchant.pricesIncludeTax ? TestBooks.variant(merchant, pricesIncludeTax: false) : shipped
    let scale = book.merchant.currency.minorUnits
    forAllPricedCases(merchant) { c, output, _ in
      let request = TaxRequest(
        destination: c.destination, lines: output.discounts.discountedLines, shipping: output.tax.shipping.amount,
        asOf: c.asOf)
      let tax = try book.tax(for: request)
      if book.merchant.pricesIncludeTax == shipped.merchant.pricesIncludeTax {
        try #require(tax == output.tax, "\(c): a second pricing differs")
      }
      guard let jurisdiction = tax.jurisdiction else { return }
      switch tax.roundingLevel {
      case .line:
        try Self.requireLineTaxes(tax, of: output.discounts.discountedLines, in: jurisdiction, book: book, c)
      case .invoicePerRate where jurisdiction.componentRounding == .combined:
        for part in tax.rates {
          let expected = DecimalReference.apply(
            rate: part.rate.decimal, to: part.base.major, scale: scale, tax.roundingMode)
          try #require(part.tax.major == expected, "\(c): \(part)")
        }
      case .invoice, .invoicePerRate, .unit:
        break
      }
    }
  }

  @Test(
    "Invariant 10: a larger taxable amount never gives less tax, and no tax or total is negative",
    arguments: SampleMerchant.allCases)
  func taxIsMonotonic(merchant: SampleMerchant) {
    let book = TestBooks.book(merchant)
    var rng = SeededGenerator(seed: PropertyRun.baseSeed)
    forAllPricedCases(merchant) { c, engine, _ in
      let tax = engine.tax
      let figures =
        [tax.total, tax.shipping.tax] + tax.lines.map(\.tax) + tax.components.map(\.tax) + tax.rates.map(\.tax)
      try #require(figures.allSatisfy { !$0.isNegative }, "\(c): \(tax)")
      try #require(engine.total >= 0 && !engine.discounts.merchandise.isNegative, "\(c)")

      // Raise one line and the shipping. Per line, the line's tax and the
      // goods' tax cannot fall, nor can the shipping's where it is taxed
      // whole; per invoice (shipping is taxed whole there in the samples),
      // the total cannot. A proportional shipping split follows the lines'
      // shares (the law's rule, not a base that grew), and largest remainder
      // can move a unit between categories as the total grows (the Alabama
      // paradox), so the goods and a whole shipping charge are compared.
      var lines = engine.discounts.discountedLines
      let index = Int.random(in: lines.indices, using: &rng)
      let more = lines[index].amount.minorUnits + Int64.random(in: 1...10_000, using: &rng)
      lines[index] = LineAmount(
        id: lines[index].id, category: lines[index].category,
        amount: Amount(uncheckedMinorUnits: more, exponent: lines[index].amount.exponent))
      let shipping = try tax.shipping.amount.adding(
        Amount(uncheckedMinorUnits: Int64.random(in: 1...1_000, using: &rng), exponent: tax.total.exponent))
      let after = try book.tax(
        for: TaxRequest(destination: c.destination, lines: lines, shipping: shipping, asOf: c.asOf))
      let goods: (TaxResult) -> Int64 = { $0.lines.reduce(0) { $0 + $1.tax.minorUnits } }
      if tax.roundingLevel == .line {
        try #require(after.lines[index].tax >= tax.lines[index].tax, "\(c): line \(lines[index].id)")
        try #require(goods(after) >= goods(tax), "\(c): raising \(lines[index].id) lowered the goods' tax")
        if tax.jurisdiction?.shipping == .taxable {
          try #require(after.shipping.tax >= tax.shipping.tax, "\(c): more shipping, less shipping tax")
        }
      } else if tax.jurisdiction?.shipping != .proportional {
        try #require(after.total >= tax.total, "\(c): raising \(lines[index].id) and shipping lowered the tax")
      }
    }
  }

  @Test(
    "Invariant 14: Japan's per-rate invoice figure wins; where tax rounds per line, the lines add up to the total",
    arguments: SampleMerchant.allCases)
  func invoiceFigureWins(merchant: SampleMerchant) {
    let book = TestBooks.book(merchant)
    let scale = book.merchant.currency.minorUnits
    forAllPricedCases(merchant) { c, engine, _ in
      let tax = engine.tax
      let lineSum = tax.lines.reduce(Int64(0)) { $0 + $1.tax.minorUnits } + tax.shipping.tax.minorUnits
      try #require(lineSum == tax.total.minorUnits, "\(c)")
      guard let jurisdiction = tax.jurisdiction else { return }
      switch tax.roundingLevel {
      case .line:
        for line in engine.discounts.discountedLines {
          let taxed = try #require(tax.lines.first { $0.id == line.id })
          try #require(taxed.tax.major == Self.lineTax(line, in: jurisdiction, book: book, c), "\(c): \(line.id)")
        }
      case .invoice, .invoicePerRate:
        // One rounding per rate of the whole invoice's gross at that rate,
        // from the lines as given (shipping is taxed whole in Japan).
        try #require(jurisdiction.shipping == .taxable)
        var gross: [Decimal: Decimal] = [:]
        for line in engine.discounts.discountedLines
        where DecimalReference.rateSetName(jurisdiction, line.category) != "exempt" {
          gross[DecimalReference.combinedRate(jurisdiction, category: line.category), default: 0] += line.amount.major
        }
        gross[DecimalReference.combinedRate(jurisdiction, category: "standard"), default: 0] +=
          tax.shipping.amount.major
        let expected = gross.reduce(Decimal(0)) {
          $0 + DecimalReference.includedPortion(rate: $1.key, of: $1.value, scale: scale, tax.roundingMode)
        }
        try #require(tax.total.major == expected, "\(c): \(tax.total) vs invoice \(expected)")
      case .unit:
        // Compared with the Decimal reference in UnitTaxTests.
        break
      }
    }
  }

  @Test(
    "Invariant 16: splitting a cart line in two changes the quote's tax by at most one unit per rounding step",
    arguments: SampleMerchant.allCases)
  func splittingACartLine(merchant: SampleMerchant) {
    var rng = SeededGenerator(seed: PropertyRun.baseSeed &+ 16)
    forAllPricedCases(merchant) { c, engine, _ in
      let candidates = c.cart.lines.indices.filter { c.cart.lines[$0].quantity >= 2 }
      guard let index = candidates.randomElement(using: &rng) else { return }
      let original = c.cart.lines[index]
      // A fixed amount off each line is, by definition, taken once more
      // from a line split in two.
      let perLine = engine.discounts.items.contains { $0.kind == .fixedOffLine && $0.allocations[index].minorUnits > 0 }
      guard !perLine else { return }
      let first = Int64.random(in: 1..<original.quantity, using: &rng)
      var lines = c.cart.lines
      lines[index].id = original.id + "a"
      lines[index].quantity = first
      var second = original
      second.id = original.id + "b"
      second.quantity = original.quantity - first
      lines.insert(second, at: index + 1)
      var split = c
      split.cart = Cart(lines: lines)
      let after = try Pipeline.run(split)
      let tax = engine.tax
      guard let jurisdiction = tax.jurisdiction else { return }
      // The rounding steps the split adds or moves: the new line's tax (one
      // per rounding group, per line); each line discount rounded on the
      // split line; each order discount's allocation; the shipping split
      // across categories.
      let separate = !c.book.merchant.pricesIncludeTax && jurisdiction.componentRounding == .separate
      var steps = tax.roundingLevel == .line ? (separate ? jurisdiction.components.count : 1) : 0
      for item in after.discounts.items {
        steps +=
          item.kind.isLineLevel
          ? (item.allocations[index].minorUnits > 0 || item.allocations[index + 1].minorUnits > 0 ? 1 : 0) : 1
      }
      if jurisdiction.shipping == .proportional { steps += 1 }
      let change = abs(after.tax.total.minorUnits - tax.total.minorUnits)
      try #require(
        change <= steps, "\(c): splitting \(original.id) at \(first) changed the tax by \(change) in \(steps) steps")
    }
  }
}
