import Foundation

extension ShippingMethod {
  /// The method as a `PKShippingMethod`: label and exact amount, always
  /// final; `identifier`, the merchant's own, which PassKit hands back in
  /// `didSelectShippingMethod`; `detail`; and `dateComponentsRange` when
  /// the days it arrives are known (Apple, `PKShippingMethod`).
  public var paymentShippingMethod: PKShippingMethod {
    let method = PKShippingMethod(label: label, amount: amount.decimalNumber, type: .final)
    method.identifier = identifier
    method.detail = detail
    method.dateComponentsRange = window?.dateComponentsRange
    return method
  }
}
