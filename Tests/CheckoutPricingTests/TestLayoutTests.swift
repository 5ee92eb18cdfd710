import Foundation
import TestSupport
import Testing

/// The test target mirrors the library's folders (STYLE.md, "Tests"): a
/// reader who opens `Sources/CheckoutPricing/Wire/` finds its suites in
/// `Tests/CheckoutPricingTests/Wire/`.
@Suite("Test layout")
struct TestLayoutTests {
  static let sources = Fixtures.repository.appendingPathComponent("Sources/CheckoutPricing")
  static let tests = Fixtures.repository.appendingPathComponent("Tests/CheckoutPricingTests")

  /// The Swift files below `folder`, by path relative to it.
  static func swiftFiles(below folder: URL) throws -> [String] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
  }

  /// The folder part of a relative path, "" at the top.
  static func folder(of path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: "/")
  }

  @Test("Every folder of the library has a folder of tests")
  func everySourceFolderHasTests() throws {
    let sourceFolders = Set(try Self.swiftFiles(below: Self.sources).map(Self.folder(of:))).subtracting([""])
    let testFolders = Set(try Self.swiftFiles(below: Self.tests).map(Self.folder(of:)))
    #expect(sourceFolders.count >= 10)
    for folder in sourceFolders.sorted() where !testFolders.contains(folder) {
      Issue.record("Sources/CheckoutPricing/\(folder)/ has no Tests/CheckoutPricingTests/\(folder)/")
    }
  }

  @Test("Tests named for a type sit in the folder of that type's source file")
  func typeTestsSitWithTheirType() throws {
    // `CurrencyTable.swift` and `CurrencyTable+ISO4217.swift` both hold `CurrencyTable`.
    var typeFolders: [String: Set<String>] = [:]
    for path in try Self.swiftFiles(below: Self.sources) {
      let name = path.split(separator: "/").last!.dropLast(".swift".count)
      let type = String(name.prefix { $0 != "+" })
      typeFolders[type, default: []].insert(Self.folder(of: path))
    }
    var checked = 0
    for path in try Self.swiftFiles(below: Self.tests) {
      let name = String(path.split(separator: "/").last!.dropLast(".swift".count))
      guard name.hasSuffix("Tests") else { continue }
      let stem = String(name.dropLast("Tests".count))
      let type = stem.hasSuffix("Property") ? String(stem.dropLast("Property".count)) : stem
      guard let folders = typeFolders[type] else { continue }
      checked += 1
      #expect(
        folders.contains(Self.folder(of: path)),
        "\(path) tests \(type), whose source is in \(folders.sorted().joined(separator: ", "))")
    }
    #expect(checked >= 20)
  }
}
