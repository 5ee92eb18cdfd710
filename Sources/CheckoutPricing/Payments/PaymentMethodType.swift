/// The kind of card the shopper chose on the sheet
/// (`ApplePayPaymentMethod.type`, `PKPaymentMethodType`).
public enum PaymentMethodType: String, Sendable, Hashable, CaseIterable {
  /// A debit card: never surcharged.
  case debit
  /// A credit card.
  case credit
  /// A prepaid card: never surcharged.
  case prepaid
  /// The merchant's own store card.
  case store
  /// An e-money account (`PKPaymentMethodType.eMoney`).
  case eMoney
  /// A card whose type the wallet does not tell.
  case unknown

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
