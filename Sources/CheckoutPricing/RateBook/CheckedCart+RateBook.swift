extension CheckedCart {
  /// Checks `cart` against `book`'s currency and resolves its categories
  /// in the book's ``CategoryTable``.
  ///
  /// - Throws: ``QuoteFailure``, as ``init(checking:currency:categories:)``.
  init(checking cart: Cart, in book: RateBook) throws(QuoteFailure) {
    try self.init(checking: cart, currency: book.merchant.currency, categories: book.categories)
  }
}
