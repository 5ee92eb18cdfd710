import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("ISO 8601 instants")
struct InstantTests {
  @Test(
    "An instant is read from its text or its UTF-8 alike",
    arguments: [
      ("2026-11-21T15:04:05-05:00", 1_795_291_445),
      ("2026-11-21T20:04:05Z", 1_795_291_445),
      ("2026-11-21t20:04:05z", 1_795_291_445),
      ("2026-11-21T20:04:05.123456789+00:00", 1_795_291_445),
      ("2026-11-22T01:34:05+05:30", 1_795_291_445),
      ("1970-01-01T00:00:00Z", 0),
      ("2024-02-29T00:00:00Z", 1_709_164_800),
      ("2026-11-21T15:04:05", nil),
      ("2026-11-21T15:04:05+18:01", nil),
      ("2026-02-29T00:00:00Z", nil),
      ("2026-11-21T24:00:00Z", nil),
      ("2026-11-21T15:04:05.Z", nil),
      ("2026-11-21T15:04:05.1234567890Z", nil),
      ("2026-11-21T15:04:05Z ", nil),
      ("2026-1-21T15:04:05Z", nil),
      ("", nil),
    ] as [(String, Int?)])
  func parse(text: String, epochSeconds: Int?) {
    let expected = epochSeconds.map(Instant.date(epochSeconds:))
    #expect(Instant.parse(text) == expected)
    let utf8 = Array(text.utf8)
    #expect(utf8.withUnsafeBufferPointer { Instant.parse(utf8: $0) } == expected)
  }
}
