import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("A cart is checked once")
struct CheckedCartTests {
  let book = try! SampleMerchant.usOutfitters.rateBook()

  @Test("Each line's category becomes the book's id: a tax category, one only an exclusion names, and an unknown one")
  func categories() throws {
    let cart = try CheckedCart(
      checking: usCart(
        ("food", "3.00", 2, "groceries"), ("stove", "20.00", 1, "hazmat"), ("tent", "150.00", 1, "standard"),
        ("odd", "1.00", 1, "unheard-of")),
      in: book)
    #expect(
      cart.categories.map { $0 == CategoryTable.unnamed ? "-" : book.categories.names[$0] }
        == ["groceries", "hazmat", "standard", "-"])
    #expect(cart.subtotal == 600 + 2_000 + 15_000 + 100)
    #expect(cart.lines.indices.map(cart.extendedPrice) == [600, 2_000, 15_000, 100])
  }

  @Test("A category no tax rate names is taxed at standard; one no table names is selected by no coupon either")
  func unnamedCategory() throws {
    let schedule = try #require(book.tax.jurisdictions.first).schedule
    #expect(schedule.set(for: CategoryTable.unnamed) == schedule.standard)
    // `hazmat` is named by exclusions.csv alone: it has an id, and is taxed at `standard` too.
    let hazmat = book.categories.id(of: "hazmat")
    #expect(hazmat != CategoryTable.unnamed)
    #expect(schedule.set(for: hazmat) == schedule.standard)
    let coupons = book.discounts.automatic + Array(book.discounts.coupons.values)
    #expect(coupons.contains { !$0.categoryIDs.isEmpty })
    for coupon in coupons where coupon.isRestricted {
      #expect(!coupon.isEligible(id: "not-listed", category: CategoryTable.unnamed), "\(coupon.label)")
    }
  }

  @Test(
    "The first wrong line is named, in the order a line is checked; a repeated id only after every line",
    arguments: [
      (usCart(("a", "1.00", 0, "standard"), ("a", "1.00", 1, "standard")), "lines[0]", "quantity 0 is below 1"),
      (
        usCart(("a", "1.00", 1, "standard"), ("b", "-1.00", 1, "standard")), "lines[1].unitPrice",
        "unit price -1.00 is negative"
      ),
      (usCart(("a", "1.00", 1, "standard"), ("a", "1.00", 1, "standard")), "lines[1]", "line id 'a' is repeated"),
      (
        Cart(lines: [CartLine(id: "", label: "", unitPrice: usd("1.00"), quantity: 1)]), "lines[0].id",
        "a cart line has an empty id"
      ),
    ])
  func firstError(cart: Cart, path: String, message: String) {
    #expect {
      try CheckedCart(checking: cart, in: book)
    } throws: {
      let error = ($0 as? QuoteFailure).map(QuoteError.init)
      return error?.reason == .invalidLine && error?.path == path && error?.message == message
    }
  }

  @Test("A quote and the discount stage's own door refuse the same cart with the same message")
  func sameRefusal() {
    let cart = usCart(("a", "1.00", 1, "standard"), ("a", "2.00", 1, "standard"))
    let quote = PricingEngine(book: book).quote(
      QuoteRequest(event: .initial, asOf: instant("2026-06-15T12:00:00-06:00"), cart: cart))
    #expect(quote.errors == [QuoteError(.invalidLine, "line id 'a' is repeated", path: "lines[1]")])
    #expect(throws: QuoteError(.invalidLine, "line id 'a' is repeated", path: "lines[1]")) {
      try book.discounts(for: DiscountRequest(cart: cart, asOf: instant("2026-06-15T12:00:00-06:00")))
    }
  }
}
