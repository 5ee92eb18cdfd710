import DecimalReference
import Foundation
import Testing

@testable import CheckoutPricing

/// One random quote's inputs for a merchant.
struct PricingCase: CustomStringConvertible {
  var book: RateBook
  var cart: Cart
  var couponCode: String?
  var asOf: Date
  var destination: Destination
  var shipping: Amount
  var service: String?
  var payment: PaymentMethod?

  var description: String {
    let lines = cart.lines.map { "\($0.id) \($0.category) \($0.unitPrice) x\($0.quantity)" }.joined(separator: ", ")
    return
      "\(book.merchant.name): [\(lines)] coupon \(couponCode ?? "-") at \(asOf) to \(destination.country.rawValue) \(destination.region ?? "") \(destination.postcode?.text ?? ""), shipping \(shipping) \(service ?? "-"), card \(payment.map { "\($0.type) \($0.network ?? "-")" } ?? "-")"
  }
}

extension SeededGenerator {
  /// A random cart and checkout for `book`: mostly everyday prices and
  /// quantities, sometimes large ones, every category the tables know plus
  /// `exempt`, `zero` and an unknown one, any of the merchant's codes typed
  /// in any case (or a bogus one), any day from 2025 to mid-2027.
  mutating func pricingCase(_ book: RateBook, merchant: SampleMerchant) -> PricingCase {
    let exponent = book.merchant.currency.minorUnits
    let categories = CaseCategories.categories(of: book)
    let lineCount = Int.random(in: 1...6, using: &self)
    var ids = (0..<lineCount).map { "L\($0)" }
    ids.shuffle(using: &self)
    let lines = ids.map { id in
      let units: Int64
      switch Int.random(in: 0..<20, using: &self) {
      case 0: units = 0
      case 1: units = Int64.random(in: 0...100_000_000, using: &self)
      default: units = Int64.random(in: 1...(exponent == 0 ? 30_000 : 25_000), using: &self)
      }
      let quantity: Int64 =
        Int.random(in: 0..<10, using: &self) == 0
        ? .random(in: 1...250, using: &self) : .random(in: 1...4, using: &self)
      return CartLine(
        id: id, label: id, unitPrice: Amount(uncheckedMinorUnits: units, exponent: exponent), quantity: quantity,
        category: categories.randomElement(using: &self)!)
    }
    let codes = CaseCategories.codes(of: book)
    var couponCode: String?
    switch Int.random(in: 0..<10, using: &self) {
    case 0..<3: couponCode = nil
    case 3: couponCode = ["BOGUS", "", "   ", "SAVE 10"].randomElement(using: &self)!
    case 4: couponCode = "  " + codes.randomElement(using: &self)!.lowercased() + " "
    default: couponCode = codes.randomElement(using: &self)!
    }
    // 2025-01-01T00:00:00Z plus up to 912 days; Black Friday 2026 often.
    var seconds = 1_735_689_600 + Int64.random(in: 0..<(912 * 86_400), using: &self)
    if Int.random(in: 0..<5, using: &self) == 0 {
      seconds = 1_795_996_800 + Int64.random(in: 0..<(5 * 86_400), using: &self)
    }
    let shippingUnits =
      Int.random(in: 0..<8, using: &self) == 0 ? 0 : Int64.random(in: 1...(exponent == 0 ? 2_500 : 3_000), using: &self)
    let services = CaseCategories.services(of: book)
    let types = PaymentMethodType.allCases
    let networks: [String?] = [nil, "visa", "masterCard", "AMEX", "privateLabel"]
    return PricingCase(
      book: book, cart: Cart(lines: lines), couponCode: couponCode,
      asOf: Date(timeIntervalSince1970: TimeInterval(seconds)),
      destination: TestDestinations.random(for: merchant, using: &self),
      shipping: Amount(uncheckedMinorUnits: shippingUnits, exponent: exponent),
      service: Bool.random(using: &self) ? services.randomElement(using: &self) : nil,
      payment: Int.random(in: 0..<3, using: &self) == 0
        ? nil
        : PaymentMethod(type: types.randomElement(using: &self)!, network: networks.randomElement(using: &self)!))
  }
}

/// The categories random lines take for a book: mostly `standard`, every
/// category its tax tables name, `exempt`, `zero` and one no table names.
enum CaseCategories {
  private static let cache = Mutex<[String: [String]]>([:])

  private static let codeCache = Mutex<[String: [String]]>([:])
  private static let serviceCache = Mutex<[String: [String]]>([:])

  /// The book's coupon codes, sorted.
  static func codes(of book: RateBook) -> [String] {
    codeCache.withLock { cache in
      if let codes = cache[book.merchant.name] { return codes }
      let codes = book.discounts.coupons.values.compactMap(\.code).sorted()
      cache[book.merchant.name] = codes
      return codes
    }
  }

  /// The book's services, sorted.
  static func services(of book: RateBook) -> [String] {
    serviceCache.withLock { cache in
      if let services = cache[book.merchant.name] { return services }
      let services = book.shipping.services.keys.sorted()
      cache[book.merchant.name] = services
      return services
    }
  }

  static func categories(of book: RateBook) -> [String] {
    cache.withLock { cache in
      if let known = cache[book.merchant.name] { return known }
      var categories = ["standard", "standard", "standard", "exempt", "zero", "gift-wrap"]
      let known = Set(book.tax.jurisdictions.values.flatMap { $0.components.flatMap(\.rates.keys) })
      categories += known.sorted().filter { $0 != "standard" && $0 != "zero" }.flatMap { [$0, $0] }
      cache[book.merchant.name] = categories
      return categories
    }
  }
}

/// The engine's stages composed in the documented order.
struct PipelineOutput {
  var discounts: DiscountResult
  var shippingDiscount: Amount
  var tax: TaxResult
  var adjustment: PaymentAdjustment?

  /// subtotal − discounts + shipping − shipping discount + tax (if added) + adjustment, in minor units.
  var total: Int64
}

enum Pipeline {
  static func run(_ c: PricingCase) throws -> PipelineOutput {
    let discounts = try c.book.discounts(for: DiscountRequest(cart: c.cart, couponCode: c.couponCode, asOf: c.asOf))
    let shippingDiscount = c.book.shippingDiscount(
      discounts.freeShipping, shippingAmount: c.shipping, service: c.service)
    let shipping = try c.shipping.subtracting(shippingDiscount)
    let tax = try c.book.tax(
      for: TaxRequest(destination: c.destination, lines: discounts.discountedLines, shipping: shipping))
    let adjustment = try c.book.paymentAdjustment(
      for: c.payment, merchandise: discounts.merchandise, destination: c.destination)
    let itemTotal = discounts.items.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
    let total =
      discounts.subtotal.minorUnits - itemTotal + c.shipping.minorUnits - shippingDiscount.minorUnits
      + tax.amountToAdd.minorUnits + (adjustment?.amount.minorUnits ?? 0)
    return PipelineOutput(
      discounts: discounts, shippingDiscount: shippingDiscount, tax: tax, adjustment: adjustment, total: total)
  }
}

/// The same quote computed in `Decimal` by ``DecimalReference``.
struct ReferenceOutput {
  var discounts: DecimalReference.DiscountOutcome
  var shippingDiscount: Decimal
  var tax: DecimalReference.TaxOutcome
  var adjustment: Decimal
  var total: Decimal

  init(_ c: PricingCase) {
    discounts = DecimalReference.discounts(cart: c.cart, couponCode: c.couponCode, asOf: c.asOf, book: c.book)
    shippingDiscount = DecimalReference.shippingDiscount(
      discounts.freeShipping, shipping: c.shipping.decimal, service: c.service)
    let lines = zip(c.cart.lines, discounts.lines).map {
      DecimalReference.TaxLine(id: $0.0.id, category: $0.0.category, amount: $0.1)
    }
    tax = DecimalReference.tax(
      lines: lines, shipping: c.shipping.decimal - shippingDiscount, destination: c.destination, book: c.book)
    let merchandise = discounts.lines.reduce(Decimal(0), +)
    adjustment =
      c.payment.map {
        DecimalReference.paymentAdjustment(
          book: c.book, method: $0, merchandise: merchandise, destination: c.destination)
      } ?? 0
    let subtotal = c.cart.lines.reduce(Decimal(0)) { $0 + $1.unitPrice.decimal * Decimal($1.quantity) }
    let discountTotal = discounts.items.reduce(Decimal(0)) { $0 + $1.amount }
    total =
      subtotal - discountTotal + c.shipping.decimal - shippingDiscount
      + (c.book.merchant.pricesIncludeTax ? 0 : tax.total) + adjustment
  }
}

extension Amount {
  /// The amount in major units as a `Decimal`, for comparisons with the reference.
  var major: Decimal { decimal }
}

extension Int64 {
  /// Minor units at `exponent` as a `Decimal` in major units.
  func major(exponent: Int) -> Decimal { Amount(uncheckedMinorUnits: self, exponent: exponent).decimal }
}

/// Each sample merchant's seeded cases, priced once per test run by the
/// engine's composed stages and by the Decimal reference, for the
/// properties that compare the two.
enum PricedCases {
  struct Priced {
    var seed: UInt64
    var pricingCase: PricingCase
    var engine: Result<PipelineOutput, any Error>
    var reference: ReferenceOutput
  }

  private static let usOutfitters = price(.usOutfitters)
  private static let ukTeahouse = price(.ukTeahouse)
  private static let jpStationery = price(.jpStationery)

  static func all(_ merchant: SampleMerchant) -> [Priced] {
    switch merchant {
    case .usOutfitters: usOutfitters
    case .ukTeahouse: ukTeahouse
    case .jpStationery: jpStationery
    }
  }

  private static func price(_ merchant: SampleMerchant) -> [Priced] {
    let book = TestBooks.book(merchant)
    let base = PropertyRun.baseSeed
    let count = PropertyRun.cases
    let chunks = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let results = Mutex<[Int: [Priced]]>([:])
    // The Decimal reference is slow on Linux; price the chunks on every core.
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
      let priced = range.map { index in
        let seed = base &+ UInt64(index)
        var rng = SeededGenerator(seed: seed)
        let c = rng.pricingCase(book, merchant: merchant)
        return Priced(
          seed: seed, pricingCase: c, engine: Result { try Pipeline.run(c) }, reference: ReferenceOutput(c))
      }
      results.withLock { $0[chunk] = priced }
    }
    return results.withLock { parts in (0..<chunks).flatMap { parts[$0] ?? [] } }
  }
}

/// Runs `body` on each of the merchant's priced cases and stops at the first
/// failure, recording the seed that replays it.
func forAllPricedCases(
  _ merchant: SampleMerchant, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (PricingCase, PipelineOutput, ReferenceOutput) throws -> Void
) {
  for (index, priced) in PricedCases.all(merchant).enumerated() {
    do {
      try body(priced.pricingCase, try priced.engine.get(), priced.reference)
    } catch {
      Issue.record(
        "property failed at case \(index), seed \(priced.seed); replay with CHECKOUT_PRICING_SEED=\(priced.seed) CHECKOUT_PRICING_CASES=1: \(error)",
        sourceLocation: sourceLocation)
      return
    }
  }
}
