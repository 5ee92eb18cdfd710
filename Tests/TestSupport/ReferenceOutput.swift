@_spi(Reference) package import DecimalReference
package import Foundation
import Testing

@_spi(Reference) import CheckoutPricing

/// The same quote computed in `Decimal` by ``DecimalReference``.
package struct ReferenceOutput {
  package var discounts: DecimalReference.DiscountOutcome
  package var shippingDiscount: Decimal
  package var tax: DecimalReference.TaxOutcome
  package var adjustment: Decimal
  package var total: Decimal

  package init(_ c: PricingCase) {
    discounts = DecimalReference.discounts(cart: c.cart, couponCode: c.couponCode, asOf: c.asOf, book: c.book)
    shippingDiscount = DecimalReference.shippingDiscount(
      discounts.freeShipping, shipping: c.shipping.decimal, service: c.service)
    let lines = zip(c.cart.lines, discounts.lines).map {
      DecimalReference.TaxLine(
        id: $0.0.id, category: $0.0.category, amount: $0.1, quantity: Int($0.0.quantity),
        listedUnitPrice: $0.0.unitPrice.decimal)
    }
    tax = DecimalReference.tax(
      lines: lines, shipping: c.shipping.decimal - shippingDiscount, destination: c.destination, book: c.book,
      asOf: c.asOf)
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
