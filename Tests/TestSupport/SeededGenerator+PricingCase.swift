import DecimalReference
package import Foundation
package import SampleMerchants
package import SeededRandom
import Synchronization
import Testing

package import CheckoutPricing

/// One random quote's inputs for a merchant.
package struct PricingCase: CustomStringConvertible {
  package var book: RateBook
  package var cart: Cart
  package var couponCode: String?
  package var asOf: Date
  package var destination: Destination
  package var shipping: Amount
  package var service: String?
  package var payment: PaymentMethod?

  package init(
    book: RateBook, cart: Cart, couponCode: String?, asOf: Date, destination: Destination, shipping: Amount,
    service: String?, payment: PaymentMethod?
  ) {
    self.book = book
    self.cart = cart
    self.couponCode = couponCode
    self.asOf = asOf
    self.destination = destination
    self.shipping = shipping
    self.service = service
    self.payment = payment
  }

  package var description: String {
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
  package mutating func pricingCase(_ book: RateBook, merchant: SampleMerchant) -> PricingCase {
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
package enum CaseCategories {
  private static let cache = Mutex<[String: [String]]>([:])

  private static let codeCache = Mutex<[String: [String]]>([:])
  private static let serviceCache = Mutex<[String: [String]]>([:])

  /// The book's coupon codes, sorted.
  package static func codes(of book: RateBook) -> [String] {
    codeCache.withLock { cache in
      if let codes = cache[book.merchant.name] { return codes }
      let codes = book.discounts.coupons.values.compactMap(\.code).sorted()
      cache[book.merchant.name] = codes
      return codes
    }
  }

  /// The book's services, sorted.
  package static func services(of book: RateBook) -> [String] {
    serviceCache.withLock { cache in
      if let services = cache[book.merchant.name] { return services }
      let services = book.shipping.serviceIDs
      cache[book.merchant.name] = services
      return services
    }
  }

  package static func categories(of book: RateBook) -> [String] {
    cache.withLock { cache in
      if let known = cache[book.merchant.name] { return known }
      var categories = ["standard", "standard", "standard", "exempt", "zero", "gift-wrap"]
      let known = Set(book.tax.jurisdictions.flatMap { $0.components.flatMap(\.rates.keys) })
      categories += known.sorted().filter { $0 != "standard" && $0 != "zero" }.flatMap { [$0, $0] }
      cache[book.merchant.name] = categories
      return categories
    }
  }
}
