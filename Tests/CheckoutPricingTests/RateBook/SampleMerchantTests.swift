import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Sample merchants")
struct SampleMerchantTests {
  @Test(
    "Each embedded sample merchant loads, with the files of its RateTables/ folder", arguments: SampleMerchant.allCases)
  func embeddedLoads(merchant: SampleMerchant) throws {
    let folder = URL(fileURLWithPath: Fixtures.merchant(merchant.rawValue))
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".csv") || $0.hasSuffix(".json")
    }
    #expect(Set(onDisk) == Set(merchant.files.keys), "run Scripts/embed-rate-tables.py")
    let book = try merchant.rateBook()
    #expect(book.warnings.isEmpty, "\(book.warnings)")
  }

  /// The zone the US sample merchant must give a ZIP in a state.
  private static func expectedUSZone(state: String, zip: String) -> String {
    switch state {
    case "AK", "HI": "us-alaska-hawaii"
    case "PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW": "us-territories"
    case "AA", "AE", "AP": "us-military"
    case "CO" where ["800", "801", "802"].contains(String(zip.prefix(3))): "denver-metro"
    default: "us-contiguous"
    }
  }

  @Test("Thousands of real ZIP codes, every ZIP3 in use among them, resolve to their zone and a tax jurisdiction")
  func realZIPCodes() throws {
    let book = try SampleMerchant.usOutfitters.rateBook()
    let rows = try PostalFixtures.usZIPs()
    #expect(rows.count >= 2_000)
    let zip3InUse = Set((0..<1000).filter { !ZIP3Table.states(forZIP3: $0).isEmpty })
    #expect(Set(rows.compactMap { Int($0.zip.prefix(3)) }).isSuperset(of: zip3InUse))
    for row in rows {
      let destination = try Destination(
        contact: ContactFields(administrativeArea: row.state, postalCode: row.zip, countryCode: "US"))
      let zone = book.zone(for: destination)
      #expect(zone?.area == Self.expectedUSZone(state: row.state, zip: row.zip), "\(row)")
      #expect(zone?.dependsOnFullPostcode == false, "\(row)")
      let tax = book.taxJurisdiction(for: destination)
      #expect(tax != nil, "\(row) has no tax jurisdiction")
    }
  }

  @Test("Redacted UK outward codes resolve, Highlands and Islands to their zone")
  func redactedBritishPostcodes() throws {
    let book = try SampleMerchant.usOutfitters.rateBook()
    for row in try PostalFixtures.britishOutwardCodes() {
      let destination = try Destination(contact: ContactFields(postalCode: row.outward, countryCode: "gb"))
      #expect(destination.postcode?.isPartial == true)
      let zone = book.zone(for: destination)?.area
      #expect(zone == (row.highlandsIslands ? "uk-highlands" : "uk"), "\(row)")
    }
  }

  @Test("Redacted Canadian FSAs resolve to Canada and their province's tax")
  func redactedCanadianPostcodes() throws {
    let book = try SampleMerchant.usOutfitters.rateBook()
    for row in try PostalFixtures.canadianFSAs() {
      let destination = try Destination(
        contact: ContactFields(administrativeArea: row.province, postalCode: row.fsa, countryCode: "CA"))
      #expect(book.zone(for: destination)?.area == "canada", "\(row)")
      let jurisdiction = try #require(book.taxJurisdiction(for: destination), "\(row)")
      #expect(
        jurisdiction.jurisdiction.id.hasSuffix(row.province.lowercased()), "\(row): \(jurisdiction.jurisdiction.id)")
    }
  }

  @Test(
    "Malformed and mismatched addresses fail on the right field",
    arguments: [
      (ContactFields(administrativeArea: "TX", postalCode: "30303", countryCode: "US"), ContactField.postalCode),
      (ContactFields(administrativeArea: "GA", postalCode: "3030", countryCode: "US"), .postalCode),
      (ContactFields(administrativeArea: "XX", postalCode: "30303", countryCode: "US"), .administrativeArea),
      (ContactFields(administrativeArea: "QC", postalCode: "K1A", countryCode: "CA"), .postalCode),
      (ContactFields(postalCode: "BN1 1A", countryCode: "GB"), .postalCode),
      (ContactFields(postalCode: "30303", countryCode: "ZZ"), .countryCode),
    ])
  func badAddresses(contact: ContactFields, field: ContactField) {
    #expect { try Destination(contact: contact) } throws: { ($0 as? QuoteError)?.reason == .invalidContact(field) }
  }

  // Property: a full postcode and its redacted form never land in different
  // zones unless the redacted result says it depends on the full postcode.
  @Test(
    "A full postcode and its redacted form never contradict each other silently", arguments: SampleMerchant.allCases)
  func redactionNeverContradicts(merchant: SampleMerchant) throws {
    let book = try merchant.rateBook()
    let outwardCodes = try PostalFixtures.britishOutwardCodes().map(\.outward)
    let fsas = try PostalFixtures.canadianFSAs()
    // The letters each country allows in the part Apple Pay redacts.
    let inwardLetters = Array("ABDEFGHJLNPQRSTUWXYZ")
    let lduLetters = Array("ABCEGHJKLMNPRSTVWXYZ")
    forAllSeededCases { rng in
      let full: ContactFields
      let redacted: ContactFields
      if Bool.random(using: &rng) {
        let outward = outwardCodes.randomElement(using: &rng)!
        let inward =
          "\(Int.random(in: 0...9, using: &rng))\(inwardLetters.randomElement(using: &rng)!)\(inwardLetters.randomElement(using: &rng)!)"
        full = ContactFields(postalCode: "\(outward) \(inward)", countryCode: "GB")
        redacted = ContactFields(postalCode: outward, countryCode: "GB")
      } else {
        let row = fsas.randomElement(using: &rng)!
        let ldu =
          "\(Int.random(in: 0...9, using: &rng))\(lduLetters.randomElement(using: &rng)!)\(Int.random(in: 0...9, using: &rng))"
        full = ContactFields(administrativeArea: row.province, postalCode: "\(row.fsa) \(ldu)", countryCode: "CA")
        redacted = ContactFields(administrativeArea: row.province, postalCode: row.fsa, countryCode: "CA")
      }
      let fullDestination = try Destination(contact: full)
      let redactedDestination = try Destination(contact: redacted)
      // The zone and tax-area indexes are of two kinds: one check, generic.
      func check<Kind>(_ index: LocationIndex<Kind>) throws {
        let fullMatch = index.match(fullDestination)
        let redactedMatch = index.match(redactedDestination)
        if fullMatch?.area != redactedMatch?.area {
          try #require(
            redactedMatch?.dependsOnFullPostcode == true || redactedMatch == nil,
            "\(full.postalCode ?? "") is in \(fullMatch?.area ?? "none") but \(redacted.postalCode ?? "") says \(redactedMatch?.area ?? "none")"
          )
        }
      }
      try check(book.zones)
      try check(book.tax.areas)
    }
  }

  @Test("No committed table, embedded copy or fuzz seed names a path of the machine it was written on")
  func noMachinePaths() throws {
    let root = Fixtures.repository
    var files: [URL] = []
    for folder in ["RateTables", "Tests/Fuzz", "Sources/CheckoutPricing/RateTables"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      files += (enumerator?.compactMap { $0 as? URL } ?? []).filter { !$0.hasDirectoryPath }
    }
    #expect(files.count > 60)
    let machinePath = /\/(work|tmp|home|Users|private)\/|staging/
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      #expect(!text.contains(machinePath), "\(file.path.dropFirst(root.path.count)) names a machine path")
    }
  }
}
