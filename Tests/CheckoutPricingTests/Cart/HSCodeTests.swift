import Testing

@testable import CheckoutPricing

/// A cart line's customs classification (`RateTables/README.md`, "Landed
/// cost"): 6 to 10 digits, dots and spaces as tariffs print them.
@Suite("HS codes")
struct HSCodeTests {
  @Test(
    "A code is 6 to 10 digits with dots and spaces between them, kept as its digits",
    arguments: [
      ("6109.10.00", "61091000"), ("6109 10 00", "61091000"), ("610910", "610910"), ("0101.21.00.00", "0101210000"),
      ("9102.11", "910211"),
    ])
  func accepted(_ text: String, _ digits: String) throws {
    let code = try #require(HSCode(text))
    #expect(code.digits == digits)
    #expect(code == HSCode(digits))
  }

  @Test(
    "Anything else is not a code",
    arguments: ["", "6109", "61091", "61091000001", ".610910", "610910.", "6109-10", "6109１０", " 610910", "abcdef"])
  func refused(_ text: String) {
    #expect(HSCode(text) == nil)
  }

  @Test("A code begins with a prefix digit by digit, leading zeros included; its subheading is its first 6 digits")
  func prefixes() throws {
    let code = try #require(HSCode("0101.21.00.10"))
    #expect(code.hasPrefix(0, count: 0))
    #expect(code.hasPrefix(10, count: 3))  // "010"
    #expect(code.hasPrefix(101, count: 4))  // "0101"
    #expect(!code.hasPrefix(101, count: 3))  // "101" is not "010"
    #expect(code.hasPrefix(101_210_010, count: 10))
    #expect(!code.hasPrefix(1_012_100_100, count: 11))
    #expect(code.subheading == 10_121)
  }
}
