import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("A table that cannot be read")
struct UnreadableTableTests {
  /// The sample's tables with `file`'s header row (the first line that is
  /// not a comment) rewritten.
  static func load(editingHeaderOf file: String, _ edit: @escaping (String) -> String) -> RateTableError? {
    do {
      _ = try TestBooks.book(
        .usOutfitters,
        editing: [
          file: { text in
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let header = lines.firstIndex(where: { !$0.hasPrefix("#") && !$0.isEmpty }) {
              lines[header] = edit(lines[header])
            }
            return lines.joined(separator: "\n")
          }
        ])
      return nil
    } catch {
      return error as? RateTableError
    }
  }

  @Test("A typo in services.csv's header is reported first, and the errors that follow from it only counted")
  func headerTypoComesFirst() throws {
    let error = try #require(
      Self.load(editingHeaderOf: "services.csv") { $0.replacingOccurrences(of: ",label,", with: ",lable,") })
    let first = try #require(error.diagnostics.first)
    #expect(first.location.file == "services.csv")
    #expect(first.severity == .error)
    // The header's own errors: 'lable' is unknown, 'label' is missing.
    #expect(error.diagnostics.prefix(2).allSatisfy { $0.location.file == "services.csv" })
    #expect(error.diagnostics.contains { $0.message.contains("unknown column 'lable'") })
    #expect(error.diagnostics.contains { $0.message.contains("missing column 'label'") })
    // Nothing names a service the unreadable table defines, and no zone is
    // called unserved for it.
    #expect(!error.diagnostics.contains { $0.message.contains("unknown service") })
    #expect(!error.diagnostics.contains { $0.message.contains("served by no service") })
    #expect(error.diagnostics.count <= 5, "\(error.diagnostics.map(\.description).joined(separator: "\n"))")
    #expect(error.followOnErrors > 100)
  }

  @Test("A bad header in zones.csv is reported first, and the unknown zones that follow only counted")
  func zonesHeaderComesFirst() throws {
    let error = try #require(
      Self.load(editingHeaderOf: "zones.csv") { $0.replacingOccurrences(of: "zone,", with: "zoen,") })
    #expect(error.diagnostics.first?.location.file == "zones.csv")
    #expect(!error.diagnostics.contains { $0.message.contains("unknown zone") })
    // Nor does a store or a service miss a zone for it.
    #expect(!error.diagnostics.contains { $0.message.contains("service_zones.csv") })
    #expect(error.followOnErrors > 0)
  }

  @Test("A bad header in service_zones.csv is reported first, and what no longer lists a zone only counted")
  func serviceZonesHeaderComesFirst() throws {
    let error = try #require(
      Self.load(editingHeaderOf: "service_zones.csv") { $0.replacingOccurrences(of: "service,", with: "servise,") })
    #expect(error.diagnostics.prefix(2).allSatisfy { $0.location.file == "service_zones.csv" })
    #expect(error.diagnostics.count == 2, "\(error.diagnostics.map(\.description).joined(separator: "\n"))")
    #expect(error.followOnErrors > 0)
  }
}
