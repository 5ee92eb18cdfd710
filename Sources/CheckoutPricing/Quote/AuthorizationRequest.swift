/// What a `paymentAuthorized` request carries beside the full address: the
/// total the sheet showed when the shopper authorized, and the redacted
/// contact the sheet was priced for, when known (``QuoteRequest/authorization``).
///
/// The engine prices the full address (``QuoteRequest/shippingContact``)
/// and compares its total with ``authorizedTotal``
/// (``AuthorizationDecision``). The redacted contact lets it refuse a full
/// address that lies outside the place the sheet priced: a ZIP+4 outside
/// the ZIP5, a postcode in another outward code. A ``QuoteSession`` fills
/// it from the last contact it priced
/// (``QuoteSession/authorizing(_:authorizedTotal:)``).
///
/// ```swift
/// var request = session.authorizing(fullContact, authorizedTotal: shown)
/// let quote = engine.quote(request)
/// quote.authorization?.captureAmount   // what to capture, or nil: refused
/// ```
public struct AuthorizationRequest: Sendable, Hashable {
  /// The total the sheet showed when the shopper authorized, in the
  /// merchant's currency at its decimals.
  public var authorizedTotal: Amount
  /// The redacted contact the sheet last priced, if known: the full
  /// address must lie inside it.
  public var pricedContact: ContactFields?

  /// Creates the authorization's input.
  public init(authorizedTotal: Amount, pricedContact: ContactFields? = nil) {
    self.authorizedTotal = authorizedTotal
    self.pricedContact = pricedContact
  }
}
