import CheckoutPricing
import Foundation

// The command-line front end. For now it answers --help and --version; the
// pricing commands arrive with the quote pipeline.
let usage = """
  USAGE: checkout-pricing <command> [options]

  Prices Apple Pay and Payment Request sheet events from a merchant's rate tables.

  OPTIONS:
    -h, --help       Show this help.
    --version        Show the version.

  EXIT CODES:
    0  success
    2  usage error
  """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--version":
  print(CheckoutPricingVersion.current)
case "-h", "--help", "help":
  print(usage)
case nil:
  print(usage)
  exit(2)
case let other?:
  FileHandle.standardError.write(Data("checkout-pricing: error: unknown command '\(other)'\n\n\(usage)\n".utf8))
  exit(2)
}
