import Foundation
import TestSupport
import Testing

@Suite("Public API")
struct PublicAPITests {
  /// The built modules of this test run: beside the tool the tests run.
  static let modules = ServeStdioTests.tool.deletingLastPathComponent().appendingPathComponent("Modules")

  /// Runs `Scripts/public-api.py` on this run's modules.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try Fixtures.runScript("Scripts/public-api.py", ["--modules", modules.path] + arguments)
  }

  @Test("The committed Scripts/public-api.txt lists exactly the library's public API")
  func listMatchesTheModule() throws {
    let result = try Self.run(["--check"])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test("The list names the front door and none of the machinery")
  func frontDoorOnly() throws {
    let result = try Self.run([])
    try #require(result.status == 0, "\(result.output)")
    // Declarations behind @_spi are not the user's door.
    let lines = result.output.split(separator: "\n").filter { !$0.hasPrefix("@_spi") }
    let types = Set(
      lines.compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard words.count >= 2, ["struct", "enum", "class"].contains(words[0]) else { return nil }
        return String(words[1].split(separator: ":")[0])
      })
    for door in ["PricingEngine", "QuoteSession", "RateBook", "RateBookHandle", "Quote", "QuoteRequest", "Amount"] {
      #expect(types.contains(door), "\(door) is not public")
    }
    for machinery in ["CSVReader", "JSONParser", "LocationIndex", "ShippingTables", "TaxTables", "PostcodeGrammar"] {
      #expect(!lines.contains { $0.contains(" \(machinery)") }, "\(machinery) is public")
    }
    #expect(types.count <= 60, "\(types.count) public types")
  }

  /// The most types each door may hold before a reviewer decides it grows:
  /// 60 since ``HSCode``, a cart line's customs classification.
  static let maximumPublicTypes = 60
  /// The package's own targets reach the stages with `package` access;
  /// SPI is only for what a package cannot share that way.
  static let maximumSPITypes = 10

  @Test("The public and the SPI type counts stay within their limits")
  func surfaceStaysSmall() throws {
    let url = Fixtures.repository.appendingPathComponent("Scripts/public-api.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    var publicTypes = 0
    var spiTypes = 0
    for line in text.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("//") {
      var words = line.split(separator: " ")
      let isSPI = words.first?.hasPrefix("@_spi(") == true
      if isSPI { words.removeFirst() }
      guard let kind = words.first, ["struct", "enum", "class"].contains(kind) else { continue }
      if isSPI { spiTypes += 1 } else { publicTypes += 1 }
    }
    // The header states both counts; parsing the same two numbers from the
    // declarations shows the parse read the list, not an empty one.
    try #require(publicTypes > 0, "no types parsed from \(url.path)")
    #expect(text.contains("// \(publicTypes) public types; \(spiTypes) more behind @_spi"))
    #expect(publicTypes <= Self.maximumPublicTypes, "\(publicTypes) public types")
    #expect(spiTypes <= Self.maximumSPITypes, "\(spiTypes) SPI types")
  }
}
