import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

extension ContactsTests {
  @Suite("Regions")
  struct RegionTableTests {
    /// Alternating case, "gEoRgIa", the way no table spells it.
    static func oddCase(_ text: String) -> String {
      String(text.enumerated().map { $0.offset.isMultiple(of: 2) ? Character($0.element.lowercased()) : $0.element })
    }

    static let unitedStatesRegions: [(String, String)] = [
      ("AL", "Alabama"), ("AK", "Alaska"), ("AZ", "Arizona"), ("AR", "Arkansas"), ("CA", "California"),
      ("CO", "Colorado"), ("CT", "Connecticut"), ("DE", "Delaware"), ("FL", "Florida"), ("GA", "Georgia"),
      ("HI", "Hawaii"), ("ID", "Idaho"), ("IL", "Illinois"), ("IN", "Indiana"), ("IA", "Iowa"), ("KS", "Kansas"),
      ("KY", "Kentucky"), ("LA", "Louisiana"), ("ME", "Maine"), ("MD", "Maryland"), ("MA", "Massachusetts"),
      ("MI", "Michigan"), ("MN", "Minnesota"), ("MS", "Mississippi"), ("MO", "Missouri"), ("MT", "Montana"),
      ("NE", "Nebraska"), ("NV", "Nevada"), ("NH", "New Hampshire"), ("NJ", "New Jersey"), ("NM", "New Mexico"),
      ("NY", "New York"), ("NC", "North Carolina"), ("ND", "North Dakota"), ("OH", "Ohio"), ("OK", "Oklahoma"),
      ("OR", "Oregon"), ("PA", "Pennsylvania"), ("RI", "Rhode Island"), ("SC", "South Carolina"),
      ("SD", "South Dakota"), ("TN", "Tennessee"), ("TX", "Texas"), ("UT", "Utah"), ("VT", "Vermont"),
      ("VA", "Virginia"), ("WA", "Washington"), ("WV", "West Virginia"), ("WI", "Wisconsin"), ("WY", "Wyoming"),
      ("DC", "District of Columbia"), ("PR", "Puerto Rico"), ("VI", "U.S. Virgin Islands"), ("GU", "Guam"),
      ("AS", "American Samoa"), ("MP", "Northern Mariana Islands"), ("AA", "Armed Forces Americas"),
      ("AE", "Armed Forces Europe"), ("AP", "Armed Forces Pacific"),
    ]

    static let canadaRegions: [(String, String)] = [
      ("AB", "Alberta"), ("BC", "British Columbia"), ("MB", "Manitoba"), ("NB", "New Brunswick"),
      ("NL", "Newfoundland and Labrador"), ("NS", "Nova Scotia"), ("NT", "Northwest Territories"), ("NU", "Nunavut"),
      ("ON", "Ontario"), ("PE", "Prince Edward Island"), ("QC", "Quebec"), ("SK", "Saskatchewan"), ("YT", "Yukon"),
    ]

    static let australiaRegions: [(String, String)] = [
      ("NSW", "New South Wales"), ("VIC", "Victoria"), ("QLD", "Queensland"), ("SA", "South Australia"),
      ("WA", "Western Australia"), ("TAS", "Tasmania"), ("NT", "Northern Territory"),
      ("ACT", "Australian Capital Territory"),
    ]

    @Test("Every US state, DC, territory and military code by code and by name", arguments: unitedStatesRegions)
    func unitedStates(code: String, name: String) {
      expectRegion(code, name, in: .unitedStates)
    }

    @Test("All 13 Canadian provinces and territories by code and by name", arguments: canadaRegions)
    func canada(code: String, name: String) {
      expectRegion(code, name, in: .canada)
    }

    @Test("All 8 Australian states and territories by code and by name", arguments: australiaRegions)
    func australia(code: String, name: String) {
      expectRegion(code, name, in: .australia)
    }

    private func expectRegion(_ code: String, _ name: String, in country: CountryCode) {
      for text in [
        code, code.lowercased(), Self.oddCase(code), " \(code) ", name, name.uppercased(), name.lowercased(),
        Self.oddCase(name), "  \(name.replacingOccurrences(of: " ", with: "   "))\t",
      ] {
        #expect(RegionTable.canonicalRegion(text, country: country) == code, "\(text.debugDescription)")
      }
      #expect(RegionTable.englishName(of: code, in: country) == name)
    }

    @Test("The tables hold exactly the listed regions, plus the freely associated states in the US")
    func tableSizes() {
      #expect(RegionTable.unitedStates.codes == (Self.unitedStatesRegions.map(\.0) + ["FM", "MH", "PW"]).sorted())
      #expect(RegionTable.canada.codes == Self.canadaRegions.map(\.0).sorted())
      #expect(RegionTable.australia.codes == Self.australiaRegions.map(\.0).sorted())
    }

    @Test("Every state the ZIP3 table names is a US region")
    func zip3StatesAreRegions() {
      let states = Set(ZIP3Table.mainStates.compactMap { $0 } + ZIP3Table.sharedStates.values.flatMap { $0 })
      #expect(states.count == 62)
      for state in states { #expect(RegionTable.canonicalRegion(state, country: .unitedStates) == state, "\(state)") }
      #expect(ZIP3Table.mainStates.compactMap { $0 }.count == 933)
    }

    @Test(
      "Accents, French names and aliases",
      arguments: [
        ("CA", "Québec", "QC"), ("CA", "QUÉBEC", "QC"), ("CA", "Quebec", "QC"), ("CA", "qc", "QC"), ("CA", "PQ", "QC"),
        ("CA", "Que\u{301}bec", "QC"), ("CA", "Nouvelle-Écosse", "NS"), ("CA", "Île-du-Prince-Édouard", "PE"),
        ("CA", "PEI", "PE"), ("CA", "Newfoundland & Labrador", "NL"), ("AU", "New South Wales", "NSW"),
        ("AU", "nsw", "NSW"),
        ("US", "Hawaiʻi", "HI"), ("US", "Washington, D.C.", "DC"), ("US", "D.C.", "DC"),
        ("US", "armed forces europe", "AE"),
        ("US", "Virgin Islands", "VI"), ("US", "Micronesia", "FM"), ("US", "PW", "PW"),
        ("DE", " bayern  ", "BAYERN"), ("FR", "Île-de-France", "ÎLE-DE-FRANCE"),
        ("GB", "greater   london", "GREATER LONDON"),
      ] as [(String, String, String)])
    func aliases(country: String, text: String, region: String) {
      #expect(RegionTable.canonicalRegion(text, country: CountryCode(uncheckedRawValue: country)) == region)
    }

    @Test(
      "Unknown regions of US, CA and AU, and unusable text elsewhere, give nil",
      arguments: [
        ("US", "Ontario"), ("US", "XX"), ("US", "Georgia Country"), ("US", ""), ("US", "UM"), ("CA", "GA"),
        ("CA", "Georgia"), ("AU", "Sydney"), ("AU", "ON"), ("DE", ""), ("DE", "   "), ("DE", "Bay\u{0}ern"),
        ("US", String(repeating: "Texas", count: 100)),
      ])
    func unknown(country: String, text: String) {
      #expect(RegionTable.canonicalRegion(text, country: CountryCode(uncheckedRawValue: country)) == nil)
    }
  }
}
