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

  /// The folders of the package's regular and executable targets, read
  /// from `Package.swift`: a target's `path:`, or `Sources/<name>`.
  static func nonTestTargetFolders() throws -> [String] {
    let manifest = try String(
      contentsOf: Fixtures.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    var folders: [String] = []
    // Each declaration runs from its `.target(` to the next declaration.
    let kinds = [".target(", ".executableTarget(", ".testTarget("]
    var rest = Substring(manifest)
    while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
      let kind = rest[start]
      rest = rest[start.upperBound...]
      let end = kinds.compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
      let declaration = rest[..<end]
      guard kind != ".testTarget(" else { continue }
      func quoted(after label: String) -> String? {
        guard let at = declaration.range(of: "\(label): \"") else { return nil }
        return String(declaration[at.upperBound...].prefix { $0 != "\"" })
      }
      let name = try #require(quoted(after: "name"), "a target without a name: \(declaration)")
      folders.append(quoted(after: "path") ?? "Sources/\(name)")
    }
    return folders
  }

  /// `swift build -c release` compiles without `-enable-testing`, so a
  /// regular target that imports with `@testable` breaks the release build.
  /// Sibling targets reach the library's internals through `package` access
  /// (STYLE.md, "Public API"); only test targets use `@testable`.
  @Test("No regular or executable target imports with @testable: the release build compiles")
  func onlyTestTargetsImportTestable() throws {
    let folders = try Self.nonTestTargetFolders()
    #expect(folders.contains("Tests/TestSupport") && folders.contains("Sources/CheckoutPricing"), "\(folders)")
    var checked = 0
    for folder in folders {
      let root = Fixtures.repository.appendingPathComponent(folder)
      for path in try Self.swiftFiles(below: root) {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        for line in text.split(separator: "\n") where line.contains("@testable") && line.contains("import ") {
          Issue.record("\(folder)/\(path) imports with @testable, which a release build refuses: \(line)")
        }
        checked += 1
      }
    }
    #expect(checked > 100)
  }

  /// The seeded runners (`forAllSeededCases` and those built on it) print a
  /// failing case's seed and stop when the body throws; a bare `#expect`
  /// inside one records the failure and runs on, so its seed is never
  /// named.
  @Test("Every seeded property loop stops at its first failure: no bare #expect in a seeded runner's body")
  func seededLoopsRequire() throws {
    let root = Fixtures.repository.appendingPathComponent("Tests")
    let runners = ["forAllSeededCases(", "forAllRandomRequests(", "forAllPricedCases("]
    var loops = 0
    for path in try Self.swiftFiles(below: root) {
      let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated()
      where runners.contains(where: line.contains) && line.contains("{") && !line.contains("func ") {
        loops += 1
        let indent = line.prefix { $0 == " " }.count
        for inner in lines[(index + 1)...] {
          let innerIndent = inner.prefix { $0 == " " }.count
          if innerIndent <= indent && inner.dropFirst(innerIndent).hasPrefix("}") { break }
          if inner.contains("#expect(") {
            Issue.record("Tests/\(path): a seeded loop's body uses #expect, which neither stops nor names the seed")
          }
        }
      }
    }
    #expect(loops > 30, "only \(loops) seeded loops found")
  }
}
