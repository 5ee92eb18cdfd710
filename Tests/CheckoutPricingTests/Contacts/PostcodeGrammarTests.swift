import TestSupport
import Testing

@testable import CheckoutPricing

extension ContactsTests {
  @Suite("Postcode grammars")
  struct PostcodeGrammarTests {
    static func country(_ code: String) -> CountryCode { CountryCode(uncheckedRawValue: code) }

    @Test(
      "Well-formed postcodes take their canonical form",
      arguments: [
        // US: a ZIP+4 is kept whole, written with its hyphen; never partial.
        ("US", "30303", "30303", false), ("US", "30303-1234", "30303-1234", false),
        ("US", "303031234", "30303-1234", false),
        ("US", "30303 1234", "30303-1234", false), ("US", " 30303 ", "30303", false),
        ("US", "\t30303\n", "30303", false),
        ("US", "00501", "00501", false), ("US", "30303-", "30303", false),
        // CA: full or FSA, with or without the space.
        ("CA", "K1A 0B1", "K1A 0B1", false), ("CA", "k1a0b1", "K1A 0B1", false), ("CA", "K1A   0B1", "K1A 0B1", false),
        ("CA", "K1A-0B1", "K1A 0B1", false), ("CA", "K1A", "K1A", true), ("CA", " x0a ", "X0A", true),
        ("CA", "T2P\u{A0}1J9", "T2P 1J9", false),
        // GB: every outward shape, with or without the space, or the outward code alone.
        ("GB", "SW1A 1AA", "SW1A 1AA", false), ("GB", "sw1a1aa", "SW1A 1AA", false),
        ("GB", "SW1A   1AA", "SW1A 1AA", false),
        ("GB", " SW1A 1AA ", "SW1A 1AA", false), ("GB", "M1 1AE", "M1 1AE", false), ("GB", "B33 8TH", "B33 8TH", false),
        ("GB", "CR2 6XH", "CR2 6XH", false), ("GB", "DN55 1PT", "DN55 1PT", false), ("GB", "W1A 0AX", "W1A 0AX", false),
        ("GB", "EC1A 1BB", "EC1A 1BB", false), ("GB", "BN111AA", "BN11 1AA", false), ("GB", "bn11aa", "BN1 1AA", false),
        ("GB", "SW1A", "SW1A", true), ("GB", "m1", "M1", true), ("GB", "BN11", "BN11", true),
        ("GB", "N1C", "N1C", true),
        ("GB", "BL0", "BL0", true),
        // IE: routing key and unique identifier, or the routing key alone.
        ("IE", "D02 X285", "D02 X285", false), ("IE", "d02x285", "D02 X285", false),
        ("IE", "D6W 1234", "D6W 1234", false),
        ("IE", "A65 F4E2", "A65 F4E2", false), ("IE", "D02", "D02", true), ("IE", "d6w", "D6W", true),
        // NL: four digits and two letters, or the digits alone.
        ("NL", "1234 AB", "1234 AB", false), ("NL", "1234ab", "1234 AB", false), ("NL", "1234", "1234", true),
        // DE, FR, AU: digits.
        ("DE", "10115", "10115", false), ("DE", "01067", "01067", false), ("FR", "75008", "75008", false),
        ("FR", "20000", "20000", false), ("AU", "2000", "2000", false), ("AU", "0800", "0800", false),
        // JP: seven digits, written with the hyphen.
        ("JP", "100-0001", "100-0001", false), ("JP", "1000001", "100-0001", false),
        ("JP", "100 0001", "100-0001", false),
        // Countries without a grammar: respaced and uppercased, never partial.
        ("SE", "123 45", "123 45", false), ("SE", "123   45", "123 45", false), ("BR", "01310-100", "01310-100", false),
        ("IN", "110001", "110001", false), ("NO", "0150", "0150", false), ("KY", "ky1-1102", "KY1-1102", false),
        ("PT", "1000-001", "1000-001", false), ("SE", "123456789012", "123456789012", false),
        // Places that use another country's postcodes follow its grammar:
        // US ZIP codes in the territories, Royal Mail's in the Crown Dependencies.
        ("PR", "00901-1234", "00901-1234", false), ("GU", "96910", "96910", false), ("GG", "gy1 1aa", "GY1 1AA", false),
        ("JE", "JE2", "JE2", true), ("IM", "im1 1aa", "IM1 1AA", false),
      ])
    func wellFormed(country: String, raw: String, text: String, isPartial: Bool) throws {
      let postcode = try PostcodeGrammar.normalize(raw, country: Self.country(country))
      #expect(postcode.text == text)
      #expect(postcode.isPartial == isPartial)
      #expect(postcode.country == SharedPostcodes.grammarCountry(of: Self.country(country)))
      #expect(try PostcodeGrammar.normalize(postcode.text, country: postcode.country) == postcode)
    }

    @Test(
      "Malformed postcodes are errors on postalCode naming the expected form",
      arguments: [
        ("US", "3030"), ("US", "303030"), ("US", "30303-123"), ("US", "30303-12345"), ("US", "3030a"),
        ("US", "ABCDE"), ("US", "30 303"), ("US", "３０３０３"), ("US", "30303🙂"), ("US", "303\u{0}03"),
        ("US", "30303\u{7}"), ("US", ""), ("US", "   "), ("US", String(repeating: "3", count: 100)), ("US", "-30303"),
        ("US", "30303+1234"), ("US", "30303\u{200B}"),
        ("CA", "K1A 0B"), ("CA", "K1 A0B1"), ("CA", "D1A 0B1"), ("CA", "W1A 0B1"), ("CA", "Z1A"), ("CA", "K1O 0B1"),
        ("CA", "K1A 0U1"), ("CA", "K1A0B1X"), ("CA", "KKA 0B1"), ("CA", "K1A🙂0B1"), ("CA", "K1A\u{1B}0B1"),
        ("CA", "K1"),
        ("CA", "K1A 0B1 K1A 0B1 K1A 0B1"),
        ("GB", "SW1A 1A"), ("GB", "SW1A-1AA"), ("GB", "1AB"), ("GB", "QA1 1AA"), ("GB", "AJ1 1AA"), ("GB", "W1I 1AA"),
        ("GB", "EC1C 1AA"), ("GB", "SW1A 1AC"), ("GB", "SW1A 1CA"), ("GB", "BN1 1"), ("GB", "S W1A 1AA"),
        ("GB", "SW1A 1AA 1"), ("GB", "ABC1 1AA"), ("GB", "B01 1AA"), ("GB", "SW1A 1AA🙂"), ("GB", "SW1A\u{0}1AA"),
        ("GB", "SW1A1AASW1A1AA"), ("GB", "SW"), ("GB", "SW1AB"), ("GB", "SW1Ä 1AA"), ("GB", "SW1A\u{7F}1AA"),
        ("IE", "B02 X285"), ("IE", "D6X 1234"), ("IE", "A6W 1234"), ("IE", "D02 X28"), ("IE", "D02 XB85"),
        ("IE", "D02X2850"),
        ("NL", "0123 AB"), ("NL", "1234 A"), ("NL", "123 AB"), ("NL", "1234 A1"), ("NL", "12345"), ("NL", "12 34AB"),
        ("DE", "1011"), ("DE", "10115-1"), ("DE", "10 115"), ("DE", "D-10115"),
        ("FR", "7500"), ("FR", "2A004"), ("AU", "200"), ("AU", "20000"),
        ("JP", "100-001"), ("JP", "10-00001"), ("JP", "1000-001"), ("JP", "〒100-0001"),
        ("SE", "1234567890123"), ("SE", "-"), ("SE", "123/45"), ("SE", "Ö123"), ("SE", "12\u{0}3"), ("SE", "🙂"),
      ])
    func malformed(country: String, raw: String) {
      #expect {
        try PostcodeGrammar.normalize(raw, country: Self.country(country))
      } throws: { error in
        (error as? QuoteFailure) == .contact(.malformedPostcode(Self.country(country)))
      }
    }

    @Test(
      "Messages name each country's form",
      arguments: [
        ("US", "Enter a 5-digit ZIP code."), ("GB", "Enter a UK postcode such as SW1A 1AA."),
        ("CA", "Enter a postal code such as K1A 0B1."), ("IE", "Enter an Eircode such as D02 X285."),
        ("NL", "Enter a postcode such as 1234 AB."), ("DE", "Enter a 5-digit postcode."),
        ("FR", "Enter a 5-digit postal code."), ("AU", "Enter a 4-digit postcode."),
        ("JP", "Enter a postal code such as 100-0001."), ("SE", "Enter a valid postal code."),
      ])
    func messages(country: String, message: String) {
      let failure = QuoteFailure.contact(.malformedPostcode(Self.country(country)))
      #expect(ShopperText.english.message(for: failure) == message)
    }

    @Test(
      "Levels run from coarsest to finest known level",
      arguments: [
        ("GB", "SW1A 1AA", ["SW", "SW1A", "SW1A 1", "SW1A 1AA"]), ("GB", "SW1A", ["SW", "SW1A"]),
        ("GB", "BN11 1AA", ["BN", "BN11", "BN11 1", "BN11 1AA"]), ("GB", "M1 1AE", ["M", "M1", "M1 1", "M1 1AE"]),
        ("US", "30303", ["3", "30", "303", "3030", "30303"]),
        ("US", "30303-1234", ["3", "30", "303", "3030", "30303"]),
        ("CA", "K1A", ["K", "K1", "K1A"]),
        ("CA", "K1A 0B1", ["K", "K1", "K1A", "K1A0", "K1A0B", "K1A0B1"]), ("NL", "1234", ["1", "12", "123", "1234"]),
        ("JP", "100-0001", ["1", "10", "100", "1000", "10000", "100000", "1000001"]),
        ("IE", "D02 X285", ["D", "D0", "D02", "D02X", "D02X2", "D02X28", "D02X285"]),
        ("SE", "123 45", ["1", "12", "123", "1234", "12345"]),
        ("BR", "01310-100", (1...8).map { String("01310100".prefix($0)) }),
      ])
    func levels(country: String, raw: String, levels: [String]) throws {
      #expect(try PostcodeGrammar.normalize(raw, country: Self.country(country)).levels == levels)
    }

    @Test(
      "A rule prefix denotes one level key",
      arguments: [
        ("GB", "BN1", "BN1"), ("GB", "BN", "BN"), ("GB", "bn1 1", "BN1 1"), ("GB", "BN1  1", "BN1 1"),
        ("GB", "BN11", "BN11"),
        ("GB", "BN1 1AA", "BN1 1AA"), ("GB", "BN11AA", "BN1 1AA"), ("GB", "B", "B"), ("GB", " sw1a ", "SW1A"),
        ("US", "303", "303"), ("US", "3", "3"), ("US", "30303", "30303"), ("CA", "K1A", "K1A"), ("CA", "k1a 0", "K1A0"),
        ("CA", "K1A 0B1", "K1A0B1"), ("JP", "100", "100"), ("JP", "100-0", "1000"), ("JP", "1000001", "1000001"),
        ("NL", "1234 A", "1234A"), ("IE", "D6W", "D6W"), ("IE", "D6", "D6"), ("IE", "d02 x", "D02X"), ("DE", "1", "1"),
        ("SE", "123 4", "1234"), ("BR", "01310-", "01310"),
      ] as [(String, String, String)])
    func prefixKey(country: String, prefix: String, key: String) {
      #expect(PostcodeGrammar.prefixKey(prefix, country: Self.country(country)) == key)
    }

    @Test(
      "Text that cannot start a postcode is no prefix",
      arguments: [
        ("GB", "1AB"), ("GB", "Q"), ("GB", "BN1 1A"), ("GB", "BN1-1"), ("GB", "BN111"), ("GB", ""), ("GB", "BN1*"),
        ("GB", "BNN"), ("GB", "BN1 1 A"), ("US", "3a"), ("US", "303031"), ("US", "30303-1234"), ("US", ""),
        ("US", "3 03"),
        ("CA", "D"), ("CA", "KA"), ("CA", "K1A 0B1 2"), ("NL", "0"), ("IE", "A6W"), ("IE", "B"), ("DE", "1A"),
        ("DE", "101155"), ("JP", "10-0"), ("SE", "🙂"), ("SE", "1234567890123"),
      ])
    func noPrefix(country: String, prefix: String) {
      #expect(PostcodeGrammar.prefixKey(prefix, country: Self.country(country)) == nil)
    }

    @Test(
      "Range endpoints have sortable keys",
      arguments: [
        ("US", "30303", "30303"), ("US", "30303-1234", "303031234"), ("GB", "KW2", "KW02"), ("GB", "KW15", "KW15"),
        ("GB", "EC1A", "EC01A"), ("GB", " kw1 ", "KW01"), ("GB", "B99", "B99"), ("CA", "K1A 0B1", "K1A0B1"),
        ("NL", "1000 AA", "1000AA"), ("IE", "D02 X285", "D02X285"), ("JP", "100-0001", "1000001"),
        ("DE", "10115", "10115"),
        ("SE", "123 45", "12345"),
      ] as [(String, String, String)])
    func rangeKey(country: String, endpoint: String, key: String) {
      #expect(PostcodeGrammar.rangeKey(endpoint, country: Self.country(country)) == key)
    }

    @Test(
      "Partial and malformed range endpoints are rejected",
      arguments: [
        ("US", "303"), ("GB", "kw 15"), ("GB", "KW15 1AA"), ("GB", "BN"), ("GB", "KW150"), ("CA", "K1A"),
        ("NL", "1000"),
        ("IE", "D02"), ("DE", "1011"), ("SE", ""),
      ])
    func noRangeKey(country: String, endpoint: String) {
      #expect(PostcodeGrammar.rangeKey(endpoint, country: Self.country(country)) == nil)
    }

    @Test(
      "A postcode spans the range keys of every postcode under it",
      arguments: [
        ("CA", "K1A", "K1A0A0", "K1A9Z9"), ("CA", "K1A 0B1", "K1A0B1", "K1A0B1"), ("GB", "KW15", "KW15", "KW15"),
        ("GB", "KW15 1AB", "KW15", "KW15"), ("GB", "EC1A 1BB", "EC01A", "EC01A"), ("NL", "1234", "1234AA", "1234ZZ"),
        ("IE", "D02", "D020000", "D02YYYY"), ("IE", "D02 X285", "D02X285", "D02X285"),
        ("US", "30303-1234", "303031234", "303031234"), ("US", "30303", "30303", "30303~"),
        ("JP", "100-0001", "1000001", "1000001"), ("SE", "123 45", "12345", "12345"),
      ])
    func rangeSpan(country: String, raw: String, low: String, high: String) throws {
      let postcode = try PostcodeGrammar.normalize(raw, country: Self.country(country))
      #expect(PostcodeGrammar.rangeSpan(of: postcode) == low...high)
    }

    @Test("UK outward ranges compare by district number")
    func britishRanges() throws {
      let gb = Self.country("GB")
      func key(_ outward: String) throws -> String { try #require(PostcodeGrammar.rangeKey(outward, country: gb)) }
      let kw15to17 = try key("KW15")...key("KW17")
      for inside in ["KW15", "KW16", "KW17"] { #expect(try kw15to17.contains(key(inside)), "\(inside)") }
      for outside in ["KW1", "KW2", "KW14", "KW18", "KA15", "KY16"] {
        #expect(try !kw15to17.contains(key(outside)), "\(outside)")
      }
      let bn1to9 = try key("BN1")...key("BN9")
      for district in 1...9 { #expect(try bn1to9.contains(key("BN\(district)")), "BN\(district)") }
      for district in 10...45 { #expect(try !bn1to9.contains(key("BN\(district)")), "BN\(district)") }
      // A one-letter area never falls inside a two-letter area's range, or the reverse.
      #expect(try key("B99") < key("BA1"))
      #expect(try !(key("BA1")...key("BA9")).contains(key("B2")))
      // Sub-districts sort after their district and before the next one.
      #expect(try key("EC1") < key("EC1A") && key("EC1A") < key("EC1M") && key("EC1Y") < key("EC2"))
      let full = try PostcodeGrammar.normalize("KW16 3AB", country: gb)
      #expect(kw15to17.contains(PostcodeGrammar.rangeSpan(of: full).lowerBound))
    }
  }
}
