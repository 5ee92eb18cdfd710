@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension RateBookHandle {
  /// Answers a JSON request with the book in force when the call starts, as
  /// ``PricingEngine/respond(toJSON:)``, and the version that priced it.
  public func respond(toJSON bytes: [UInt8]) -> PricingResponse {
    let snapshot = current
    return snapshot.engine.respond(toJSON: bytes).from(version: snapshot.version)
  }
}
