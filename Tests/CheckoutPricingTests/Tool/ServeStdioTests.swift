import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

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

  @Test("100,000 mixed good and bad lines: every line answered, in order, and a clean end", .longRunning)
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

  @Test("A request's id comes back first in its response, a string or a number as sent, on failures too")
  func idsAreEchoed() throws {
    let engine = PricingEngine(book: try RateBook.load(directory: Fixtures.merchant("us-outfitters")))
    let example = try #require(ExampleRequests.all().first { $0.merchant == .usOutfitters })
    let line = try #require(String(bytes: example.bytes, encoding: .utf8))
    func respond(_ id: String) -> String {
      engine.respond(
        toJSON: Array(line.replacingOccurrences(of: "{", with: "{\"id\": \(id), ", options: .anchored).utf8)
      )
      .text
    }
    let plain = engine.respond(toJSON: example.bytes).text
    #expect(plain.hasPrefix("{\"status\""))
    #expect(respond(#""order-17""#) == #"{"id":"order-17","# + plain.dropFirst())
    #expect(respond("42") == #"{"id":42,"# + plain.dropFirst())
    #expect(respond("null") == plain)
    for (request, expected) in [
      (#"{"id": "a", "event": "initial", "currency": "EUR"}"#, #"{"id":"a","status":"failure""#),
      (#"{"id": 9, "colour": "red"}"#, #"{"id":9,"status":"failure""#),
      (
        #"{"id": true, "event": "initial"}"#,
        #"{"status":"failure","errors":[{"code":"unknown","message":"expected a string or a number, found boolean","path":"id"}]}"#
      ),
      (#"{"id": 1"#, #"{"status":"failure""#),
    ] {
      #expect(engine.respond(toJSON: Array(request.utf8)).text.hasPrefix(expected), "\(request)")
    }
  }

  @Test("The Python client of the JSON contract article keeps many requests in flight against the real server")
  func pythonClient() throws {
    let result = try Fixtures.runScript("Scripts/test_pricing_client.py", [Self.tool.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("Ran 2 tests"), "\(result.output)")
  }

  /// The US sample's first example request, on one line.
  static func oneLineRequest() throws -> String {
    try #require(
      ExampleRequests.all().first { $0.merchant == .usOutfitters }
        .map { (try? JSONParser().parse($0.bytes).serialized()) ?? "" })
  }

  /// `serve --stdio` on the US sample, running, with a pipe for each of
  /// its standard streams.
  static func startServer() throws -> (process: Process, input: Pipe, output: Pipe, errors: Pipe) {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["serve", "--stdio", "--tables", Fixtures.merchant("us-outfitters")]
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    return (process, input, output, errors)
  }

  @Test("A client that sends one line gets its answer at once, before sending the next")
  func answersEachLineAtOnce() throws {
    let request = try Self.oneLineRequest()
    let (process, stdin, stdout, _) = try Self.startServer()
    defer { if process.isRunning { process.terminate() } }
    let responses = LineClient(reading: stdout.fileHandleForReading.fileDescriptor)
    for round in 1...3 {
      // One line, and nothing after it: the server must not wait for more.
      stdin.fileHandleForWriting.write(Data((request + "\n").utf8))
      let answer = try #require(
        responses.nextLine(within: .seconds(1)), "round \(round): no answer within a second")
      #expect(answer.hasPrefix("{\"status\":\"success\""), "round \(round): \(answer.prefix(120))")
    }
    // A request split across two writes is answered once it is complete.
    let bytes = Array((request + "\n").utf8)
    stdin.fileHandleForWriting.write(Data(bytes[..<10]))
    #expect(responses.nextLine(within: .milliseconds(200)) == nil)
    stdin.fileHandleForWriting.write(Data(bytes[10...]))
    #expect(try #require(responses.nextLine(within: .seconds(1))).hasPrefix("{\"status\":\"success\""))
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test("The server and the quote command answer in the request's language, the same bytes as the Swift API")
  func answersInTheRequestsLanguage() throws {
    let request = try Self.oneLineRequest()
    let japanese = request.replacingOccurrences(of: "{", with: #"{"locale":"ja_JP","#, options: .anchored)
    let engine = PricingEngine(book: try RateBook.load(directory: Fixtures.merchant("us-outfitters")))
    let expected = engine.respond(toJSON: Array(japanese.utf8)).text
    #expect(expected.contains(#""label":"小計""#), "\(expected.prefix(300))")
    let (process, stdin, stdout, _) = try Self.startServer()
    defer { if process.isRunning { process.terminate() } }
    stdin.fileHandleForWriting.write(Data((japanese + "\n").utf8))
    let answer = try #require(
      LineClient(reading: stdout.fileHandleForReading.fileDescriptor).nextLine(within: .seconds(5)))
    #expect(answer == expected)
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString).json")
    try japanese.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let quoted = runTool(["quote", "--tables", Fixtures.merchant("us-outfitters"), file.path])
    #expect(quoted.output.trimmingCharacters(in: .newlines) == expected)
  }

  @Test("A client that closes its end of the output: the server stops quietly with status 0, not killed by SIGPIPE")
  func clientClosesOutput() throws {
    let request = try Self.oneLineRequest()
    let (process, stdin, stdout, stderr) = try Self.startServer()
    defer { if process.isRunning { process.terminate() } }
    // This process writes to the server's input after the server may have
    // gone: a write then fails with EPIPE instead of killing the test.
    signal(SIGPIPE, SIG_IGN)
    let input = stdin.fileHandleForWriting.fileDescriptor
    func send(_ count: Int) {
      let bytes = Array(String(repeating: request + "\n", count: count).utf8)
      _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    }
    send(1)
    let responses = LineClient(reading: stdout.fileHandleForReading.fileDescriptor)
    let first = try #require(responses.nextLine(within: .seconds(5)), "no answer to the first line")
    #expect(first.hasPrefix("{\"status\":\"success\""))
    try stdout.fileHandleForReading.close()
    for _ in 0..<20 { send(10) }
    try stdin.fileHandleForWriting.close()
    let deadline = ContinuousClock.now + .seconds(10)
    while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
    try #require(!process.isRunning, "the server did not end within 10 seconds")
    #expect(process.terminationReason == .exit, "ended by signal \(process.terminationStatus)")
    #expect(process.terminationStatus == 0)
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    #expect(errors.isEmpty, "\(String(decoding: errors, as: UTF8.self))")
  }
}

/// Reads lines from a pipe with a deadline, so a server that does not
/// answer fails the test instead of hanging it.
private final class LineClient {
  private let descriptor: Int32
  private var pending: [UInt8] = []

  init(reading descriptor: Int32) { self.descriptor = descriptor }

  /// The next line, or `nil` when none is complete within `timeout`.
  func nextLine(within timeout: Duration) -> String? {
    let deadline = ContinuousClock.now + timeout
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeFirst(newline + 1)
        return line
      }
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return nil }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      guard poll(&poller, 1, max(milliseconds, 1)) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = read(descriptor, &chunk, chunk.count)
      guard count > 0 else { return nil }
      pending += chunk[..<count]
    }
  }
}
