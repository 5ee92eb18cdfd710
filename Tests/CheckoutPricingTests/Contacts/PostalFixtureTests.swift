import TestSupport
import Testing

@testable import CheckoutPricing

extension ContactsTests {
  /// Every row of the real postal samples in `Fixtures/`.
  @Suite("Real postcodes")
  struct PostalFixtureTests {
    @Test("The fixtures are all there")
    func fixtureCounts() throws {
      #expect(try PostalFixtures.usZIPs().count == 3_000)
      #expect(try PostalFixtures.canadianFSAs().count == 185)
      #expect(try PostalFixtures.britishOutwardCodes().count == 391)
    }

    @Test("Every sample ZIP normalizes and lies in its own state")
    func zipInItsState() throws {
      for row in try PostalFixtures.usZIPs() {
        let destination = try Destination(
          contact: ContactFields(
            locality: row.city, administrativeArea: row.state, postalCode: row.zip, countryCode: "US"))
        #expect(destination.region == row.state, "\(row)")
        #expect(destination.postcode?.text == row.zip, "\(row)")
        #expect(destination.postcode?.isPartial == false, "\(row)")
        #expect(destination.postcode?.levels.last == row.zip, "\(row)")
        #expect(destination.city == row.city.uppercased(), "\(row)")
      }
    }

    @Test("Every sample ZIP with a state its ZIP3 does not serve is an error on postalCode")
    func zipInAnotherState() throws {
      let rows = try PostalFixtures.usZIPs()
      // The states each ZIP3 serves, from the sample itself rather than the library's table.
      var statesByZIP3: [Substring: Set<String>] = [:]
      for row in rows { statesByZIP3[row.zip.prefix(3), default: []].insert(row.state) }
      let allStates = Set(rows.map(\.state)).sorted()
      #expect(allStates.count == 62)
      for (index, row) in rows.enumerated() {
        let allowed = statesByZIP3[row.zip.prefix(3), default: []]
        let candidates = allStates.filter { !allowed.contains($0) }
        let wrong = candidates[(index * 7) % candidates.count]
        let contact = ContactFields(administrativeArea: wrong, postalCode: row.zip, countryCode: "US")
        #expect("\(row) as \(wrong)") {
          try Destination(contact: contact)
        } throws: { error in
          let error = error as? QuoteError
          let state = RegionTable.englishName(of: wrong, in: .unitedStates)
          return error?.reason == .invalidContact(.postalCode)
            && error?.message == "ZIP code \(row.zip) is not in \(state)."
        }
      }
    }

    @Test(
      "A ZIP3 shared by several states accepts each of them",
      arguments: [
        ("06390", "NY"), ("06390", "CT"), ("20588", "MD"), ("20598", "VA"), ("20500", "DC"),
        ("72643", "MO"), ("73960", "TX"), ("83414", "WY"), ("96799", "AS"), ("96799", "HI"),
        ("96950", "MP"), ("96950", "GU"), ("96940", "PW"), ("96960", "MH"), ("96941", "FM"),
      ])
    func sharedZIP3(zip: String, state: String) throws {
      let destination = try Destination(
        contact: ContactFields(administrativeArea: state, postalCode: zip, countryCode: "US"))
      #expect(destination.region == state)
    }

    @Test("Every sample FSA is a partial postcode in its own province")
    func fsaInItsProvince() throws {
      for row in try PostalFixtures.canadianFSAs() {
        let destination = try Destination(
          contact: ContactFields(administrativeArea: row.province, postalCode: row.fsa.lowercased(), countryCode: "CA"))
        #expect(destination.region == row.province, "\(row)")
        let postcode = try #require(destination.postcode, "\(row)")
        #expect(postcode.isPartial, "\(row)")
        #expect(postcode.text == row.fsa, "\(row)")
        #expect(postcode.levels == [String(row.fsa.prefix(1)), String(row.fsa.prefix(2)), row.fsa], "\(row)")
      }
    }

    @Test("Every sample FSA with a province its first letter does not serve is an error on postalCode")
    func fsaInAnotherProvince() throws {
      let rows = try PostalFixtures.canadianFSAs()
      var provincesByLetter: [Character: Set<String>] = [:]
      for row in rows { provincesByLetter[row.fsa.first ?? " ", default: []].insert(row.province) }
      let allProvinces = Set(rows.map(\.province)).sorted()
      #expect(allProvinces.count == 13)
      for (index, row) in rows.enumerated() {
        let allowed = provincesByLetter[row.fsa.first ?? " ", default: []]
        let candidates = allProvinces.filter { !allowed.contains($0) }
        let wrong = candidates[index % candidates.count]
        #expect("\(row) as \(wrong)") {
          try Destination(contact: ContactFields(administrativeArea: wrong, postalCode: row.fsa, countryCode: "CA"))
        } throws: { error in
          (error as? QuoteError)?.reason == .invalidContact(.postalCode)
        }
      }
    }

    @Test("Every sample outward code is a partial UK postcode with levels [area, outward]")
    func outwardCodes() throws {
      for row in try PostalFixtures.britishOutwardCodes() {
        let postcode = try PostcodeGrammar.normalize(row.outward, country: .unitedKingdom)
        #expect(postcode.isPartial, "\(row)")
        #expect(postcode.text == row.outward, "\(row)")
        #expect(postcode.levels == [row.area, row.outward], "\(row)")
        #expect(PostcodeGrammar.rangeKey(row.outward, country: .unitedKingdom) != nil, "\(row)")
        let full = try PostcodeGrammar.normalize(row.outward.lowercased() + "9zz", country: .unitedKingdom)
        #expect(full.text == row.outward + " 9ZZ", "\(row)")
        #expect(full.levels == [row.area, row.outward, row.outward + " 9", row.outward + " 9ZZ"], "\(row)")
      }
    }

    @Test("Outward codes sort by area, then district number, then letter")
    func outwardOrder() throws {
      // The sample is sorted that way (see its README); the range keys must agree.
      let rows = try PostalFixtures.britishOutwardCodes()
      let keys = try rows.map { try #require(PostcodeGrammar.rangeKey($0.outward, country: .unitedKingdom), "\($0)") }
      let byArea = Dictionary(grouping: keys.indices, by: { rows[$0].area })
      for (area, indices) in byArea {
        let areaKeys = indices.map { keys[$0] }
        #expect(areaKeys == areaKeys.sorted(), "\(area): \(areaKeys)")
      }
    }
  }
}
