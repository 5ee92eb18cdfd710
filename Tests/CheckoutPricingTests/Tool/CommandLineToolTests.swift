import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing
@testable import checkout_pricing

private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) { runTool(arguments) }

@Suite("Command-line tool")
struct CommandLineToolTests {
  @Test(
    "Arguments parse into options, flags and positionals",
    arguments: [
      (["--tables", "dir", "file.json"], ["--tables": "dir"], [String](), ["file.json"]),
      (["--tables=dir", "-"], ["--tables": "dir"], [], ["-"]),
      (["--json", "--", "--not-an-option"], [:], ["--json"], ["--not-an-option"]),
    ] as [([String], [String: String], [String], [String])])
  func parses(arguments: [String], options: [String: String], flags: [String], positionals: [String]) throws {
    let parsed = try CommandLineArguments(
      parsing: arguments, as: .init(options: ["--tables"], flags: ["--json"], maximumPositionals: 1))
    #expect(parsed.options == options)
    #expect(parsed.flags == Set(flags))
    #expect(parsed.positionals == positionals)
  }

  @Test(
    "Usage mistakes are errors that say what is wrong",
    arguments: [
      (["--tables"], "--tables needs a value"), (["--colour"], "unknown option '--colour'"),
      (["a", "b"], "unexpected argument 'b'"), (["--json=yes"], "unknown option '--json=yes'"),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: CommandLineArguments.UsageError(message: message)) {
      try CommandLineArguments(
        parsing: arguments, as: .init(options: ["--tables"], flags: ["--json"], maximumPositionals: 1))
    }
  }

  @Test(
    "A command's usage error prints the error and that command's usage, not the tool's",
    arguments: [
      (["quote", "nosuch.json"], "USAGE: checkout-pricing quote"),
      (["quote", "--bogus"], "USAGE: checkout-pricing quote"),
      (["explain", "--bogus"], "USAGE: checkout-pricing explain"),
      (["validate", "--bogus"], "USAGE: checkout-pricing validate"),
      (["import", "--bogus"], "USAGE: checkout-pricing import"),
      (["serve", "--bogus"], "USAGE: checkout-pricing serve"),
    ])
  func commandUsageOnError(arguments: [String], usage: String) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("checkout-pricing: error: "), "\(result.errors)")
    #expect(result.errors.contains(usage), "\(result.errors)")
    #expect(!result.errors.contains("COMMANDS:"), "\(result.errors)")
  }

  @Test("An unknown command prints the error and the tool's usage")
  func unknownCommandUsage() {
    let result = run(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("checkout-pricing: error: unknown command 'frobnicate'"))
    #expect(result.errors.contains("COMMANDS:"))
  }

  @Test("validate accepts every sample merchant and exits 0 with a summary", arguments: Fixtures.sampleMerchants)
  func validateSample(merchant: String) {
    let result = run(["validate", Fixtures.merchant(merchant)])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains(": ok: "))
    #expect(result.output.contains("zones") && result.output.contains("services") && result.output.contains("rates"))
    #expect(result.output.contains("tax jurisdiction"))
  }

  @Test("validate counts in words: one of a thing is singular")
  func validateWording() {
    let result = run(["validate", Fixtures.merchant("jp-stationery")])
    #expect(result.output.contains("1 tax jurisdiction from 1 rule,"), "\(result.output)")
    #expect(result.output.hasSuffix("; 0 warnings\n"))
  }

  @Test("validate without a folder, outside the repository, checks the embedded default merchant")
  func validateEmbedded() throws {
    let (status, text, _) = try Fixtures.runProcess(
      ServeStdioTests.tool, ["validate"], in: FileManager.default.temporaryDirectory, mergingErrors: false)
    #expect(status == 0, "\(text)")
    #expect(text.hasPrefix("embedded us-outfitters: ok: Sierra Trail Outfitters"), "\(text)")
  }

  @Test("validate prints every problem as path:line:column and exits 1")
  func validateBroken() {
    let folder = Fixtures.directory.appendingPathComponent("broken-merchant").path
    let result = run(["validate", folder])
    #expect(result.status == 1)
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count >= 25)
    #expect(lines.allSatisfy { $0.hasPrefix(folder + "/") && ($0.contains(": error: ") || $0.contains(": warning: ")) })
    #expect(result.errors.contains("\(folder)/zones.csv:3:17: error: unknown country 'UX'"))
    #expect(result.output.contains("errors"))
  }

  @Test("Unknown commands and options exit 2; --help and --version exit 0")
  func exitCodes() {
    #expect(run(["frobnicate"]).status == 2)
    #expect(run([]).status == 2)
    #expect(run(["validate", "--strict"]).status == 2)
    #expect(run(["--help"]).status == 0)
    #expect(run(["validate", "--help"]).output.contains("USAGE: checkout-pricing validate"))
    #expect(run(["--version"]).output == "\(PricingEngine.libraryVersion)\n")
  }

  private static func example(_ merchant: String, _ name: String) -> String {
    Fixtures.merchant(merchant) + "/examples/" + name
  }

  @Test("quote prices an example, exits 0 on success and 1 when the quote has errors")
  func quoteExitCodes() {
    let good = run([
      "quote", "--tables", Fixtures.merchant("us-outfitters"),
      Self.example("us-outfitters", "02-shipping-contact-atlanta.json"),
    ])
    #expect(good.status == 0, "\(good.errors)")
    #expect(good.output.hasPrefix("{\"status\":\"success\""))
    let expired = run([
      "quote", "--tables", Fixtures.merchant("us-outfitters"), Self.example("us-outfitters", "07-expired-coupon.json"),
    ])
    #expect(expired.status == 1)
    #expect(expired.output.contains("couponCodeExpired"))
    #expect(run(["quote", "/no/such/request.json"]).status == 2)
    #expect(
      run(["quote", "--tables", Fixtures.directory.appendingPathComponent("broken-merchant").path, "-"]).status == 1)
  }

  @Test("explain says why each service is offered or excluded")
  func explain() {
    let result = run([
      "explain", "--tables", Fixtures.merchant("us-outfitters"),
      Self.example("us-outfitters", "02-shipping-contact-atlanta.json"),
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("zone: us-contiguous"))
    #expect(result.output.contains("service local-delivery: excluded: "))
    #expect(result.output.contains("service ups-ground: offered"))
    #expect(result.output.contains("rates.csv:"))
    #expect(result.output.contains("total: Sierra Trail Outfitters: "))
  }

  /// A line break, a terminal's clear-screen code and a NUL, then text that
  /// would pass for a line of its own if the break were printed raw.
  static let forgery = "\n\u{1B}[2J\u{0}manifest.json:1:1: error: FORGED"

  /// The US merchant with the forgery in its manifest's `merchant`, in a
  /// coupon's label and in a service's label.
  private static func forgedMerchant() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forged-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var files = SampleMerchant.usOutfitters.files
    let json = "\\n\\u001b[2J\\u0000manifest.json:1:1: error: FORGED"
    files["manifest.json"] = files["manifest.json"]?
      .replacingOccurrences(of: "\"Sierra Trail Outfitters\"", with: "\"Sierra Trail\(json)\"")
    files["coupons.csv"] = files["coupons.csv"]?
      .replacingOccurrences(of: "SAVE10,10% off your order,", with: "SAVE10,\"10% off\(forgery)\",")
    files["services.csv"] = files["services.csv"]?
      .replacingOccurrences(of: ",FedEx International Priority,", with: ",\"FedEx\(forgery)\",")
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return folder
  }

  /// Whether `text` holds a control character other than the line breaks
  /// between its lines, or a line the forgery made.
  private static func forged(_ text: String) -> Bool {
    text.dropLast().unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" }
      || text.hasSuffix("\n\n") || text.split(separator: "\n").contains { $0.hasPrefix("manifest.json:1:1: error") }
  }

  @Test("validate prints a merchant name and labels with control characters escaped")
  func validateEscapes() throws {
    let folder = try Self.forgedMerchant()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = run(["validate", folder.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output.contains("Sierra Trail\\u{A}\\u{1B}[2J\\u{0}manifest.json"), "\(result.output.debugDescription)")
    #expect(result.output.split(separator: "\n").count == 1)
    #expect(
      !Self.forged(result.output) && !Self.forged(result.errors), "\((result.output + result.errors).debugDescription)")
  }

  @Test("explain prints labels, codes, names and the merchant with control characters escaped")
  func explainEscapes() throws {
    let folder = try Self.forgedMerchant()
    defer { try? FileManager.default.removeItem(at: folder) }
    let example = try Data(
      contentsOf: URL(fileURLWithPath: Self.example("us-outfitters", "04-coupon-save10-nyc.json")))
    let forgedJSON = "\\n\\u001b[2J\\u0000manifest.json:1:1: error: FORGED"
    let requests = [
      // The merchant's labels: the coupon's, the service's, the total's.
      String(decoding: example, as: UTF8.self),
      // The shopper's text: a city, a line's id and label, a coupon code.
      String(decoding: example, as: UTF8.self)
        .replacingOccurrences(of: "\"New York\"", with: "\"New York\(forgedJSON)\"")
        .replacingOccurrences(of: "\"Mustache Wax\"", with: "\"Wax\(forgedJSON)\"")
        .replacingOccurrences(of: "\"wax\"", with: "\"wax\(forgedJSON)\"")
        .replacingOccurrences(of: "\" save10 \"", with: "\"save\(forgedJSON)\""),
      // A request that cannot be read names the key it stopped at.
      "{\"event\": \"initial\", \"x\(forgedJSON)\": 1}",
    ]
    for (index, request) in requests.enumerated() {
      let file = folder.appendingPathComponent("request-\(index).json")
      try Data(request.utf8).write(to: file)
      let result = run(["explain", "--tables", folder.path, file.path])
      #expect(result.output.contains("\\u{1B}[2J"), "request \(index): \(result.output.debugDescription)")
      #expect(
        !Self.forged(result.output) && !Self.forged(result.errors),
        "request \(index): \(result.output.debugDescription)")
    }
  }
}
