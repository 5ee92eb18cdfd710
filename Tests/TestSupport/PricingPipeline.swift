@_spi(Reference) import DecimalReference
import Foundation
import Testing

@_spi(Reference) @testable import CheckoutPricing

/// The engine's stages composed in the documented order.
struct PipelineOutput {
  var discounts: DiscountResult
  var shippingDiscount: Amount
  var tax: TaxResult
  var adjustment: PaymentAdjustment?

  /// subtotal − discounts + shipping − shipping discount + tax (if added) + adjustment, in minor units.
  var total: Int64
}

enum Pipeline {
  static func run(_ c: PricingCase) throws -> PipelineOutput {
    let discounts = try c.book.discounts(for: DiscountRequest(cart: c.cart, couponCode: c.couponCode, asOf: c.asOf))
    let shippingDiscount = c.book.shippingDiscount(
      discounts.freeShipping, shippingAmount: c.shipping, service: c.service)
    let shipping = try c.shipping.subtracting(shippingDiscount)
    let tax = try c.book.tax(
      for: TaxRequest(destination: c.destination, lines: discounts.discountedLines, shipping: shipping))
    let adjustment = try c.book.paymentAdjustment(
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
  var major: Decimal { decimal }
}

extension Int64 {
  /// Minor units at `exponent` as a `Decimal` in major units.
  func major(exponent: Int) -> Decimal { Amount(uncheckedMinorUnits: self, exponent: exponent).decimal }
}
