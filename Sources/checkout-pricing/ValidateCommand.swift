@_spi(Reference) import CheckoutPricing
import Foundation
import SampleMerchants

/// `checkout-pricing validate [DIR]`: loads a merchant folder and prints
/// every problem, one per line, then a summary.
enum ValidateCommand {
  static let usage = """
    USAGE: checkout-pricing validate [DIR]

    Loads the rate tables in DIR (default: \(Defaults.merchantDirectory), or outside the repository the
    same merchant embedded in the tool) and prints every problem as DIR/file:line:column: error: message,
    then a summary.

    EXIT CODES: 0 the tables load (warnings allowed), 1 they have errors, 2 usage error.
    """

  static func run(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream)
    throws(CommandLineArguments.UsageError) -> Int32
  {
    let parsed = try CommandLineArguments(
      parsing: arguments, as: .init(flags: ["--help", "-h"], maximumPositionals: 1))
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      print(usage, to: &output)
      return 0
    }
    // Without a folder, the default merchant's, or outside the repository
    // the same merchant embedded in the tool, as quote and serve do.
    let directory =
      parsed.positionals.first
      ?? (FileManager.default.fileExists(atPath: Defaults.merchantDirectory) ? Defaults.merchantDirectory : nil)
    do throws(RateTableError) {
      let book: RateBook
      if let directory {
        book = try RateBook.load(directory: directory)
      } else {
        book = try SampleMerchant.default.rateBook()
      }
      report(
        book, directory: directory ?? "embedded \(SampleMerchant.default.rawValue)", output: &output, errors: &errors)
      return 0
    } catch {
      let directory = directory ?? "embedded \(SampleMerchant.default.rawValue)"
      for diagnostic in error.diagnostics { print(prefixed(diagnostic, directory), to: &errors) }
      let followOn =
        error.followOnErrors == 0
        ? ""
        : "; \(counted(error.followOnErrors, "more error")) that follow only from those above not shown"
      print(
        "\(directory): \(counted(error.errorCount, "error")), \(counted(error.warningCount, "warning"))\(followOn)",
        to: &output)
      return 1
    }
  }

  /// Prints a book that loaded: each warning, then its summary.
  static func report(
    _ book: RateBook, directory: String, output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) {
    // The tool, unlike the library, may read the clock: holidays are
    // judged against today.
    let warnings = book.warnings + [book.holidayWarning(asOf: Date())].compactMap { $0 }
    for warning in warnings { print(prefixed(warning, directory), to: &errors) }
    // Information, not a warning (not counted, and the exit status is
    // 0): a merchant below a state's economic-nexus threshold is right not
    // to collect there (RateTables/README.md, `registered`). Beside the
    // warnings, so the summary stays the one line of the output.
    for jurisdiction in book.tax.jurisdictions where !jurisdiction.isRegistered {
      let separator = directory.hasSuffix("/") ? "" : "/"
      let label = Diagnostic.escapingControlCharacters(jurisdiction.label)
      print(
        "\(directory)\(separator)\(jurisdiction.location): note: not registered in '\(jurisdiction.id)' (\(label)); its tax is computed and not charged",
        to: &errors)
    }
    print("\(directory): ok: \(book.summary); \(counted(warnings.count, "warning"))", to: &output)
  }

  private static func prefixed(_ diagnostic: Diagnostic, _ directory: String) -> String {
    let separator = directory.hasSuffix("/") ? "" : "/"
    return "\(directory)\(separator)\(diagnostic)"
  }

  /// `1 error`, `2 errors`.
  static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
