import BenchmarkBaselines
import CheckoutPricing
import Foundation
import MallocCounter

// pricing-benchmark: times the engine's hot path in release mode and the same
// work in plain Foundation Decimal, side by side in one run; saves a
// release's figures as a baseline and compares the next release against it.
// The usage below lists every mode.

let usage = """
  USAGE: pricing-benchmark [--quick] [--json] [--rounds N]
         pricing-benchmark --save-baseline FILE [--quick] [--rounds N]
         pricing-benchmark --compare FILE [--current FILE] [--threshold 10%] [--format text|markdown] [--quick] [--rounds N]
         pricing-benchmark --profile | --profile-method | --profile-json | --profile-wallets | --profile-localized
                           | --profile-authorization | --profile-landed | --profile-load [--count N]
         pricing-benchmark --write-merchant DIR | --load-only DIR

    --quick           every scenario briefly (for CI: its times are not meant to be read)
    --json            print the figures as one JSON object
    --rounds N        run every scenario N times and keep each figure's median (default 1; 3 with a baseline)
    --save-baseline   write every scenario's figures, the machine, the toolchain and the commit to FILE
    --compare         compare with the baseline in FILE: one line per scenario and figure; exit 1 when a figure
                      regresses beyond its threshold (allocations: any increase; instructions: --threshold,
                      default 10%; median time: --threshold beyond the spread of the rounds; p99 shown, not
                      judged; comparison rows such as the plain-Decimal reference: shown, never judged)
    --current FILE    compare FILE's figures instead of measuring (as Scripts/instructions.sh writes them)
    --format          text (default) or markdown, for release notes
    --profile         only price scenario 1's quotes, for valgrind --tool=callgrind
    --profile-method  only price scenario 2's method choices in sessions, likewise
    --profile-json    only run scenario 7's JSON round trips, likewise
    --profile-wallets only run scenario 9's JSON round trips answering all five formats, likewise
    --profile-localized only run scenario 10's JSON round trips in German, likewise
    --profile-authorization only run scenario 11's authorization round trips, likewise
    --profile-landed  only run scenario 12's round trips of parcels sent abroad duty paid, likewise
    --profile-load    only load the US sample merchant from its embedded files, likewise
    --count N         operations of a profile mode (default 20,000; 20 loads); it prints its allocations per operation
    --write-merchant  write scenario 6's 100,000-rule merchant to DIR and exit
    --load-only       load the merchant in DIR, print the process's peak resident kilobytes and exit
  """

/// The command line: flags, and options with a value.
struct Options {
  var flags: Set<String> = []
  var values: [String: String] = [:]

  static let flagNames: Set<String> = [
    "--quick", "--json", "--profile", "--profile-method", "--profile-json", "--profile-wallets",
    "--profile-localized", "--profile-authorization", "--profile-landed", "--profile-load", "--help", "-h",
  ]
  static let valueNames: Set<String> = [
    "--save-baseline", "--compare", "--current", "--threshold", "--format", "--rounds", "--count", "--write-merchant",
    "--load-only",
  ]

  init(_ arguments: [String]) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if Self.flagNames.contains(argument) {
        flags.insert(argument)
      } else if Self.valueNames.contains(argument) {
        guard index + 1 < arguments.count else { throw ScenarioError(message: "\(argument) needs a value") }
        values[argument] = arguments[index + 1]
        index += 1
      } else {
        throw ScenarioError(message: "unknown argument '\(argument)'")
      }
      index += 1
    }
  }

  func integer(_ name: String, default fallback: Int) throws -> Int {
    guard let text = values[name] else { return fallback }
    guard let value = Int(text), value > 0 else {
      throw ScenarioError(message: "\(name) takes a positive whole number")
    }
    return value
  }
}

/// Every timed scenario, once.
func runScenarios(quick: Bool, harness: Harness) throws -> [Section] {
  let scenarios = try QuoteScenarios(harness: harness, quick: quick)
  var quoteRows = try scenarios.contactAndMethod().map { Row(measurement: $0) }
  quoteRows.append(Row(measurement: try scenarios.fiftyLines()))
  quoteRows += try scenarios.scaling()
  quoteRows += try scenarios.twoThreads()
  quoteRows += try scenarios.loading()
  quoteRows.append(try scenarios.roundTrip(.apple))
  quoteRows += try scenarios.moneyStages()
  quoteRows.append(try scenarios.roundTrip(.allFormats))
  quoteRows.append(try scenarios.roundTrip(.german))
  quoteRows.append(try scenarios.roundTrip(.authorization))
  quoteRows.append(try scenarios.roundTrip(.crossBorder))
  return [
    Section(title: "Quotes (the scenarios of BENCHMARKS.md)", rows: quoteRows),
    Section(title: "Money core", rows: try moneyCoreScenarios(harness: harness)),
    Section(
      title: "Contacts, zones and shipping",
      rows: (try zoneScenarios(harness: harness, quick: quick) + shippingScenarios(harness: harness)).map {
        Row(measurement: $0)
      }),
  ]
}

/// Runs a profile mode `count` times and prints its allocations per
/// operation as JSON, counted around the loop alone.
func profile(_ mode: String, count: Int, quick: Bool) throws {
  let scenarios = try QuoteScenarios(harness: .quick, quick: quick)
  let before = malloc_counter_allocations()
  switch mode {
  case "--profile": scenarios.profile(count: count)
  case "--profile-method": try scenarios.profileMethodSelection(count: count)
  case "--profile-json": try scenarios.profileRoundTrip(.apple, count: count)
  case "--profile-wallets": try scenarios.profileRoundTrip(.allFormats, count: count)
  case "--profile-localized": try scenarios.profileRoundTrip(.german, count: count)
  case "--profile-authorization": try scenarios.profileRoundTrip(.authorization, count: count)
  case "--profile-landed": try scenarios.profileRoundTrip(.crossBorder, count: count)
  default: try scenarios.profileLoading(count: count)
  }
  let allocations = malloc_counter_allocations() - before
  print(
    String(
      format: "{\"operations\": %d, \"allocationsPerOperation\": %.4f}", count, Double(allocations) / Double(count)))
}

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("pricing-benchmark: \(message)\n".utf8))
  exit(status)
}

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  fail("\(error)\n\n\(usage)", status: 2)
}
if options.flags.contains("--help") || options.flags.contains("-h") {
  print(usage)
  exit(0)
}
// `--write-merchant DIR` writes scenario 6's 100,000-rule merchant to DIR and
// exits, so its load can be measured outside the benchmark
// (`/usr/bin/time -v .build/release/checkout-pricing validate DIR`).
if let path = options.values["--write-merchant"] {
  do {
    try writeMerchant(
      generatedMerchantFiles(ruleCount: 100_000, taxJurisdictions: true), to: URL(fileURLWithPath: path))
    exit(0)
  } catch {
    fail("error: \(error)", status: 1)
  }
}
// `--load-only DIR` loads the merchant in DIR, prints this process's peak
// resident memory in kilobytes and exits: scenario 6 runs it as a child
// process, so the peak is the load's alone and not the earlier scenarios'.
if let path = options.values["--load-only"] {
  do {
    blackHole(try RateBook.load(directory: path))
    print(peakResidentKilobytes())
    exit(0)
  } catch {
    fail("error: \(error)", status: 1)
  }
}

let quick = options.flags.contains("--quick")
let harness = quick ? Harness.quick : Harness.full
do {
  if let mode = [
    "--profile", "--profile-method", "--profile-json", "--profile-wallets", "--profile-localized",
    "--profile-authorization", "--profile-landed", "--profile-load",
  ].first(
    where: {
      options.flags.contains($0)
    })
  {
    try profile(
      mode, count: try options.integer("--count", default: mode == "--profile-load" ? 20 : 20_000), quick: quick)
    exit(0)
  }
  let baselinePath = options.values["--compare"]
  let savePath = options.values["--save-baseline"]
  let rounds = try options.integer("--rounds", default: baselinePath != nil || savePath != nil ? 3 : 1)

  /// This build's figures, measured now.
  func measured() throws -> (rounds: [[Section]], baseline: Baseline) {
    var results: [[Section]] = []
    for _ in 0..<rounds { results.append(try runScenarios(quick: quick, harness: harness)) }
    let baseline = Baseline(
      kind: .times, machine: machineDescription(), toolchain: commandOutput(["swift", "--version"]),
      commit: commandOutput(["git", "rev-parse", "--short", "HEAD"]), scenarios: Baseline.times(rounds: results))
    return (results, baseline)
  }

  if let baselinePath {
    let baseline = try Baseline.read(baselinePath)
    let now: Baseline
    if let current = options.values["--current"] {
      now = try Baseline.read(current)
    } else {
      guard baseline.kind == .times else {
        throw ScenarioError(
          message: "the baseline holds instructions: compare it with Scripts/instructions.sh --compare \(baselinePath)")
      }
      now = try measured().baseline
    }
    let report = try comparisonReport(
      baseline: baseline, now: now, threshold: options.values["--threshold"] ?? "10%",
      format: options.values["--format"])
    print(report.text, terminator: "")
    exit(report.status)
  }

  let (results, baseline) = try measured()
  if let savePath {
    try baseline.write(savePath)
    print("pricing-benchmark: wrote \(baseline.scenarios.count) scenarios to \(savePath)")
    exit(0)
  }
  let sections = results[0]
  print(options.flags.contains("--json") ? jsonReport(sections) : textReport(sections))
} catch {
  fail("error: \(error)", status: 1)
}
