import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Draws postcodes for property tests: real ones from `Fixtures/` for US, CA
/// and GB, grammar-valid ones elsewhere, each with a noisy spelling a shopper
/// or a payment sheet might send.
struct PostcodeSampler {
  /// A drawn postcode: its country, its canonical text and a noisy spelling of it.
  struct Sample: CustomStringConvertible {
    let country: CountryCode
    let clean: String
    let noisy: String
    var description: String { "\(country) \(clean.debugDescription) sent as \(noisy.debugDescription)" }
  }

  static let inwardLetters = Array("ABDEFGHJLNPQRSTUWXYZ")
  static let canadianLetters = Array("ABCEGHJKLMNPRSTVWXYZ")
  static let eircodeCharacters = Array("0123456789ACDEFHKNPRTVWXY")
  static let eircodeLetters = Array("ACDEFHKNPRTVWXY")
  static let asciiLetters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

  let zips: [PostalFixtures.ZIPRow]
  let fsas: [PostalFixtures.FSARow]
  let outwards: [PostalFixtures.OutwardRow]

  init() throws {
    zips = try PostalFixtures.usZIPs()
    fsas = try PostalFixtures.canadianFSAs()
    outwards = try PostalFixtures.britishOutwardCodes()
    try #require(!zips.isEmpty && !fsas.isEmpty && !outwards.isEmpty)
  }

  static func pick<T>(_ array: [T], _ rng: inout SeededGenerator) -> T {
    array[Int.random(in: 0..<array.count, using: &rng)]
  }

  static func digits(_ count: Int, _ rng: inout SeededGenerator) -> String {
    String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
  }

  static func letters(_ count: Int, from alphabet: [Character], _ rng: inout SeededGenerator) -> String {
    String((0..<count).map { _ in pick(alphabet, &rng) })
  }

  /// Random case for each letter.
  static func randomCase(_ text: String, _ rng: inout SeededGenerator) -> String {
    String(text.map { Bool.random(using: &rng) ? Character($0.lowercased()) : $0 })
  }

  /// Whitespace a sheet or a paste might add around a value.
  static func padding(_ rng: inout SeededGenerator) -> String {
    pick(["", "", " ", "  ", "\t", "\n", "\u{A0}", " \t "], &rng)
  }

  /// A separator between two halves: none, one or more spaces, or (where
  /// the country allows) a hyphen.
  static func separator(allowingHyphen: Bool, _ rng: inout SeededGenerator) -> String {
    pick(["", " ", " ", "  ", "   "] + (allowingHyphen ? ["-", " - "] : []), &rng)
  }

  /// A random ending that completes a partial CA, NL or IE postcode.
  static func completion(for country: CountryCode, _ rng: inout SeededGenerator) -> String {
    switch country.rawValue {
    case "CA": digits(1, &rng) + letters(1, from: canadianLetters, &rng) + digits(1, &rng)
    case "NL": letters(2, from: asciiLetters, &rng)
    default: letters(4, from: eircodeCharacters, &rng)
    }
  }

  /// Runs `body` on one sample for each seeded case (see `forAllSeededCases`),
  /// with the generator for any further draws.
  func forAllSamples(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (Sample, inout SeededGenerator) throws -> Void
  ) {
    forAllSeededCases(sourceLocation: sourceLocation) { rng in
      try body(sample(&rng), &rng)
    }
  }

  /// A postcode of a country with a grammar (or of one without), full or
  /// redacted, with noise in case and spacing.
  func sample(_ rng: inout SeededGenerator) -> Sample {
    let country: String
    var clean: String
    var noisy: String
    let full = Bool.random(using: &rng)
    switch Int.random(in: 0..<10, using: &rng) {
    case 0, 1:
      country = "US"
      clean = Self.pick(zips, &rng).zip
      // A ZIP+4 is kept whole, written with its hyphen.
      let plusFour = full ? Self.digits(4, &rng) : ""
      noisy = clean + (full ? Self.separator(allowingHyphen: true, &rng) + plusFour : "")
      if full { clean += "-" + plusFour }
    case 2, 3:
      country = "CA"
      (clean, noisy) = Self.halves(Self.pick(fsas, &rng).fsa, full ? Self.completion(for: .canada, &rng) : nil, &rng)
    case 4, 5:
      country = "GB"
      let inward = Self.digits(1, &rng) + Self.letters(2, from: Self.inwardLetters, &rng)
      (clean, noisy) = Self.halves(Self.pick(outwards, &rng).outward, full ? inward : nil, hyphen: false, &rng)
    case 6:
      country = "IE"
      let routing =
        Int.random(in: 0..<20, using: &rng) == 0
        ? "D6W" : Self.letters(1, from: Self.eircodeLetters, &rng) + Self.digits(2, &rng)
      let identifier = Self.letters(4, from: Self.eircodeCharacters, &rng)
      (clean, noisy) = Self.halves(routing, full ? identifier : nil, &rng)
    case 7:
      country = "NL"
      let number = String(Int.random(in: 1000...9999, using: &rng))
      (clean, noisy) = Self.halves(number, full ? Self.letters(2, from: Self.asciiLetters, &rng) : nil, &rng)
    case 8:
      let (code, length) = Self.pick([("DE", 5), ("FR", 5), ("AU", 4), ("JP", 7)], &rng)
      country = code
      clean = Self.digits(length, &rng)
      noisy = clean
      if country == "JP" {
        (clean, noisy) = Self.halves(String(clean.prefix(3)), String(clean.dropFirst(3)), &rng)
        clean = clean.replacingOccurrences(of: " ", with: "-")
      }
    default:
      country = Self.pick(["SE", "BR", "IN", "PT", "NO", "KY", "CH"], &rng)
      let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      let words = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        Self.letters(Int.random(in: 1...3, using: &rng), from: alphabet, &rng)
      }
      clean = words.joined(separator: Self.pick([" ", "-"], &rng))
      noisy = clean.replacingOccurrences(of: " ", with: Self.pick([" ", "  ", "\t"], &rng))
    }
    noisy = Self.padding(&rng) + Self.randomCase(noisy, &rng) + Self.padding(&rng)
    return Sample(country: CountryCode(uncheckedRawValue: country), clean: clean, noisy: noisy)
  }

  /// The canonical and a noisy spelling of a postcode's two halves joined
  /// by a space, or of the first half alone.
  private static func halves(_ head: String, _ tail: String?, hyphen: Bool = true, _ rng: inout SeededGenerator)
    -> (clean: String, noisy: String)
  {
    guard let tail else { return (head, head) }
    return (head + " " + tail, head + separator(allowingHyphen: hyphen, &rng) + tail)
  }
}
