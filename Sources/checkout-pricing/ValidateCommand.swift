import CheckoutPricing
import Foundation
import SampleMerchants

/// `checkout-pricing validate [DIR]`: loads a merchant folder and prints
/// every problem, one per line, then a summary.
enum ValidateCommand {
  static let usage = """
    USAGE: checkout-pricing validate [--as-of YYYY-MM-DD] [DIR]

    Loads the rate tables in DIR (default: \(Defaults.merchantDirectory), or outside the repository the
    same merchant embedded in the tool) and prints every problem as DIR/file:line:column: error: message,
    then a summary.

    OPTIONS:
      --as-of YYYY-MM-DD  The day tax rates are checked from: a component of a jurisdiction with no rate
                          in the following 30 days is a warning (default: today in the merchant's time zone).

    EXIT CODES: 0 the tables load (warnings allowed), 1 they have errors, 2 usage error.
    """

  static func run(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream)
    throws(CommandLineArguments.UsageError) -> Int32
  {
    let parsed = try CommandLineArguments(
      parsing: arguments, as: .init(options: ["--as-of"], flags: ["--help", "-h"], maximumPositionals: 1))
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      print(usage, to: &output)
      return 0
    }
    let asOf = try parsed.options["--as-of"].map { text throws(CommandLineArguments.UsageError) in
      guard let day = CalendarDate(iso: text) else {
        throw CommandLineArguments.UsageError(message: "--as-of '\(text)' is not a day of the form 2027-04-01")
      }
      return day
    }
    // Without a folder, the default merchant's, or outside the repository
    // the same merchant embedded in the tool, as quote and serve do.
    let directory =
      parsed.positionals.first
      ?? (FileManager.default.fileExists(atPath: Defaults.merchantDirectory) ? Defaults.merchantDirectory : nil)
    if let directory, let problem = EngineLoading.folderProblem(directory) {
      print("\(directory): error: \(problem)", to: &errors)
      print("\(directory): 1 error, 0 warnings", to: &output)
      return 1
    }
    if directory == nil { print(EngineLoading.embeddedNote, to: &errors) }
    do throws(RateTableError) {
      let book: RateBook
      if let directory {
        book = try RateBook.load(directory: directory)
      } else {
        book = try SampleMerchant.default.rateBook()
      }
      report(
        book, directory: directory ?? "embedded \(SampleMerchant.default.rawValue)", asOf: asOf, output: &output,
        errors: &errors)
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

  /// Prints a book that loaded: each warning, then its summary. Tax rates
  /// are checked from `asOf`, else today in the merchant's time zone.
  static func report(
    _ book: RateBook, directory: String, asOf: CalendarDate? = nil, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) {
    // The tool, unlike the library, may read the clock: holidays are
    // judged against today, and tax rates from today unless told a day.
    let now = Date()
    let today = asOf ?? merchantDay(of: now, in: book)
    let warnings =
      book.warnings + [book.holidayWarning(asOf: now)].compactMap { $0 }
      + (today.map { book.taxGapWarnings(asOf: $0) } ?? [])
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

  /// The day of `instant` in the merchant's time zone.
  private static func merchantDay(of instant: Date, in book: RateBook) -> CalendarDate? {
    var calendar = Calendar(identifier: .gregorian)
    guard let zone = TimeZone(identifier: book.merchant.timeZone) else { return nil }
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day], from: instant)
    guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
    return CalendarDate(year: year, month: month, day: day)
  }

  private static func prefixed(_ diagnostic: Diagnostic, _ directory: String) -> String {
    let separator = directory.hasSuffix("/") ? "" : "/"
    return "\(directory)\(separator)\(diagnostic)"
  }

  /// `1 error`, `2 errors`.
  static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
