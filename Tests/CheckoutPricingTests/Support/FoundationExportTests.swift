import Foundation
import TestSupport
import Testing

/// What `import CheckoutPricing` brings of Foundation: the two types the
/// public signatures use, `Decimal` and `Date`, and nothing else, so a
/// client that uses more of Foundation says so with its own import.
@Suite("Foundation re-exports")
struct FoundationExportTests {
  /// Type-checks `source` as a client of the built library that imports
  /// nothing else.
  static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
    let swiftc = try #require(DocumentationSnippetTests.swiftc, "needs swiftc on PATH")
    let folder = try DocumentationSnippetTests.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("client.swift")
    try ("import CheckoutPricing\n" + source).write(to: file, atomically: true, encoding: .utf8)
    return try Fixtures.run(
      swiftc, ["-typecheck", "-swift-version", "6", "-I", DocumentationSnippetTests.modules.path, file.path],
      in: folder)
  }

  // `Decimal`'s `/` is Foundation's own static operator, not a standard
  // library protocol's, and Swift finds such an operator only in a file
  // that imports its module: a client that divides amounts imports
  // Foundation.
  @Test("A client names Decimal and Date, adds, multiplies and compares them, without importing Foundation")
  func signatureTypesAreExported() throws {
    let result = try Self.typecheck(
      """
      let price: Decimal = 12.5
      let doubled = price * 2 - price + 1
      let start = Date(timeIntervalSince1970: 0)
      let later = start.addingTimeInterval(60)
      print(doubled, later > start)
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(
    "The rest of Foundation is not re-exported", arguments: ["TimeZone.gmt", "URL(fileURLWithPath: \"/\")", "Data()"])
  func restIsNotExported(_ expression: String) throws {
    let result = try Self.typecheck("let value = \(expression)\nprint(value)\n")
    #expect(result.status != 0, "\(expression) compiles with only CheckoutPricing imported")
    #expect(result.output.contains("cannot find"), "\(result.output)")
  }
}
