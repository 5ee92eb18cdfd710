import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Tables a hostile or careless merchant uploads, at 100,000 rows: each
/// loads in about the time it takes to read, and says what is wrong in a
/// bounded number of lines.
@Suite("Pathological tables", .longRunning)
struct PathologicalTableTests {
  static let rows = 100_000

  /// The US sample merchant with `zones.csv` replaced by its header and `body`.
  static func load(zones body: String) throws -> [Diagnostic] {
    var files = SampleMerchant.usOutfitters.files
    files["zones.csv"] =
      "zone,rule,country,region,city,postcode,label\n" + body
      + (files["zones.csv"] ?? "")
      .split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("zone,") }.dropFirst()
      .joined(separator: "\n")
    do {
      return try RateBook.load(from: .files(files)).warnings
    } catch {
      return error.diagnostics
    }
  }

  @Test("100,000 copies of one row are one warning naming their lines")
  func repeatedRows() throws {
    let diagnostics = try Self.load(
      zones: String(repeating: "denver-metro,include,US,CO,,800*,\n", count: Self.rows))
    let repeats = diagnostics.filter { $0.message.hasPrefix("repeats line 2; it adds nothing") }
    #expect(repeats.count == 1)
    // The sample's own row makes 100,000 repeats of line 2: five named, 99,995 more.
    #expect(repeats.first?.message.contains("and 99,995 more all repeat it") == true, "\(repeats)")
    #expect(diagnostics.count < 50)
  }

  @Test("100,000 rows giving one place to different zones are one error")
  func samePlaceManyZones() throws {
    let body = (0..<Self.rows).map { "zone-\($0),include,US,CO,,800*,\n" }.joined()
    let diagnostics = try Self.load(zones: body)
    let errors = diagnostics.filter { $0.message.contains("has the same place as line") }
    #expect(errors.count == 1)
    #expect(diagnostics.count < 50 + DiagnosticLog.keptPerKind * 2, "\(diagnostics.count)")
  }

  @Test("100,000 postcode ranges of different zones, each crossing the next, are errors reported in bounded lines")
  func crossingRanges() throws {
    // Zone i covers 10000+i ... 60000+i: every range crosses the one before.
    let body = (0..<Self.rows).map { "zone-\($0),include,US,,,\(10_000 + $0 % 40_000)...\(60_000 + $0 % 40_000),\n" }
      .joined()
    let diagnostics = try Self.load(zones: body)
    let overlaps = diagnostics.filter { $0.message.contains("without containing it") && !$0.message.hasPrefix("and ") }
    #expect(overlaps.count == DiagnosticLog.keptPerKind)
    #expect(diagnostics.contains { $0.message.hasPrefix("and ") && $0.message.contains("more like") })
    #expect(diagnostics.count < 100, "\(diagnostics.count)")
  }

  @Test("100,000 exclusions inside one area's includes are checked by lookup")
  func manyExclusions() throws {
    // Each ZIP is both included and excluded through its ZIP3: every
    // include can never match.
    let body = (0..<Self.rows).map { index -> String in
      let zip = String(format: "%05d", index % 100_000)
      return index % 2 == 0 ? "wide,include,US,,,\(zip),\n" : "wide,exclude,US,,,\(zip.prefix(3))*,\n"
    }.joined()
    let diagnostics = try Self.load(zones: body)
    #expect(diagnostics.contains { $0.message.hasPrefix("can never match: line") })
    #expect(diagnostics.count < 100, "\(diagnostics.count)")
  }
}
