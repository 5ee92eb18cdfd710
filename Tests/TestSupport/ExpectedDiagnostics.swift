package import Foundation
package import Testing

package import CheckoutPricing

/// The `expected-diagnostics.txt` of a broken fixture folder: one
/// `file:line: severity: text the message contains` per line, `#` comments.
package struct ExpectedDiagnostics {
  package struct Entry: CustomStringConvertible {
    package var file: String
    package var line: Int
    package var severity: Diagnostic.Severity
    package var text: String
    package var description: String { "\(file):\(line): \(severity.rawValue): \(text)" }
  }

  package let folder: URL
  package let entries: [Entry]

  /// Reads the list in `Fixtures/<name>/`.
  package init(fixture name: String) throws {
    folder = Fixtures.directory.appendingPathComponent(name)
    let text = try String(contentsOf: folder.appendingPathComponent("expected-diagnostics.txt"), encoding: .utf8)
    entries = try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let match = try #require(line.wholeMatch(of: /([^:]+):(\d+): (error|warning): (.+)/), "\(line)")
      return Entry(
        file: String(match.1), line: Int(match.2)!, severity: match.3 == "error" ? .error : .warning,
        text: String(match.4))
    }
  }

  package var errorCount: Int { entries.filter { $0.severity == .error }.count }

  /// Loads the fixture, expects it to fail, and records an issue for every
  /// listed diagnostic not found and every found one of `unlisted` severity
  /// that is not listed. Returns what the loader found.
  @discardableResult
  package func check(
    unlisted: Set<Diagnostic.Severity> = [.error, .warning], sourceLocation: SourceLocation = #_sourceLocation
  )
    throws -> [Diagnostic]
  {
    let error = try #require(
      throws: RateTableError.self, sourceLocation: sourceLocation
    ) { try RateBook.load(directory: folder.path) }
    let found = error.diagnostics
    for want in entries {
      let hit = found.contains {
        $0.location.file == want.file && $0.location.line == want.line && $0.severity == want.severity
          && $0.message.contains(want.text)
      }
      #expect(
        hit, "missing \(want)\nfound:\n\(found.map(\.description).joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    }
    for diagnostic in found where unlisted.contains(diagnostic.severity) {
      let listed = entries.contains {
        $0.file == diagnostic.location.file && $0.line == diagnostic.location.line && $0.severity == diagnostic.severity
      }
      #expect(listed, "unexpected \(diagnostic)", sourceLocation: sourceLocation)
    }
    return found
  }
}
