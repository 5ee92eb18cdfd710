import CheckoutPricing

/// `checkout-pricing quote [--tables DIR] [FILE | -]` and
/// `checkout-pricing explain [--tables DIR] [FILE | -]`.
enum QuoteCommand {
  static let quoteUsage = """
    USAGE: checkout-pricing quote [--tables DIR] [FILE | -]

    Prices one JSON request (from FILE, or standard input for - or no FILE) and prints the JSON response.
    Without --tables it uses the merchant folder whose examples/ holds FILE, else
    \(Defaults.merchantDirectory) when run from the repository root, else the same merchant embedded in
    the tool; standard error names the folder or the embedded sample when it is not the default folder.

    EXIT CODES: 0 priced, 1 priced with errors (or the tables are invalid), 2 usage error.
    """

  static let explainUsage = """
    USAGE: checkout-pricing explain [--tables DIR] [FILE | -]

    Prices one JSON request and explains it: the zone, why each service was excluded or how its price was
    built (table rows, tiers, surcharges, thresholds), the discounts, the tax components and the total.

    EXIT CODES: 0 priced, 1 priced with errors (or the tables are invalid), 2 usage error.
    """

  static func run(
    _ arguments: [String], explain: Bool, output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) throws(CommandLineArguments.UsageError) -> Int32 {
    let parsed = try CommandLineArguments(
      parsing: arguments, as: .init(options: ["--tables"], flags: ["--help", "-h"], maximumPositionals: 1))
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      print(explain ? explainUsage : quoteUsage, to: &output)
      return 0
    }
    guard
      let engine = EngineLoading.engine(
        tables: parsed.options["--tables"], request: parsed.positionals.first, reportingTo: &errors)
    else {
      return 1
    }
    let bytes: [UInt8]
    do {
      bytes = try InputReading.bytes(of: parsed.positionals.first)
    } catch {
      throw CommandLineArguments.UsageError(message: error.message)
    }
    if explain {
      let result = engine.explain(json: bytes)
      print(result.text, to: &output)
      return result.status == .success ? 0 : 1
    }
    let response = engine.respond(toJSON: bytes)
    print(response.text, to: &output)
    return response.status == .success ? 0 : 1
  }
}
