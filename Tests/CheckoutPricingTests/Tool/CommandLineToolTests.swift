import Foundation
import Testing

@_spi(Reference) @testable import CheckoutPricing
@testable import checkout_pricing

/// Collects what a command writes.
private struct Captured: TextOutputStream {
  var text = ""
  mutating func write(_ string: String) { text += string }
}

private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  var output = Captured()
  var errors = Captured()
  let status = CheckoutPricingTool.run(arguments, output: &output, errors: &errors)
  return (status, output.text, errors.text)
}

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
    let process = Process()
    process.executableURL = ServeStdioTests.tool
    process.arguments = ["validate"]
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
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
    #expect(run(["--version"]).output == "\(CheckoutPricingVersion.current)\n")
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
}
