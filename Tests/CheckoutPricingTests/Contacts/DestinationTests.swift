import TestSupport
import Testing

@testable import CheckoutPricing

extension ContactsTests {
  @Suite("Destinations")
  struct DestinationTests {
    static func expectError(
      _ contact: ContactFields, field: ContactField, message: String? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(sourceLocation: sourceLocation) {
        try Destination(contact: contact)
      } throws: { error in
        guard let error = error as? QuoteError else { return false }
        return error.reason == .invalidContact(field) && error.code == .shippingContactInvalid
          && error.contactField == field && (message == nil || error.message == message)
      }
    }

    @Test(
      "The country comes from countryCode, else from the country name",
      arguments: [
        (ContactFields(countryCode: "us"), "US"), (ContactFields(countryCode: " gb\n"), "GB"),
        (ContactFields(country: "United States", countryCode: ""), "US"), (ContactFields(country: "Canada"), "CA"),
        (ContactFields(country: "Germany", countryCode: "XX"), "DE"),
        (ContactFields(country: " united kingdom ", countryCode: "  "), "GB"),
        (ContactFields(country: "Canada", countryCode: "US"), "US"),
        (ContactFields(country: "UK", countryCode: "UK"), "GB"),
      ])
    func country(contact: ContactFields, code: String) throws {
      #expect(try Destination(contact: contact).country.rawValue == code)
    }

    @Test(
      "No usable country is an error on countryCode",
      arguments: [
        ContactFields(countryCode: "XX"), ContactFields(), ContactFields(country: "", countryCode: ""),
        ContactFields(country: "Atlantis", countryCode: "XX"), ContactFields(country: "  ", countryCode: "  "),
        ContactFields(locality: "Atlanta", administrativeArea: "GA", postalCode: "30303", countryCode: "USA"),
      ])
    func noCountry(contact: ContactFields) {
      Self.expectError(contact, field: .countryCode)
    }

    @Test("Apple Pay's redacted contacts")
    func redacted() throws {
      let us = try Destination(
        contact: ContactFields(
          locality: "Cupertino", administrativeArea: "CA", postalCode: "95014", country: "United States",
          countryCode: "us"))
      #expect(us.country.rawValue == "US" && us.region == "CA" && us.city == "CUPERTINO")
      #expect(us.postcode?.text == "95014" && us.postcode?.isPartial == false)

      let gb = try Destination(
        contact: ContactFields(
          locality: "London", administrativeArea: "", postalCode: "SW1A", country: "United Kingdom", countryCode: "GB"))
      #expect(gb.region == nil && gb.city == "LONDON")
      #expect(gb.postcode?.isPartial == true && gb.postcode?.levels == ["SW", "SW1A"])

      let ca = try Destination(
        contact: ContactFields(
          locality: "Ottawa", administrativeArea: "ON", postalCode: "K1A", country: "Canada", countryCode: "CA"))
      #expect(ca.region == "ON" && ca.postcode?.text == "K1A" && ca.postcode?.isPartial == true)
    }

    @Test("Full contacts, as they arrive at authorization")
    func full() throws {
      let us = try Destination(
        contact: ContactFields(
          locality: " new   york ", subLocality: "Manhattan", administrativeArea: "New York",
          subAdministrativeArea: "New York County", postalCode: "10001-2345", countryCode: "US"))
      #expect(
        us
          == Destination(
            country: CountryCode(uncheckedRawValue: "US"), region: "NY", city: "NEW YORK",
            postcode: try PostcodeGrammar.normalize("10001-2345", country: CountryCode(uncheckedRawValue: "US"))))
      // The ZIP+4 is kept for rules at its precision.
      #expect(us.postcode?.text == "10001-2345" && us.postcode?.extendedKey == "100012345")
      #expect(us.postcode?.levels.last == "10001" && us.postcode?.coversFinerPostcodes == false)
      let gb = try Destination(contact: ContactFields(locality: "Brighton", postalCode: "bn1 1aa", countryCode: "GB"))
      #expect(gb.postcode?.text == "BN1 1AA" && gb.postcode?.levels.contains("BN1") == true)
      let de = try Destination(
        contact: ContactFields(locality: "Berlin", administrativeArea: "Berlin", postalCode: "10115", countryCode: "de")
      )
      #expect(de.region == "BERLIN" && de.postcode?.text == "10115")
    }

    @Test(
      "Regions of US, CA and AU become codes; elsewhere matching keys",
      arguments: [
        (ContactFields(administrativeArea: "georgia", postalCode: "30303", countryCode: "US"), "GA"),
        (ContactFields(administrativeArea: "Québec", postalCode: "H3A", countryCode: "CA"), "QC"),
        (ContactFields(administrativeArea: "nsw", postalCode: "2000", countryCode: "AU"), "NSW"),
        (ContactFields(administrativeArea: "Victoria", countryCode: "AU"), "VIC"),
        (ContactFields(administrativeArea: " bayern ", countryCode: "DE"), "BAYERN"),
        (ContactFields(administrativeArea: "  ", countryCode: "AU"), nil), (ContactFields(countryCode: "US"), nil),
      ] as [(ContactFields, String?)])
    func region(contact: ContactFields, region: String?) throws {
      #expect(try Destination(contact: contact).region == region)
    }

    @Test(
      "An unknown US, CA or AU region is an error on administrativeArea",
      arguments: [
        ContactFields(administrativeArea: "Ontario", postalCode: "30303", countryCode: "US"),
        ContactFields(administrativeArea: "Georgia", countryCode: "CA"),
        ContactFields(administrativeArea: "Sydney", countryCode: "AU"),
        ContactFields(administrativeArea: "G\u{0}A", countryCode: "US"),
        ContactFields(administrativeArea: "Bay\u{1}ern", countryCode: "DE"),
      ])
    func unknownRegion(contact: ContactFields) {
      Self.expectError(contact, field: .administrativeArea)
    }

    @Test(
      "A ZIP code outside the given state is an error on postalCode naming the state",
      arguments: [
        ("TX", "30303", "US", "ZIP code 30303 is not in Texas."),
        ("Georgia", "96950", "US", "ZIP code 96950 is not in Georgia."),
        ("AE", "96201", "US", "ZIP code 96201 is not in Armed Forces Europe."),
        ("QC", "K1A 0B1", "CA", "Postal code K1A 0B1 is not in Quebec."),
        ("YT", "X0A", "CA", "Postal code X0A is not in Yukon."),
      ])
    func zipStateMismatch(region: String, postcode: String, country: String, message: String) {
      Self.expectError(
        ContactFields(administrativeArea: region, postalCode: postcode, countryCode: country), field: .postalCode,
        message: message)
    }

    @Test(
      "A ZIP code whose ZIP3 is not in use is an error on postalCode", arguments: ["00012", "00100", "21301", "34301"])
    func zipNotInUse(zip: String) {
      Self.expectError(
        ContactFields(postalCode: zip, countryCode: "US"), field: .postalCode,
        message: "ZIP code \(zip) is not in use. Enter a 5-digit ZIP code.")
    }

    @Test(
      "A missing region is filled in from a postcode that implies exactly one",
      arguments: [
        ("US", "30303", "GA"), ("US", "09001", "AE"), ("US", "34001", "AA"), ("US", "96201", "AP"),
        ("US", "00601", "PR"),
        ("US", "96799", nil), ("US", "96950", nil), ("US", "06390", nil), ("CA", "K1A", "ON"), ("CA", "h3a 0g4", "QC"),
        ("CA", "X0A", "NU"), ("CA", "X1A 2P7", "NT"), ("AU", "2000", nil), ("GB", "SW1A", nil),
      ] as [(String, String, String?)])
    func regionFromPostcode(country: String, postcode: String, region: String?) throws {
      #expect(try Destination(contact: ContactFields(postalCode: postcode, countryCode: country)).region == region)
    }

    @Test(
      "Malformed postcodes are errors on postalCode with the country's form",
      arguments: [
        ("US", "3030", "Enter a 5-digit ZIP code."), ("US", "30303🙂", "Enter a 5-digit ZIP code."),
        ("GB", "SW1A 1A", "Enter a UK postcode such as SW1A 1AA."),
        ("GB", "1AB", "Enter a UK postcode such as SW1A 1AA."),
        ("CA", "D1A", "Enter a postal code such as K1A 0B1."), ("NL", "0123 AB", "Enter a postcode such as 1234 AB."),
        ("JP", "100-001", "Enter a postal code such as 100-0001."), ("SE", "123\u{0}45", "Enter a valid postal code."),
      ])
    func malformedPostcode(country: String, postcode: String, message: String) {
      Self.expectError(ContactFields(postalCode: postcode, countryCode: country), field: .postalCode, message: message)
    }

    @Test(
      "Cities become matching keys",
      arguments: [
        (" new   york ", "NEW YORK"), ("Zürich", "ZÜRICH"), ("straße", "STRASSE"), ("St.\tJohn's", "ST. JOHN'S"),
        ("", nil), (" \n ", nil), ("東京", "東京"),
      ] as [(String, String?)])
    func city(locality: String, city: String?) throws {
      #expect(try Destination(contact: ContactFields(locality: locality, countryCode: "US")).city == city)
    }

    @Test(
      "Cities with control characters or absurd lengths are errors on locality",
      arguments: ["Atlanta\u{0}", "At\u{1B}lanta", String(repeating: "Atlanta ", count: 50)])
    func badCity(locality: String) {
      Self.expectError(ContactFields(locality: locality, countryCode: "US"), field: .locality)
    }

    @Test("Errors describe themselves with code, field and message")
    func errorDescription() {
      let error = QuoteError(.invalidContact(.postalCode), "Enter a 5-digit ZIP code.")
      #expect(error.description == "shippingContactInvalid (postalCode): Enter a 5-digit ZIP code.")
      #expect(
        ContactField.allCases.map(\.rawValue) == [
          "addressLines", "postalCode", "administrativeArea", "locality", "subLocality", "subAdministrativeArea",
          "country",
          "countryCode", "postalAddress",
        ])
    }

    @Test("Destinations are equal, and hash alike, exactly when their parts are, however they were made")
    func equality() throws {
      let postcodes = try [nil, "30303", "30304"].map { text in
        try text.map { try #require(Destination(contact: ContactFields(postalCode: $0, countryCode: "US")).postcode) }
      }
      forAllSeededCases(count: 2_000) { rng in
        func make() -> Destination {
          Destination(
            country: [.unitedStates, .canada][Int.random(in: 0...1, using: &rng)],
            region: [nil, "GA", "NY"][Int.random(in: 0...2, using: &rng)],
            city: [nil, "ATLANTA"][Int.random(in: 0...1, using: &rng)],
            postcode: postcodes[Int.random(in: 0...2, using: &rng)])
        }
        let (left, right) = (make(), make())
        let same =
          left.country == right.country && left.region == right.region && left.city == right.city
          && left.postcode == right.postcode
        try #require((left == right) == same, "\(left) and \(right)")
        if same { try #require(left.hashValue == right.hashValue) }
        let copy = left
        try #require(copy == left && copy.hashValue == left.hashValue)
      }
    }
  }
}
