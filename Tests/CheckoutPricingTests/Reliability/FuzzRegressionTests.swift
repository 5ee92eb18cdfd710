import TestSupport
import Testing

@testable import CheckoutPricing

/// Every input a fuzz target failed on, replayed. The inputs also sit in the
/// target's seed corpus under `Tests/Fuzz/<target>/corpus/crash-*`.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  /// `postcode` target, 2026-11-21: a combining mark after a line break kept
  /// its place in a region key, then attached to the key's joining space and
  /// was dropped when the key was keyed again, so the key was not its own.
  @Test(
    "A free-text region key is its own key, whatever marks follow whitespace",
    arguments: [
      "NZ\n\u{317}\u{7CF}a130\u{FFFD}\u{FFFD}b\nn11Z6000000011", "A\n\u{317}B", "a \u{301}b", " \u{301}", "x\t\u{20DD}",
    ])
  func regionKeyIsIdempotent(text: String) throws {
    let country = try #require(CountryCode(rawValue: "NZ"))
    let key = try #require(RegionTable.canonicalRegion(text, country: country))
    #expect(RegionTable.canonicalRegion(key, country: country) == key)
    #expect(ContactText.matchingKey(key) == key)
  }

  @Test("The fuzzed input itself, byte for byte")
  func fuzzedBytes() throws {
    let bytes: [UInt8] = [
      0x4E, 0x5A, 0x0A, 0xCC, 0x97, 0xDF, 0x8F, 0x61, 0x31, 0x33, 0x30, 0x9E, 0xCE, 0x62, 0x0A, 0x6E, 0x31, 0x31, 0x5A,
      0x36, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x31, 0x31,
    ]
    let text = String(decoding: bytes, as: UTF8.self)
    let country = try #require(CountryCode(rawValue: "NZ"))
    let key = try #require(RegionTable.canonicalRegion(text, country: country))
    #expect(RegionTable.canonicalRegion(key, country: country) == key)
    _ = try? Destination(contact: ContactFields(administrativeArea: text, postalCode: "6011", countryCode: "NZ"))
  }
}
