import Foundation

// pricing-benchmark: times the engine's hot path in release mode and the same
// work in plain Foundation Decimal, side by side in one run.
//
//   swift run -c release pricing-benchmark [--quick] [--json]

let arguments = Set(CommandLine.arguments.dropFirst())
let unknown = arguments.subtracting(["--quick", "--json", "--help", "-h"])
if !unknown.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
  print("USAGE: pricing-benchmark [--quick] [--json]")
  exit(unknown.isEmpty ? 0 : 2)
}
let harness = arguments.contains("--quick") ? Harness.quick : Harness.full

do {
  let pairs = try moneyCoreScenarios(harness: harness)
  let singles =
    try zoneScenarios(harness: harness, quick: arguments.contains("--quick")) + shippingScenarios(harness: harness)
  if arguments.contains("--json") {
    print(jsonReport(pairs, singles))
  } else {
    print(textReport(pairs, singles))
  }
} catch {
  FileHandle.standardError.write(Data("pricing-benchmark: error: \(error)\n".utf8))
  exit(1)
}
