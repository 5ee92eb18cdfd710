import Foundation
import Testing

@testable import CheckoutPricing

extension ContactsTests {
  /// The byte-level fast paths of contact normalization against the general
  /// paths they stand in for, over 10,000 seeded cases each (see
  /// `forAllSeededCases`): real and grammar-valid postcodes with case and
  /// spacing noise, damaged copies, non-ASCII white space and letters, and
  /// each text read in a second, random country.
  @Suite("Fast paths")
  struct ContactFastPathTests {
    static let countries = ["US", "CA", "GB", "IE", "NL", "DE", "FR", "AU", "JP", "SE", "BR"].map {
      CountryCode(uncheckedRawValue: $0)
    }

    /// The sample as sent and a copy with one character dropped, doubled or
    /// replaced by noise, which is often no postcode at all.
    static func spellings(of sample: PostcodeSampler.Sample, _ rng: inout SeededGenerator) -> [String] {
      let noise = Array("0123456789ABCZabcz -*#é\t\n\u{A0}\u{3000}Ｋ")
      var damaged = Array(sample.noisy)
      let position = Int.random(in: 0..<max(1, damaged.count), using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0 where !damaged.isEmpty: damaged.remove(at: position)
      case 1 where !damaged.isEmpty: damaged.insert(damaged[position], at: position)
      case 2 where !damaged.isEmpty: damaged[position] = PostcodeSampler.pick(noise, &rng)
      default: damaged.insert(PostcodeSampler.pick(noise, &rng), at: min(position, damaged.count))
      }
      return [sample.noisy, String(damaged), sample.clean]
    }

    @Test("PostcodeShape.parse(asciiText:) is the general parse for ASCII text and nil or the same otherwise")
    func asciiPostcodeMatchesGeneralPath() throws {
      let sampler = try PostcodeSampler()
      var fastHits = 0
      forAllSeededCases { rng in
        let sample = sampler.sample(&rng)
        let other = PostcodeSampler.pick(Self.countries, &rng)
        for text in Self.spellings(of: sample, &rng) {
          for country in [sample.country, other] {
            guard let shape = PostcodeShape.forCountry(country) else { continue }
            let general = PostcodeInput(text).flatMap { PostcodeGrammar.parse($0, country: country) }
            let fast = shape.parse(asciiText: text, country: country)
            let described = "\(country) \(text.debugDescription): \(fast?.levels ?? []) vs \(general?.levels ?? [])"
            if text.utf8.allSatisfy({ $0 < 0x80 }) && shape.wholeCheck == nil {
              try #require(fast == general, "\(described)")
            } else {
              try #require(fast == nil || fast == general, "\(described)")
            }
            if fast != nil { fastHits += 1 }
          }
        }
      }
      // The fast path answers most well-formed samples, so the property is not vacuous.
      #expect(fastHits > PropertyRun.cases / 2)
    }
  }
}
