import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Byte classes")
struct ByteClassTests {
  @Test("A class holds exactly the ASCII bytes it was made from, and a union holds both")
  func membership() {
    forAllSeededCases(count: 1_000) { rng in
      let first = (0..<Int.random(in: 0...40, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
      let second = (0..<Int.random(in: 0...40, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
      let union = ByteClass(first).union(ByteClass(second))
      for byte in UInt8.min...UInt8.max {
        let isASCII = byte < 0x80
        try #require(ByteClass(first).contains(byte) == (isASCII && first.contains(byte)), "\(first) \(byte)")
        try #require(union.contains(byte) == (isASCII && (first + second).contains(byte)), "\(byte)")
      }
    }
  }
}
