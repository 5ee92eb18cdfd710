/// A cart checked once, when a quote starts, into what every later stage
/// trusts: each line has an id used once, a quantity of at least 1 and a
/// unit price in the merchant's currency that is not negative; each line's
/// extended price, and their sum, fit an ``Amount``; and each line's
/// category is resolved to the book's ``CategoryID``.
///
/// The discount stage starts from the subtotal, the shipping stage
/// measures the lines, and the tax stage and coupons compare the category
/// ids; none of them checks a line again.
struct CheckedCart: Sendable {
  /// The lines, in the shopper's order.
  let lines: [CartLine]

  /// A line's unit price times its quantity, in minor units: checked to fit
  /// when the cart was.
  func extendedPrice(_ index: Int) -> Int64 { lines[index].unitPrice.minorUnits &* lines[index].quantity }
  /// Each line's category in the book's ``CategoryTable``.
  let categories: [CategoryID]
  /// The sum of the lines' extended prices (unit price times quantity, in
  /// minor units): the subtotal before discounts. It fits, and so does
  /// every line's.
  let subtotal: Int64
  /// The extended prices of the lines of category `giftCard`: 0 for a cart
  /// without one.
  let giftCardSubtotal: Int64
  /// Whether a line is of category `giftCard`: the stages skip such lines
  /// only then, so a cart without one pays nothing for the rule.
  let hasGiftCards: Bool

  /// The subtotal every merchandise threshold measures: ``subtotal``
  /// without the lines of category `giftCard`. A gift card sold is a
  /// stored-value instrument, not goods, so it counts toward no coupon's
  /// `minimumSubtotal`, no service's `freeAbove` and no subtotal-priced
  /// rate (`RateTables/README.md`, "Gift cards sold").
  var merchandiseSubtotal: Int64 { subtotal - giftCardSubtotal }

  /// `amount`, a figure over the whole cart, without the gift cards sold:
  /// they are never discounted, so this holds before discounts and after.
  /// Never below zero.
  func merchandise(of amount: Amount) -> Amount {
    Amount(uncheckedMinorUnits: max(amount.minorUnits - giftCardSubtotal, 0), exponent: amount.exponent)
  }

  /// Whether line `index` sells a gift card.
  func isGiftCard(_ index: Int) -> Bool { hasGiftCards && categories[index] == CategoryTable.giftCard }

  /// Checks `cart` against the merchant's `currency` and resolves its
  /// categories in `table`.
  ///
  /// - Throws: ``QuoteFailure`` naming the first line that fails by its
  ///   index, in
  ///   order: an empty id, a quantity below 1, a unit price in another
  ///   currency (its exponent, or the currency it was made in) or negative, an extended price out of range; then a
  ///   subtotal out of range; then a repeated id.
  init(checking cart: Cart, currency: Currency, categories table: CategoryTable) throws(QuoteFailure) {
    let lines = cart.lines
    var categories: [CategoryID] = []
    categories.reserveCapacity(lines.count)
    var subtotal: Int64 = 0
    var giftCardSubtotal: Int64 = 0
    var hasGiftCards = false
    // By position, reading fields in place: a line copied out of the
    // array would copy its strings and payment timing (callgrind: 300
    // instructions a line), and its id is read again only to name it in an
    // error.
    for index in lines.indices {
      guard !lines[index].id.isEmpty else {
        throw .invalidLine(.line(index, field: "id"), "a cart line has an empty id")
      }
      let (unitPrice, quantity) = (lines[index].unitPrice, lines[index].quantity)
      guard quantity >= 1 else {
        throw .invalidLine(.line(index, field: nil), "quantity \(quantity) is below 1")
      }
      // A price made in another currency is refused even with the same
      // digits: the engine prices in the merchant's, never converting.
      if !unitPrice.isIn(currency) || unitPrice.isNegative {
        try QuoteFailure.check(unitPrice, in: currency, what: "unit price", at: .line(index, field: "unitPrice"))
      }
      let (extended, overflow) = unitPrice.minorUnits.multipliedReportingOverflow(by: quantity)
      guard !overflow else {
        throw .amountOutOfRange(
          .overflow, .line(index, field: "quantity"), "\(unitPrice) x \(quantity) overflows the amount range")
      }
      let (sum, sumOverflow) = subtotal.addingReportingOverflow(extended)
      // The sum of all lines, not this one, is out of range: no line is named.
      guard !sumOverflow else {
        throw .amountOutOfRange(.overflow, .none, "the subtotal of the lines overflows the amount range")
      }
      subtotal = sum
      let category = table.id(of: lines[index].category)
      categories.append(category)
      if category == CategoryTable.giftCard {
        giftCardSubtotal += extended
        hasGiftCards = true
      }
    }
    if let repeated = lines.firstRepeatedID {
      throw .invalidLine(.line(repeated, field: nil), "line id '\(lines[repeated].id)' is repeated")
    }
    self.lines = lines
    self.categories = categories
    self.subtotal = subtotal
    self.giftCardSubtotal = giftCardSubtotal
    self.hasGiftCards = hasGiftCards
  }
}
