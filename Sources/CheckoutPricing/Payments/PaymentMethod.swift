/// The card the shopper chose on the sheet: its type and, if known, its
/// network (`visa`, `masterCard`, `amex`, `privateLabel`, ...).
public struct PaymentMethod: Sendable, Hashable {
  /// Debit, credit, prepaid, store, e-money or unknown.
  public var type: PaymentMethodType
  /// The card network as the sheet names it; compared ignoring case.
  public var network: String?

  /// Creates a payment method.
  public init(type: PaymentMethodType, network: String? = nil) {
    self.type = type
    self.network = network
  }
}
