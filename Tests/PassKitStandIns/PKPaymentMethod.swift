// Stand-ins for the card the shopper picks (PassKit, PKPaymentMethod.h,
// PKConstants.h).
#if !canImport(PassKit)
  /// `PKPaymentMethodType`.
  public enum PKPaymentMethodType: UInt, Sendable {
    case unknown = 0, debit, credit, prepaid, store, eMoney
  }

  /// `PKPaymentNetwork`: the network's name as PassKit spells it.
  public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let amex = PKPaymentNetwork(rawValue: "AmEx")
    public static let masterCard = PKPaymentNetwork(rawValue: "MasterCard")
    public static let visa = PKPaymentNetwork(rawValue: "Visa")
  }

  /// `PKPaymentMethod`: `type`, `network`, `displayName`.
  public class PKPaymentMethod {
    public package(set) var type = PKPaymentMethodType.unknown
    public package(set) var network: PKPaymentNetwork?
    public package(set) var displayName: String?

    public init() {}
  }
#endif
