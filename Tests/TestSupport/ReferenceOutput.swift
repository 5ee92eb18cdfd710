package import DecimalReference
package import Foundation
import Testing

import CheckoutPricing

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
    let lines = c.cart.lines.indices.map { [discounts] index in
      DecimalReference.TaxLine(
        id: c.cart.lines[index].id, category: c.cart.lines[index].category, amount: discounts.lines[index],
        quantity: Int(c.cart.lines[index].quantity), listedUnitPrice: c.cart.lines[index].unitPrice.decimal,
        exactAmount: discounts.exactLines[index])
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
