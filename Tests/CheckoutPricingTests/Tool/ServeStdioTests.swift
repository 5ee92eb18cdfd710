import CheckoutPricing
import Foundation
import Testing

@Suite("serve --stdio")
struct ServeStdioTests {
  /// The built tool, next to the test bundle in the build folder.
  static var tool: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("checkout-pricing").path),
      folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("checkout-pricing")
  }

  @Test("100,000 mixed good and bad lines: every line answered, in order, and a clean end")
  func hundredThousandLines() throws {
    let examples = try ExampleRequests.all().filter { $0.merchant == .usOutfitters }
    let good = examples.map { example -> String in
      // One request per line: the examples are pretty-printed.
      (try? JSONParser().parse(example.bytes).serialized()) ?? ""
    }
    let bad: [[UInt8]] =
      [
        "{", "[]", "null", "{\"event\": \"initial\"}", String(repeating: "x", count: 300), "{\"event\": 1e999}",
        "{\"event\": \"initial\", \"asOf\": \"2026-11-21T15:04:05Z\", \"lines\": [{\"id\": \"\u{1F600}\", \"unitPrice\": \"NaN\", \"quantity\": 1}]}",
      ].map { Array($0.utf8) } + [[0xFF, 0xFE, 0x7B]]  // invalid UTF-8 too
    var input: [UInt8] = []
    var expectedStatuses: [String] = []
    for index in 0..<100_000 {
      if index % 3 == 0 {
        input += bad[index % bad.count] + [UInt8(ascii: "\n")]
        expectedStatuses.append("failure")
      } else {
        let line = good[index % good.count]
        input += Array(line.utf8) + [UInt8(ascii: "\n")]
        expectedStatuses.append("")
      }
    }
    let process = Process()
    process.executableURL = Self.tool
    process.arguments = ["serve", "--stdio", "--tables", Fixtures.merchant("us-outfitters")]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    let payload = Data(input)
    let handle = stdin.fileHandleForWriting
    // Write from another thread while this one reads, so neither pipe fills.
    let writer = Thread {
      handle.write(payload)
      try? handle.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    #expect(lines.count == 100_000)
    for (index, line) in lines.enumerated() where expectedStatuses[index] == "failure" {
      if !line.hasPrefix("{\"status\":\"failure\"") {
        Issue.record("line \(index + 1): \(line.prefix(200))")
        break
      }
    }
    // Good lines answer with their own, full response.
    #expect(lines[1].contains("\"applePay\""))
  }
}
