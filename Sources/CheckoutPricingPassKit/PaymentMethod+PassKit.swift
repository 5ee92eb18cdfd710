import Foundation

extension PaymentMethod {
  /// The card the shopper picked on the sheet (`PKPaymentMethod`): its
  /// `type`, and its `network`'s raw value (`"Visa"`, `"AmEx"`), which a
  /// table's network is compared with ignoring case. A type PassKit adds
  /// later is ``PaymentMethodType/unknown``.
  public init(_ method: PKPaymentMethod) {
    let type: PaymentMethodType =
      switch method.type {
      case .debit: .debit
      case .credit: .credit
      case .prepaid: .prepaid
      case .store: .store
      case .eMoney: .eMoney
      default: .unknown
      }
    self.init(type: type, network: method.network?.rawValue)
  }
}
