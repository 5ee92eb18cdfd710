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

  /// Checks `cart` against `book`'s currency and resolves its categories.
  ///
  /// - Throws: ``PricingStageError`` naming the first line that fails, in
  ///   order: an empty id, a quantity below 1, a unit price in another
  ///   currency or negative, an extended price out of range; then a
  ///   subtotal out of range; then a repeated id.
  init(checking cart: Cart, in book: RateBook) throws(PricingStageError) {
    let lines = cart.lines
    let exponent = book.merchant.currency.minorUnits
    var categories: [CategoryID] = []
    categories.reserveCapacity(lines.count)
    var subtotal: Int64 = 0
    for line in lines {
      guard !line.id.isEmpty else { throw PricingStageError(.invalidLine, "a cart line has an empty id") }
      guard line.quantity >= 1 else {
        throw PricingStageError(.invalidLine, lineID: line.id, "quantity \(line.quantity) is below 1")
      }
      try PricingStageError.check(line.unitPrice, exponent: exponent, what: "unit price", lineID: line.id)
      let (extended, overflow) = line.unitPrice.minorUnits.multipliedReportingOverflow(by: line.quantity)
      guard !overflow else {
        throw PricingStageError(
          .overflow, lineID: line.id, lineField: "quantity",
          "\(line.unitPrice) x \(line.quantity) overflows the amount range")
      }
      let (sum, sumOverflow) = subtotal.addingReportingOverflow(extended)
      // The sum of all lines, not this one, is out of range: no line is named.
      guard !sumOverflow else {
        throw PricingStageError(.overflow, "the subtotal of the lines overflows the amount range")
      }
      subtotal = sum
      categories.append(book.categories.id(of: line.category))
    }
    if let repeated = lines.firstRepeatedID {
      throw PricingStageError(.invalidLine, lineID: lines[repeated].id, "line id '\(lines[repeated].id)' is repeated")
    }
    self.lines = lines
    self.categories = categories
    self.subtotal = subtotal
  }
}
