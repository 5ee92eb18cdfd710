import DecimalReference
import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// An instant from ISO 8601 text with an offset: `2026-06-15T12:00:00-06:00`.
func instant(_ text: String) -> Date {
  ISO8601DateFormatter().date(from: text)!
}

/// Amounts in the US sample's currency.
func usd(_ text: String) -> Amount { try! Amount(parsing: text, exponent: 2) }

/// A cart of the US sample merchant: id, unit price, quantity, category.
func usCart(_ lines: (String, String, Int64, String)...) -> Cart {
  Cart(lines: lines.map { CartLine(id: $0.0, label: $0.0, unitPrice: usd($0.1), quantity: $0.2, category: $0.3) })
}

@Suite("Coupons")
struct CouponTests {
  let book = TestBooks.book(.usOutfitters)
  /// Midsummer 2026 in Denver: SAVE10 valid, SUMMER25 expired, no Black Friday.
  let june = instant("2026-06-15T12:00:00-06:00")
  let cart = usCart(("tent-2p", "249.00", 1, "standard"), ("wax", "10.00", 2, "standard"))

  @Test("A valid code, typed in any case with spaces, applies and names itself")
  func validCode() throws {
    let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "  save10 ", asOf: june))
    #expect(result.errors.isEmpty)
    #expect(result.appliedCouponCode == "SAVE10")
    let item = try #require(result.items.first)
    #expect(item.label == "10% off your order" && item.code == "SAVE10" && item.kind == .percentOffOrder)
    #expect(item.amount == usd("26.90"))
    // 26.90 across 249.00 and 20.00 by largest remainder: 24.90 and 2.00.
    #expect(item.allocations == [usd("24.90"), usd("2.00")])
    #expect(result.discountedLines.map(\.amount) == [usd("224.10"), usd("18.00")])
    #expect(result.merchandise == usd("242.10") && result.discountTotal == usd("26.90"))
  }

  /// The coupon errors each leave the cart priced in full.
  private func refused(_ code: String, cart: Cart? = nil, at date: Date? = nil) throws -> QuoteError {
    let cart = cart ?? self.cart
    let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: code, asOf: date ?? june))
    #expect(result.appliedCouponCode == nil)
    #expect(result.items.isEmpty, "\(result.items)")
    #expect(result.merchandise == (try cart.subtotal(exponent: 2)))
    // The rest of the quote is priced: tax on the undiscounted lines.
    let georgia = Destination(country: .unitedStates, region: "GA")
    let tax = try book.tax(
      for: TaxRequest(destination: georgia, lines: result.discountedLines, shipping: usd("7.95")))
    let expected = DecimalReference.tax(
      lines: cart.lines.map {
        DecimalReference.TaxLine(id: $0.id, category: $0.category, amount: try! $0.extendedPrice().decimal)
      }, shipping: usd("7.95").decimal, destination: georgia, book: book)
    #expect(tax.total.decimal == expected.total)
    return try #require(result.couponErrors.first)
  }

  @Test("An unknown code is couponCodeInvalid, and the rest of the quote is priced")
  func unknownCode() throws {
    let error = try refused("BOGUS")
    #expect(error.code == .couponCodeInvalid && error.reason == .coupon(.unknown))
    #expect(error.message == "The code BOGUS is not valid.")
  }

  @Test("An expired code is couponCodeExpired, and the rest of the quote is priced")
  func expiredCode() throws {
    let error = try refused("summer25")
    #expect(error.code == .couponCodeExpired && error.reason == .coupon(.expired))
    #expect(error.message == "The code SUMMER25 expired on 2025-09-01.")
  }

  @Test("A code before its first day is couponCodeInvalid")
  func notYetValid() throws {
    let error = try refused("SAVE10", at: instant("2025-12-31T23:59:59-07:00"))
    #expect(error.code == .couponCodeInvalid && error.reason == .coupon(.notYetValid))
    #expect(error.message == "The code SAVE10 is valid from 2026-01-01.")
  }

  @Test(
    "Validity days run midnight to midnight in the merchant's time zone (Denver)",
    arguments: [
      ("2026-01-01T06:59:59Z", false), ("2026-01-01T07:00:00Z", true), ("2026-12-31T23:59:59-07:00", true),
      ("2027-01-01T06:59:59Z", true), ("2027-01-01T07:00:00Z", false),
    ])
  func validityInTheMerchantsTimeZone(time: String, valid: Bool) throws {
    let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "SAVE10", asOf: instant(time)))
    #expect((result.appliedCouponCode != nil) == valid, "\(result.couponErrors)")
  }

  @Test("A cart below the minimum subtotal is couponCodeInvalid")
  func belowMinimum() throws {
    let error = try refused("SAVE10", cart: usCart(("wax", "10.00", 2, "standard")))
    #expect(error.code == .couponCodeInvalid && error.reason == .coupon(.belowMinimum))
    #expect(error.message == "The code SAVE10 needs a subtotal of 25.00; yours is 20.00.")
  }

  @Test("A code for another category is couponCodeInvalid")
  func wrongCategory() throws {
    let error = try refused("SNACKS20")
    #expect(error.code == .couponCodeInvalid && error.reason == .coupon(.noEligibleItems))
    #expect(error.message == "The code SNACKS20 applies only to groceries; nothing in your cart qualifies.")
  }

  @Test("A code that does not combine with the automatic discount is couponCodeInvalid; the automatic one stays")
  func notCombinable() throws {
    let blackFriday = instant("2026-11-28T10:00:00-07:00")
    let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "SAVE10", asOf: blackFriday))
    let error = try #require(result.couponErrors.first)
    #expect(error.code == .couponCodeInvalid && error.reason == .coupon(.notCombinable))
    #expect(error.message == "The code SAVE10 cannot be combined with Black Friday: $20 off orders of $200 or more.")
    #expect(result.items.map(\.label) == ["Black Friday: $20 off orders of $200 or more"])
    #expect(result.merchandise == usd("249.00"))
  }

  @Test("A combinable code joins the automatic discount; line discounts apply before order discounts")
  func combinableCodeAndOrder() throws {
    let blackFriday = instant("2026-11-28T10:00:00-07:00")
    let cart = usCart(("tent-2p", "249.00", 1, "standard"), ("trail-mix", "6.49", 3, "groceries"))
    let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "snacks20", asOf: blackFriday))
    #expect(result.errors.isEmpty)
    // 20% of 19.47 is 3.894, rounded half up to 3.89, first; then $20 across
    // 249.00 and 15.58 in proportion: 18.82 and 1.18.
    #expect(result.items.map(\.label) == ["20% off trail snacks", "Black Friday: $20 off orders of $200 or more"])
    #expect(result.items[0].allocations == [usd("0.00"), usd("3.89")])
    #expect(result.items[1].allocations == [usd("18.82"), usd("1.18")])
    #expect(result.discountedLines.map(\.amount) == [usd("230.18"), usd("14.40")])
  }

  @Test("Buy 2 get 1 needs three eligible units, and frees the cheapest")
  func buyTwoGetOne() throws {
    let two = usCart(("trail-mix", "6.49", 2, "groceries"))
    let error = try refused("SNACKS3FOR2", cart: two)
    #expect(
      error.reason == .coupon(.notEnoughItems)
        && error.message == "The code SNACKS3FOR2 needs 3 eligible items; your cart has 2.")

    let mixed = usCart(
      ("jerky", "8.99", 2, "groceries"), ("trail-mix", "6.49", 2, "groceries"), ("wax", "10.00", 1, "standard"))
    let result = try book.discounts(for: DiscountRequest(cart: mixed, couponCode: "SNACKS3FOR2", asOf: june))
    // Four eligible units make one group of three: the cheapest unit is free.
    #expect(result.items.first?.allocations == [usd("0"), usd("6.49"), usd("0")])
  }

  @Test("Fixed amounts per unit and per line never take more than the line")
  func fixedPerUnitAndPerLine() throws {
    let snacks = usCart(("trail-mix", "6.49", 3, "groceries"), ("gum", "0.75", 2, "groceries"))
    let perUnit = try book.discounts(for: DiscountRequest(cart: snacks, couponCode: "SNACKS1OFF", asOf: june))
    #expect(perUnit.items.first?.allocations == [usd("3.00"), usd("1.50")])
    #expect(perUnit.discountedLines.map(\.amount) == [usd("16.47"), usd("0.00")])

    let gear = usCart(("tent-2p", "249.00", 1, "standard"), ("patch", "4.00", 1, "standard"))
    let perLine = try book.discounts(for: DiscountRequest(cart: gear, couponCode: "GEAR15", asOf: june))
    #expect(perLine.items.first?.allocations == [usd("15.00"), usd("4.00")])
  }

  @Test("A coupon for listed items applies to those lines only")
  func itemCoupon() throws {
    let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "TENT20", asOf: june))
    #expect(result.items.first?.allocations == [usd("49.80"), usd("0.00")])
  }

  @Test("A code on an empty cart is refused with a message that makes sense")
  func emptyCart() throws {
    let result = try book.discounts(for: DiscountRequest(cart: Cart(lines: []), couponCode: "TRAIL5", asOf: june))
    #expect(result.couponErrors.first?.reason == .coupon(.belowMinimum))
    let free = try TestBooks.book(.ukTeahouse).discounts(
      for: DiscountRequest(cart: Cart(lines: []), couponCode: "COURIER", asOf: june))
    #expect(free.couponErrors.first?.message == "The code COURIER needs something in your cart.")
    #expect(result.subtotal == usd("0.00") && result.discountedLines.isEmpty)
  }

  @Test("An empty or blank code is no code, with no error")
  func blankCode() throws {
    for code in ["", "   ", nil] {
      let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: code, asOf: june))
      #expect(result.errors.isEmpty && result.items.isEmpty)
    }
  }

  @Test("Free shipping: whole, capped, and limited to services")
  func freeShipping() throws {
    let free = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "FREESHIP", asOf: june))
    let grant = try #require(free.freeShipping)
    #expect(grant.cap == nil && grant.services.isEmpty && free.items.isEmpty)
    #expect(book.shippingDiscount(grant, shippingAmount: usd("12.95"), service: "ups-2nd-day-air") == usd("12.95"))

    let ground = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "GROUND10", asOf: june))
    let capped = try #require(ground.freeShipping)
    #expect(book.shippingDiscount(capped, shippingAmount: usd("12.95"), service: "ups-ground") == usd("10.00"))
    #expect(book.shippingDiscount(capped, shippingAmount: usd("7.95"), service: "usps-ground-advantage") == usd("7.95"))
    #expect(book.shippingDiscount(capped, shippingAmount: usd("24.95"), service: "ups-2nd-day-air") == usd("0.00"))
    #expect(book.shippingDiscount(capped, shippingAmount: usd("24.95"), service: nil) == usd("0.00"))
    #expect(book.shippingDiscount(nil, shippingAmount: usd("24.95"), service: "ups-ground") == usd("0.00"))
  }

  @Test("Japan truncates a percentage discount, as its rounding mode says")
  func japanTruncates() throws {
    let book = TestBooks.book(.jpStationery)
    let cart = Cart(lines: [
      CartLine(id: "pen", label: "Pen", unitPrice: Amount(uncheckedMinorUnits: 5_555, exponent: 0), quantity: 1)
    ])
    let result = try book.discounts(
      for: DiscountRequest(cart: cart, couponCode: "SAVE10", asOf: instant("2026-06-15T12:00:00+09:00")))
    #expect(result.items.first?.amount == Amount(uncheckedMinorUnits: 555, exponent: 0))
  }

  @Test(
    "A malformed cart is a thrown QuoteError naming the line by its index",
    arguments: [
      (CartLine(id: "a", label: "", unitPrice: usd("1.00"), quantity: 0), QuoteError.Reason.invalidLine, "lines[0]"),
      (CartLine(id: "a", label: "", unitPrice: usd("-1.00"), quantity: 1), .invalidLine, "lines[0].unitPrice"),
      (
        CartLine(id: "a", label: "", unitPrice: Amount(uncheckedMinorUnits: 100, exponent: 3), quantity: 1),
        .currencyMismatch, "lines[0].unitPrice"
      ),
      (
        CartLine(id: "a", label: "", unitPrice: usd("92233720368547758.07"), quantity: 2),
        .amountOutOfRange(.overflow), "lines[0].quantity"
      ),
    ])
  func malformedCart(line: CartLine, reason: QuoteError.Reason, path: String) {
    #expect {
      try book.discounts(for: DiscountRequest(cart: Cart(lines: [line]), asOf: june))
    } throws: { ($0 as? QuoteError)?.reason == reason && ($0 as? QuoteError)?.path == path }
  }

  @Test("Repeated line ids are refused: they break allocation ties")
  func repeatedIDs() {
    #expect {
      try book.discounts(
        for: DiscountRequest(cart: usCart(("a", "1.00", 1, "standard"), ("a", "2.00", 1, "standard")), asOf: june))
    } throws: { ($0 as? QuoteError)?.reason == .invalidLine && ($0 as? QuoteError)?.path == "lines[1]" }
  }
}
