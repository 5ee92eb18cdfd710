import DecimalReference
package import Foundation
import Testing

package import CheckoutPricing

/// The engine's stages composed in the documented order.
package struct PipelineOutput {
  package var discounts: DiscountResult
  package var shippingDiscount: Amount
  package var tax: TaxResult
  package var adjustment: PaymentAdjustment?

  /// subtotal − discounts + shipping − shipping discount + tax (if added) + adjustment, in minor units.
  package var total: Int64
}

package enum Pipeline {
  package static func run(_ c: PricingCase) throws -> PipelineOutput {
    let discounts = try c.book.discounts(for: DiscountRequest(cart: c.cart, couponCode: c.couponCode, asOf: c.asOf))
    let shippingDiscount = c.book.shippingDiscount(
      discounts.freeShipping, shippingAmount: c.shipping, service: c.service)
    let shipping = try c.shipping.subtracting(shippingDiscount)
    let tax = try c.book.tax(
      for: TaxRequest(
        destination: c.destination, lines: discounts.discountedLines, shipping: shipping, asOf: c.asOf))
    let adjustment = try c.book.quotedPaymentAdjustment(
      for: c.payment, merchandise: discounts.merchandise, destination: c.destination)
    let itemTotal = discounts.items.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
    let total =
      discounts.subtotal.minorUnits - itemTotal + c.shipping.minorUnits - shippingDiscount.minorUnits
      + tax.amountToAdd.minorUnits + (adjustment?.amount.minorUnits ?? 0)
    return PipelineOutput(
      discounts: discounts, shippingDiscount: shippingDiscount, tax: tax, adjustment: adjustment, total: total)
  }
}

extension Amount {
  /// The amount in major units as a `Decimal`, for comparisons with the reference.
  package var major: Decimal { decimal }
}

extension Int64 {
  /// Minor units at `exponent` as a `Decimal` in major units.
  package func major(exponent: Int) -> Decimal { Amount(uncheckedMinorUnits: self, exponent: exponent).decimal }
}
