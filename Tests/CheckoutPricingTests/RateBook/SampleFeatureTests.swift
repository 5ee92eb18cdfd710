import Foundation
import TestSupport
import Testing

/// The table features a reader can only learn from a sample: each is shown
/// by a row of some sample merchant in RateTables/, or listed here as not
/// yet shown, so a feature gains a sample or stays a listed gap.
@Suite("Sample features")
struct SampleFeatureTests {
  /// A feature, the file and column that carry it, and the value that turns
  /// it on.
  struct Feature: Sendable, CustomStringConvertible {
    var name: String
    var file: String
    var column: String
    var value: String

    var description: String { name }
  }

  static let features: [Feature] = [
    Feature(name: "compound tax", file: "tax_rates.csv", column: "compound", value: "yes"),
    Feature(name: "shipping classes", file: "services.csv", column: "classPricing", value: "*"),
    Feature(name: "origin sourcing", file: "tax_jurisdictions.csv", column: "sourcing", value: "origin"),
    Feature(name: "servicePickup", file: "services.csv", column: "type", value: "servicePickup"),
    Feature(name: "units basis", file: "rates.csv", column: "basis", value: "units"),
  ]

  /// Features no sample shows yet; each works only with tables a merchant
  /// writes by hand.
  static let notYetShown: Set<String> = []

  /// The fields of a CSV line, double quotes around a field with commas.
  static func fields(_ line: Substring) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoted = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
      } else if character == ",", !quoted {
        fields.append(field)
        field = ""
      } else {
        field.append(character)
      }
    }
    fields.append(field)
    return fields
  }

  /// Whether any sample merchant has a row of `feature`'s file with its value.
  static func isShown(_ feature: Feature) throws -> Bool {
    let root = Fixtures.repository.appendingPathComponent("RateTables")
    for merchant in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
      let file = root.appendingPathComponent(merchant).appendingPathComponent(feature.file)
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
      guard let header = lines.first, let column = fields(header).firstIndex(of: feature.column) else { continue }
      for line in lines.dropFirst() {
        let row = fields(line)
        guard column < row.count else { continue }
        let value = row[column].trimmingCharacters(in: .whitespaces)
        if feature.value == "*" ? !value.isEmpty : value == feature.value { return true }
      }
    }
    return false
  }

  @Test("Each table feature is shown by a sample merchant's row, or listed as not yet shown", arguments: features)
  func featureIsShown(feature: Feature) throws {
    let shown = try Self.isShown(feature)
    if Self.notYetShown.contains(feature.name) {
      #expect(!shown, "\(feature.name) is shown now: take it off notYetShown")
    } else {
      #expect(shown, "no sample merchant has a \(feature.file) row with \(feature.column) \(feature.value)")
    }
  }
}
