// Stand-in for PassKit's authorization result (PassKit,
// PKPaymentAuthorizationResult.h).
#if !canImport(PassKit)
  /// `PKPaymentAuthorizationResult`: `init(status:errors:)`, `status`,
  /// `errors`.
  public final class PKPaymentAuthorizationResult {
    public var status: PKPaymentAuthorizationStatus
    public var errors: [any Error]!

    public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {
      self.status = status
      self.errors = errors ?? []
    }
  }
#endif
