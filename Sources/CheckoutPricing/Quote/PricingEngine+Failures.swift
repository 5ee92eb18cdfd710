extension PricingEngine {
  /// A quote that could not be priced at all: the error, and no total,
  /// items or methods, so that nothing reaches a sheet.
  func failed(_ request: QuoteRequest, _ error: QuoteError) -> Quote {
    Quote(
      text: text,
      event: request.event, errors: [error], currency: book.merchant.currency, shippingType: request.shippingType,
      shippingMethods: [], summaryItems: [], total: nil, laterPayments: [], cardTotals: [],
      breakdown: QuoteBreakdown(
        destination: nil, stageFigures: .none,
        shippingDiscount: .zero(exponent: book.merchant.currency.minorUnits), uncoveredFreeShipping: nil, tax: nil,
        taxAddress: .destination, taxStore: nil, paymentAdjustment: nil, taxExemption: request.taxExemption,
        exemptedTax: nil, tenders: request.tenders,
        tendersUsed: []))
  }

  /// Runs `body`, a stage or a step of one, placing a failure that names no
  /// field of its own at `path`: the request field the stage was run for
  /// (`lines` for a sum over the cart, `paymentMethod`). A failure that
  /// names a line keeps its line's index.
  func locatingFailure<T>(at path: String, _ body: () throws(QuoteFailure) -> T) throws(QuoteFailure) -> T {
    do {
      return try body()
    } catch {
      throw error.located(at: path)
    }
  }

  /// Runs money arithmetic, turning any money error into an amount out of
  /// range at `path`.
  func exactArithmetic<T>(at path: String, _ body: () throws(MoneyError) -> T) throws(QuoteFailure) -> T {
    do {
      return try body()
    } catch {
      throw .amountOutOfRange(error.code, .path(path), error.message)
    }
  }
}
