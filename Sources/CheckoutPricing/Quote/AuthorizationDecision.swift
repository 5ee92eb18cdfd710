/// The engine's answer to a `paymentAuthorized` event: accept, capturing
/// what the full address costs, or refuse, with the reason
/// (``Quote/authorization``).
///
/// The rule (<doc:AuthorizingThePayment>): the final total, priced at the
/// full address, at or below the authorized total is accepted, and the
/// capture is the final total; above it, the authorization is refused, or
/// accepted when the difference is within the merchant's
/// ``Merchant/authorizationTolerance``: then the capture is the authorized
/// total and the merchant absorbs the difference (``absorbedAmount``). A
/// full address that is not full is refused at its field and never priced.
public struct AuthorizationDecision: Sendable, Hashable {
  /// Why an authorization is refused.
  public enum Refusal: Sendable, Hashable {
    /// The total at the full address is above the authorized total by more
    /// than the merchant's tolerance.
    case totalRose
    /// The full address is not a full address, or lies outside the place
    /// the sheet priced: the field to correct. The address was not priced.
    case shippingContactInvalid(ContactField)
    /// No shipping method reaches the full address: the quote's errors
    /// say why.
    case addressUnserviceable
  }

  /// The total the sheet showed when the shopper authorized.
  public let authorizedTotal: Amount
  /// The total at the full address; `nil` when the address is refused
  /// (``Refusal/shippingContactInvalid(_:)``,
  /// ``Refusal/addressUnserviceable``).
  public let finalTotal: Amount?
  /// Why the authorization is refused; `nil` when it is accepted.
  public let refusal: Refusal?
  /// What the merchant absorbs when the final total is above the
  /// authorized total within the tolerance; `nil` otherwise.
  public let absorbedAmount: Amount?

  /// Whether the payment may be captured.
  public var isAccepted: Bool { refusal == nil }

  /// The amount to capture when accepted: the final total, or the
  /// authorized total when the merchant absorbs a difference; `nil` when
  /// refused.
  public var captureAmount: Amount? {
    guard refusal == nil, let finalTotal else { return nil }
    return absorbedAmount == nil ? finalTotal : authorizedTotal
  }

  /// The contact field a refusal names, if any.
  public var contactField: ContactField? {
    if case .shippingContactInvalid(let field)? = refusal { return field }
    return nil
  }

  /// A decision as the engine made it.
  init(authorizedTotal: Amount, finalTotal: Amount?, refusal: Refusal?, absorbedAmount: Amount?) {
    self.authorizedTotal = authorizedTotal
    self.finalTotal = finalTotal
    self.refusal = refusal
    self.absorbedAmount = absorbedAmount
  }

  /// The decision for `finalTotal` against `authorizedTotal`, accepting a
  /// rise of at most `tolerance` (the merchant absorbs it).
  ///
  /// - Throws: ``MoneyError`` when the amounts are of different exponents
  ///   or the difference leaves the range.
  static func deciding(
    finalTotal: Amount, authorizedTotal: Amount, tolerance: Amount
  ) throws(MoneyError) -> AuthorizationDecision {
    if finalTotal <= authorizedTotal {
      return AuthorizationDecision(
        authorizedTotal: authorizedTotal, finalTotal: finalTotal, refusal: nil, absorbedAmount: nil)
    }
    let rise = try finalTotal.subtracting(authorizedTotal)
    let accepted = rise <= tolerance
    return AuthorizationDecision(
      authorizedTotal: authorizedTotal, finalTotal: finalTotal, refusal: accepted ? nil : .totalRose,
      absorbedAmount: accepted ? rise : nil)
  }

  /// The refusal of an address, for `refusal`: one that is not a full
  /// address, at its field, or one no method reaches.
  static func refusing(_ refusal: Refusal, authorizedTotal: Amount) -> AuthorizationDecision {
    AuthorizationDecision(authorizedTotal: authorizedTotal, finalTotal: nil, refusal: refusal, absorbedAmount: nil)
  }
}
