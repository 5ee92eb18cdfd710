/// The kind of card the shopper chose on the sheet
/// (`ApplePayPaymentMethod.type`, `PKPaymentMethodType`).
public enum PaymentMethodType: String, Sendable, Hashable, CaseIterable {
  case debit, credit, prepaid, store, eMoney, unknown

  /// Whether card rules allow a surcharge on this type: never on debit or
  /// prepaid cards (card network rules; the US Durbin amendment).
  public var allowsSurcharge: Bool {
    switch self {
    case .debit, .prepaid: false
    case .credit, .store, .eMoney, .unknown: true
    }
  }

  /// The types a card can have in Apple Pay (`ApplePayPaymentMethodType`:
  /// debit, credit, prepaid, store), in that order: those an
  /// `ApplePayModifier` can select.
  static let applePayTypes: [PaymentMethodType] = [.debit, .credit, .prepaid, .store]
}
