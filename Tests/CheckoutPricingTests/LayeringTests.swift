import Foundation
import TestSupport
import Testing

/// The folders are layers, and a layer names nothing above it: the table
/// format knows no stage; a stage knows the table format and the stages
/// before it, never the book that aggregates and loads the stages, the
/// quote that runs them, the words that render them or the wire. The one
/// exception is the failure every stage throws, `QuoteFailure`, and the
/// public `QuoteError` a stage's `package` door returns.
///
/// The test reads the source: the type names each folder declares at the
/// top level, and the code of every file below, without its comments and
/// string literals.
@Suite("Layering")
struct LayeringTests {
  /// The table format and the values every layer uses.
  static let leaves = ["Money", "Support", "Tables"]
  /// The pipeline's stages.
  static let stages = ["Cart", "Contacts", "Zones", "Shipping", "Discounts", "LandedCost", "Tax", "Payments"]
  /// What runs, holds, renders and answers the stages.
  static let above = ["RateBook", "Quote", "Wording", "Wire"]
  /// The failure vocabulary the stages share, declared with the quote.
  static let failures: Set<String> = ["QuoteFailure", "QuoteError"]

  /// The Swift files of a folder of the library, by name, with their code.
  static func code(in folder: String) throws -> [(file: String, code: String)] {
    let url = TestLayoutTests.sources.appendingPathComponent(folder)
    return try TestLayoutTests.swiftFiles(below: url).sorted().map { file in
      (file, strippingCommentsAndStrings(try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)))
    }
  }

  /// `text` without comments and string literals, which may name anything.
  static func strippingCommentsAndStrings(_ text: String) -> String {
    var code = text
    for pattern in [#""""[\s\S]*?""""#, #""(\\.|[^"\\\n])*""#, #"//[^\n]*"#, #"/\*[\s\S]*?\*/"#] {
      code = code.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    return code
  }

  /// The type names declared at the top level of the files of `folders`.
  static func declaredTypes(in folders: [String]) throws -> Set<String> {
    var names = Set<String>()
    let declaration = try Regex(
      #"(?m)^(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#
    )
    for folder in folders {
      for (_, code) in try code(in: folder) {
        for match in code.matches(of: declaration) {
          if let name = match.output[1].substring { names.insert(String(name)) }
        }
      }
    }
    return names
  }

  /// The names of `forbidden` that the files of `folders` use, as
  /// `folder/file: name`.
  static func references(from folders: [String], to forbidden: Set<String>) throws -> [String] {
    var found: [String] = []
    for folder in folders {
      for (file, code) in try code(in: folder) {
        let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        for name in words.intersection(forbidden).sorted() { found.append("\(folder)/\(file): \(name)") }
      }
    }
    return found
  }

  @Test("The layers declare types: the names the other checks look for are there")
  func layersDeclareTypes() throws {
    let above = try Self.declaredTypes(in: Self.above)
    #expect(above.isSuperset(of: ["RateBook", "RateBookLoader", "PricingEngine", "QuoteRequest", "ShopperText"]))
    #expect(above.isSuperset(of: ["ResponseEncoder", "SheetView", "RequestReader", "QuoteFailure"]))
    #expect(try Self.declaredTypes(in: Self.stages).isSuperset(of: ["ShippingTables", "TaxTables", "ZoneIndex"]))
  }

  @Test("A stage names nothing above it: not the book or its loader, the quote, the words or the wire")
  func stagesNameNothingAbove() throws {
    let forbidden = try Self.declaredTypes(in: Self.above).subtracting(Self.failures)
    let found = try Self.references(from: Self.stages, to: forbidden)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("The table format and the values below every stage name no stage and nothing above")
  func leavesNameNoStage() throws {
    let forbidden = try Self.declaredTypes(in: Self.stages + Self.above)
    let found = try Self.references(from: Self.leaves, to: forbidden)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("The check sees a reference: a stage's code naming the loader is found, in a comment it is not")
  func theCheckSeesAReference() {
    let code = Self.strippingCommentsAndStrings(
      "let tables = RateBookLoader.load() // RateBook\n/// PricingEngine\nlet text = \"QuoteRequest\"")
    let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    #expect(words.contains("RateBookLoader"))
    #expect(!words.contains("RateBook") && !words.contains("PricingEngine") && !words.contains("QuoteRequest"))
  }

  @Test("One file of the library imports Foundation whole; the rest reach Date and Decimal by the re-exported names")
  func oneFileImportsFoundation() throws {
    let wholeImport = try Regex(#"(?m)^\s*(?:(?:public|package|internal)\s+)?import\s+Foundation(?:Essentials)?\s*$"#)
    var importing: [String] = []
    for folder in Self.leaves + Self.stages + Self.above {
      for (file, code) in try Self.code(in: folder) where code.contains(wholeImport) {
        importing.append("\(folder)/\(file)")
      }
    }
    #expect(importing == ["Support/Instant.swift"])
    #expect(!"import struct Foundation.Decimal".contains(wholeImport))
  }
}
