/// What ``PricingEngine/respond(toJSON:)``, ``PricingEngine/explain(json:)``,
/// ``PricingEngine/explain(_:)`` and ``RateBookHandle/respond(toJSON:)``
/// answer: the bytes to send, the status, and for a handle the version of
/// the book that priced it.
///
/// The answer is held as UTF-8 bytes, because a server writes bytes: the
/// JSON writer's buffer becomes ``bytes`` with one copy, and ``text``
/// decodes them only for a caller that wants a `String`.
///
/// ```swift
/// let response = engine.respond(toJSON: body)
/// write(response.bytes)   // {"status":"success","errors":[],...}
/// response.status         // .success
/// ```
public struct PricingResponse: Sendable, Hashable {
  /// The answer as UTF-8: compact JSON from `respond`, one line per step
  /// from `explain`.
  public let bytes: [UInt8]
  /// Whether the sheet can proceed: ``Quote/Status/failure`` when the
  /// request could not be read or priced.
  public let status: Quote.Status
  /// The version of the book that priced the request, when a
  /// ``RateBookHandle`` answered; `nil` from a ``PricingEngine``.
  public let version: Int?

  init(bytes: [UInt8], status: Quote.Status, version: Int? = nil) {
    self.bytes = bytes
    self.status = status
    self.version = version
  }

  init(text: String, status: Quote.Status) {
    self.init(bytes: Array(text.utf8), status: status)
  }

  /// The answer as a `String`, decoded from ``bytes`` on each call.
  ///
  /// - Complexity: O(*n*) in the length of ``bytes``.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The same answer, as priced by the book of `version`.
  func from(version: Int) -> PricingResponse {
    PricingResponse(bytes: bytes, status: status, version: version)
  }
}
