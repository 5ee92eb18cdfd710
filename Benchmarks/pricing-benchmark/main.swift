import CheckoutPricing
import Foundation

// pricing-benchmark: times the engine's hot path in release mode and the same
// work in plain Foundation Decimal, side by side in one run.
//
//   swift run -c release pricing-benchmark [--quick] [--json]
//
// --quick runs every scenario briefly (well under a minute) so .ci/run keeps
// the benchmark building and working; its times are not meant to be read.

let argumentList = Array(CommandLine.arguments.dropFirst())
// `--write-merchant DIR` writes scenario 6's 100,000-rule merchant to DIR and
// exits, so its load can be measured outside the benchmark
// (`/usr/bin/time -v .build/release/checkout-pricing validate DIR`).
if let flag = argumentList.firstIndex(of: "--write-merchant") {
  guard flag + 1 < argumentList.count else {
    FileHandle.standardError.write(Data("pricing-benchmark: --write-merchant needs a directory\n".utf8))
    exit(2)
  }
  let folder = URL(fileURLWithPath: argumentList[flag + 1])
  do {
    try writeMerchant(generatedMerchantFiles(ruleCount: 100_000, taxJurisdictions: true), to: folder)
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("pricing-benchmark: error: \(error)\n".utf8))
    exit(1)
  }
}
// `--load-only DIR` loads the merchant in DIR, prints this process's peak
// resident memory in kilobytes and exits: scenario 6 runs it as a child
// process, so the peak is the load's alone and not the earlier scenarios'.
if let flag = argumentList.firstIndex(of: "--load-only") {
  guard flag + 1 < argumentList.count else {
    FileHandle.standardError.write(Data("pricing-benchmark: --load-only needs a directory\n".utf8))
    exit(2)
  }
  do {
    let book = try RateBook.load(directory: argumentList[flag + 1])
    blackHole(book)
    print(peakResidentKilobytes())
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("pricing-benchmark: error: \(error)\n".utf8))
    exit(1)
  }
}
let arguments = Set(argumentList)
let unknown = arguments.subtracting([
  "--quick", "--json", "--profile", "--profile-method", "--profile-json", "--help", "-h",
])
if !unknown.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
  print(
    "USAGE: pricing-benchmark [--quick] [--json] [--profile | --profile-method | --profile-json] | --write-merchant DIR | --load-only DIR"
  )
  print("  --profile         only price scenario 1's quotes 20,000 times, for valgrind --tool=callgrind")
  print("  --profile-method  only price scenario 2's method choices in sessions 20,000 times, likewise")
  print("  --profile-json    only run scenario 7's JSON round trips 20,000 times, likewise")
  print("  --write-merchant  write scenario 6's 100,000-rule merchant to DIR and exit")
  print("  --load-only       load the merchant in DIR, print the process's peak resident kilobytes and exit")
  exit(unknown.isEmpty ? 0 : 2)
}
let quick = arguments.contains("--quick")
let harness = quick ? Harness.quick : Harness.full

do {
  let scenarios = try QuoteScenarios(harness: harness, quick: quick)
  if arguments.contains("--profile") {
    scenarios.profile(count: 20_000)
    exit(0)
  }
  if arguments.contains("--profile-method") {
    try scenarios.profileMethodSelection(count: 20_000)
    exit(0)
  }
  if arguments.contains("--profile-json") {
    try scenarios.profileJSONRoundTrip(count: 20_000)
    exit(0)
  }
  let quotes = try scenarios.contactAndMethod()
  let decimal = try scenarios.decimalReference()
  var quoteRows = quotes.map { Row(measurement: $0) }
  quoteRows.append(
    Row(
      measurement: decimal,
      note: String(format: "scenario 1 is %.1fx faster", decimal.medianNanoseconds / quotes[0].medianNanoseconds)))
  quoteRows.append(Row(measurement: try scenarios.fiftyLines()))
  quoteRows += try scenarios.scaling()
  quoteRows += try scenarios.twoThreads()
  quoteRows += try scenarios.loading()
  quoteRows.append(Row(measurement: try scenarios.jsonRoundTrip()))
  let sections = [
    Section(title: "Quotes (the scenarios of BENCHMARKS.md)", rows: quoteRows),
    Section(title: "Money core", rows: try moneyCoreScenarios(harness: harness)),
    Section(
      title: "Contacts, zones and shipping",
      rows: (try zoneScenarios(harness: harness, quick: quick) + shippingScenarios(harness: harness)).map {
        Row(measurement: $0)
      }),
  ]
  print(arguments.contains("--json") ? jsonReport(sections) : textReport(sections))
} catch {
  FileHandle.standardError.write(Data("pricing-benchmark: error: \(error)\n".utf8))
  exit(1)
}
