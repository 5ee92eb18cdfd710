import Foundation
import TestSupport
import Testing

/// Runs the built tool in `folder` with `arguments` and `input` on
/// standard input: its status and what it printed to each stream.
private func runToolProcess(
  _ arguments: [String], in folder: URL, input: String = ""
) throws -> (status: Int32, output: String, errors: String) {
  try Fixtures.runProcess(ServeStdioTests.tool, arguments, in: folder, input: Data(input.utf8), mergingErrors: false)
}

@Suite("Which tables the tool prices with")
struct TablePathTests {
  static let leipzig = Fixtures.merchant("de-bookshop") + "/examples/02-shipping-method-leipzig.json"

  @Test("A request in a merchant folder's examples is priced with that folder, and stderr says so")
  func exampleUsesItsFolder() {
    for command in ["quote", "explain"] {
      let result = runTool([command, Self.leipzig])
      #expect(result.status == 0, "\(command): \(result.output) \(result.errors)")
      #expect(!result.output.contains("prices in USD"), "\(command): \(result.output)")
      #expect(
        result.errors
          == "checkout-pricing: pricing with \(Fixtures.merchant("de-bookshop")), the merchant folder the request is in\n",
        "\(command): \(result.errors)")
    }
    // --tables still decides.
    let chosen = runTool(["quote", "--tables", Fixtures.merchant("us-outfitters"), Self.leipzig])
    #expect(chosen.output.contains("prices in USD"), "\(chosen.output)")
    #expect(chosen.errors.isEmpty, "\(chosen.errors)")
  }

  @Test("A folder that does not exist is named as such, in one line")
  func missingFolder() {
    let typo = Fixtures.merchant("us-outfiters")
    let validated = runTool(["validate", typo])
    #expect(validated.status == 1)
    #expect(validated.errors == "\(typo): error: no such folder\n", "\(validated.errors)")
    let quoted = runTool(["quote", "--tables", typo, Self.leipzig])
    #expect(quoted.status == 1)
    #expect(quoted.errors == "\(typo): error: no such folder\n", "\(quoted.errors)")
    let file = runTool(["validate", Self.leipzig])
    #expect(file.errors.hasPrefix("\(Self.leipzig): error: not a folder"), "\(file.errors)")
  }

  @Test("Priced outside the repository, the embedded sample is named on stderr")
  func embeddedSampleIsNamed() throws {
    let request = try String(
      contentsOfFile: Fixtures.merchant("us-outfitters") + "/examples/01-initial.json", encoding: .utf8)
    let folder = FileManager.default.temporaryDirectory
    for command in ["quote", "explain"] {
      let result = try runToolProcess([command, "-"], in: folder, input: request)
      #expect(result.status == 0, "\(command): \(result.errors)")
      #expect(
        result.errors
          == "checkout-pricing: no tables named and no RateTables/us-outfitters here: using the sample merchant 'us-outfitters' embedded in the tool\n",
        "\(command): \(result.errors)")
    }
    let validated = try runToolProcess(["validate"], in: folder)
    #expect(
      validated.errors.hasPrefix("checkout-pricing: no tables named and no RateTables/us-outfitters here"),
      "\(validated.errors)")
  }
}
