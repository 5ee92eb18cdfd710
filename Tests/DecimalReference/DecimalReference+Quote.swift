package import CheckoutPricing
import Foundation

extension DecimalReference {
  /// The summary of a quote in `Decimal`: the same pipeline order as the
  /// engine, with every sum, discount, tax and adjustment computed in
  /// Foundation `Decimal` by the reference stages.
  ///
  /// The contact is normalized, the zone looked up and the offered methods
  /// listed by the library (lookups, not money: the shipping stage's
  /// methods, less the DDP ones an unclassified line takes off under
  /// `unclassifiedLines: refuse`); the selected method's
  /// price is built here from the rate book's rows
  /// (``shippingPrice(method:zone:cart:destination:merchandiseBeforeDiscounts:merchandiseAfterDiscounts:book:)``),
  /// never taken from the engine. `nil` when the reference cannot price
  /// the method the library selected. The benchmark's scenario 8 times
  /// this against the engine's scenario 1, and the tests prove the totals
  /// equal.
  package static func quoteTotal(_ request: QuoteRequest, book: RateBook) -> Decimal? {
    let scale = book.merchant.currency.minorUnits
    var destination: Destination?
    if let contact = request.shippingContact { destination = try? Destination(contact: contact) }
    let outcome = discounts(cart: request.cart, couponCode: request.couponCode, asOf: request.asOf, book: book)
    let subtotal = request.cart.lines.reduce(Decimal(0)) { $0 + $1.unitPrice.decimal * Decimal($1.quantity) }
    let merchandise = outcome.lines.reduce(Decimal(0), +)
    var total = subtotal - outcome.items.reduce(Decimal(0)) { $0 + $1.amount }

    var selected: (service: String, price: Decimal)?
    if let destination {
      // A gift card sold counts toward no merchandise threshold (a
      // service's freeAbove, a subtotal-priced rate): the shipping stage
      // measures the goods alone. It is never discounted, so the same
      // figure comes off before and after discounts.
      let giftCards = request.cart.lines.filter { $0.category == "giftCard" }
        .reduce(Decimal(0)) { $0 + $1.unitPrice.decimal * Decimal($1.quantity) }
      guard
        let before = try? Amount(exactly: subtotal - giftCards, exponent: scale),
        let after = try? Amount(exactly: merchandise - giftCards, exponent: scale)
      else { return nil }
      if let result = try? book.offeredShippingOptions(
        for: ShippingRequest(
          cart: request.cart, destination: destination, subtotalBeforeDiscounts: before,
          subtotalAfterDiscounts: after, asOf: request.asOf, selectedMethod: request.shippingMethod)),
        let option = result.options.first(where: { $0.type == request.shippingType })
      {
        guard let zone = book.zone(for: destination)?.area,
          let price = shippingPrice(
            method: option.identifier, zone: zone, cart: request.cart, destination: destination,
            merchandiseBeforeDiscounts: subtotal - giftCards, merchandiseAfterDiscounts: merchandise - giftCards,
            book: book)
        else { return nil }
        // The method's service: its identifier, or the part before the
        // slash of a pickup's `service/store` (ShippingMethod.identifier).
        selected = (String(option.identifier.prefix { $0 != "/" }), price)
      }
    }
    total += moneyStagesAfterDiscounts(
      outcome, request: request, destination: destination, shipping: selected, book: book)
    if let method = request.paymentMethod {
      total += paymentAdjustment(book: book, method: method, merchandise: merchandise, destination: destination)
    }
    // Gift cards and store credit pay last, in order, each at most what is
    // still due: a payment, not a discount, so nothing above moves.
    for tender in request.tenders {
      total -= min(tender.amount.decimal, max(total, 0))
    }
    return total
  }

  /// The money stages of a quote in `Decimal` (discounts, shipping
  /// discount, tax, total) for a destination and a selected method already
  /// found: what the benchmark's scenario 8 times against the engine's same
  /// stages. The payment adjustment is left out.
  package static func moneyStages(
    _ request: QuoteRequest, destination: Destination?, shipping: (service: String, price: Decimal)?, book: RateBook
  ) -> Decimal {
    let outcome = discounts(cart: request.cart, couponCode: request.couponCode, asOf: request.asOf, book: book)
    let subtotal = request.cart.lines.reduce(Decimal(0)) { $0 + $1.unitPrice.decimal * Decimal($1.quantity) }
    return subtotal - outcome.items.reduce(Decimal(0)) { $0 + $1.amount }
      + moneyStagesAfterDiscounts(outcome, request: request, destination: destination, shipping: shipping, book: book)
  }

  /// Shipping after its discount, and tax, in `Decimal`.
  private static func moneyStagesAfterDiscounts(
    _ outcome: DiscountOutcome, request: QuoteRequest, destination: Destination?,
    shipping selected: (service: String, price: Decimal)?, book: RateBook
  ) -> Decimal {
    let shipping = selected?.price ?? 0
    let shippingDiscount = shippingDiscount(outcome.freeShipping, shipping: shipping, service: selected?.service)
    let total = shipping - shippingDiscount
    guard let destination else { return total }
    // A merchant not registered where the sale goes charges no tax there
    // (tax_jurisdictions.csv `registered`): exclusive prices add none, and
    // inclusive prices are charged without the tax inside them.
    let registered = jurisdiction(forSaleTo: destination, book: book)?.isRegistered ?? true
    let inclusive = book.merchant.pricesIncludeTax
    if inclusive && registered { return total }
    let lines = request.cart.lines.indices.map { index in
      let line = request.cart.lines[index]
      return TaxLine(
        id: line.id, category: line.category, amount: outcome.lines[index], quantity: Int(line.quantity),
        listedUnitPrice: line.unitPrice.decimal, exactAmount: outcome.exactLines[index])
    }
    let tax = tax(
      lines: lines, shipping: shipping - shippingDiscount, destination: destination, book: book, asOf: request.asOf
    ).total
    return registered ? total + tax : total - (inclusive ? tax : 0)
  }
}
