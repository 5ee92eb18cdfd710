import Foundation
import TestSupport
import Testing

// Invariant 7: no binary floating point anywhere in the library or the tool.
@Suite("Exact types only")
struct NoFloatingPointTests {
  @Test("Sources/ never mentions Double, Float or CGFloat")
  func noBinaryFloatingPoint() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(files.count > 10)
    let pattern = /\b(Double|Float|Float16|Float32|Float64|Float80|CGFloat)\b/
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.contains(pattern) {
        Issue.record("\(file.lastPathComponent):\(number + 1): binary floating point: \(line)")
      }
    }
  }
}
