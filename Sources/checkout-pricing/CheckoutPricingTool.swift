import CheckoutPricing

/// The command-line front end: dispatches to a command and returns the exit code.
enum CheckoutPricingTool {
  static let usage = """
    USAGE: checkout-pricing <command> [options]

    Prices Apple Pay and Payment Request sheet events from a merchant's rate tables.

    COMMANDS:
      quote [--tables DIR] [FILE | -]     Price one JSON request and print the JSON response.
      serve --stdio [--tables DIR]        Price one JSON request per input line, one response per line.
      explain [--tables DIR] [FILE | -]   Explain how a request is priced, service by service.
      validate [DIR]                      Check a merchant's rate tables and print every problem.
      import FORMAT FILE --into DIR       Convert another system's export into a merchant folder's tables.

    OPTIONS:
      -h, --help       Show help; 'checkout-pricing <command> --help' for a command.
      --version        Show the version.

    EXIT CODES:
      0  success (priced without errors; tables valid)
      1  priced with errors, or invalid tables
      2  usage error
    """

  static func run(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream)
    -> Int32
  {
    do throws(CommandLineArguments.UsageError) {
      switch arguments.first {
      case "--version":
        print(PricingEngine.libraryVersion, to: &output)
        return 0
      case "-h", "--help", "help":
        print(usage, to: &output)
        return 0
      case "validate":
        return try ValidateCommand.run(Array(arguments.dropFirst()), output: &output, errors: &errors)
      case "quote":
        return try QuoteCommand.run(Array(arguments.dropFirst()), explain: false, output: &output, errors: &errors)
      case "explain":
        return try QuoteCommand.run(Array(arguments.dropFirst()), explain: true, output: &output, errors: &errors)
      case "import":
        return try ImportCommand.run(Array(arguments.dropFirst()), output: &output, errors: &errors)
      case "serve":
        return try ServeCommand.run(Array(arguments.dropFirst()), errors: &errors)
      case nil:
        print(usage, to: &errors)
        return 2
      case let other?:
        throw CommandLineArguments.UsageError(message: "unknown command '\(other)'")
      }
    } catch {
      // The usage of the command that was mistyped, as `git` and
      // swift-argument-parser print it; the tool's for an unknown command.
      print("checkout-pricing: error: \(error.message)\n\n\(usage(of: arguments.first))", to: &errors)
      return 2
    }
  }

  /// The usage text of `command`, or the tool's for no known command.
  static func usage(of command: String?) -> String {
    switch command {
    case "quote": QuoteCommand.quoteUsage
    case "explain": QuoteCommand.explainUsage
    case "validate": ValidateCommand.usage
    case "import": ImportCommand.usage
    case "serve": ServeCommand.usage
    default: usage
    }
  }
}
