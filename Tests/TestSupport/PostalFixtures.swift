package import Foundation
import Testing

/// The real postal samples in `Tests/CheckoutPricingTests/Fixtures/` (see the
/// README there for their sources), read from the source tree.
package enum PostalFixtures {
  package struct ZIPRow: Sendable, CustomStringConvertible {
    package let zip: String
    package let state: String
    package let city: String
    package var description: String { "\(zip) \(state) \(city)" }
  }

  package struct FSARow: Sendable, CustomStringConvertible {
    package let fsa: String
    package let province: String
    package var description: String { "\(fsa) \(province)" }
  }

  package struct OutwardRow: Sendable, CustomStringConvertible {
    package let outward: String
    package let area: String
    /// Whether carriers treat the district as Scottish Highlands and Islands.
    package let highlandsIslands: Bool
    package var description: String { outward }
  }

  package static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CheckoutPricingTests").appendingPathComponent("Fixtures")

  /// `us-zips-sample.csv`: 3,000 real ZIP codes with their state and city.
  package static func usZIPs() throws -> [ZIPRow] {
    try rows("us-zips-sample.csv", header: "zip,state,city").map { ZIPRow(zip: $0[0], state: $0[1], city: $0[2]) }
  }

  /// `ca-fsa-sample.csv`: 185 real forward sortation areas with their province.
  package static func canadianFSAs() throws -> [FSARow] {
    try rows("ca-fsa-sample.csv", header: "fsa,province").map { FSARow(fsa: $0[0], province: $0[1]) }
  }

  /// `uk-outward-sample.csv`: 391 real UK outward codes with their area.
  package static func britishOutwardCodes() throws -> [OutwardRow] {
    try rows("uk-outward-sample.csv", header: "outward,area,region,highlandsIslands")
      .map { OutwardRow(outward: $0[0], area: $0[1], highlandsIslands: $0[3] == "yes") }
  }

  /// The rows of a comma-separated file without quoting, after checking its header.
  private static func rows(_ name: String, header: String) throws -> [[String]] {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    try #require(lines.first.map(String.init) == header, "\(name) header")
    lines.removeFirst()
    let columns = header.split(separator: ",").count
    return try lines.map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == columns, "\(name): malformed row '\(line)'")
      return fields
    }
  }
}
