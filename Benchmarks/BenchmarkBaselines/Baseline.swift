import Foundation

/// A baseline that cannot be read or compared.
public struct BaselineError: Error, CustomStringConvertible {
  public var message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}

/// A release's figures, saved to compare the next release against: every
/// scenario's figures, with the machine, the toolchain and the commit they
/// were measured on.
///
/// Two kinds share the format. Times (`--save-baseline`) hold each
/// scenario's median and p99 nanoseconds, operations per second and
/// allocations per operation, the median of several rounds. Instructions
/// (`Scripts/instructions.sh`) hold callgrind's instructions per operation
/// and allocations per operation of the profile modes, which do not drift
/// with the machine's load.
public struct Baseline: Codable, Equatable, Sendable {
  public var kind: Kind
  public var machine: String
  public var toolchain: String
  public var commit: String
  public var scenarios: [Scenario]

  public init(kind: Kind, machine: String, toolchain: String, commit: String, scenarios: [Scenario]) {
    self.kind = kind
    self.machine = machine
    self.toolchain = toolchain
    self.commit = commit
    self.scenarios = scenarios
  }

  public enum Kind: String, Codable, Sendable {
    case times
    case instructions
  }

  public struct Scenario: Codable, Equatable, Sendable {
    public var name: String
    /// Figure name to value: `medianNanoseconds`, `p99Nanoseconds`,
    /// `operationsPerSecond`, `allocationsPerOperation`,
    /// `instructionsPerOperation`.
    public var figures: [String: Double]
    /// `false` for a scenario whose times are one run, or the throughput of
    /// threads sharing two cores with whatever else runs: shown, not
    /// judged, since noise, not the code, sets them. Its allocations are
    /// judged all the same.
    public var timesJudged: Bool?
    /// `true` for a row that measures something other than the engine, for
    /// comparison: the plain-`Decimal` reference, the stateless variant of
    /// a session scenario, threads given a book each. Shown, never judged.
    public var isComparison: Bool?
    /// Each figure's lowest value over the rounds measured (the figure
    /// itself is their median); absent for instructions, which do not vary,
    /// and in baselines saved before rounds kept their spread.
    public var lowest: [String: Double]?
    /// Each figure's highest value over the rounds measured, likewise.
    public var highest: [String: Double]?

    public init(
      name: String, figures: [String: Double], timesJudged: Bool? = nil, isComparison: Bool? = nil,
      lowest: [String: Double]? = nil, highest: [String: Double]? = nil
    ) {
      self.name = name
      self.figures = figures
      self.timesJudged = timesJudged
      self.isComparison = isComparison
      self.lowest = lowest
      self.highest = highest
    }
  }

  public static func read(_ path: String) throws -> Baseline {
    do {
      return try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw BaselineError(message: "cannot read the baseline '\(path)': \(error)")
    }
  }

  public func write(_ path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try (encoder.encode(self) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
  }
}

/// The machine a baseline was measured on, for the reader of a comparison.
public func machineDescription() -> String {
  let cpu =
    (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
    .first { $0.hasPrefix("model name") }?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
    ?? "unknown processor"
  return "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu)"
}

/// The first line a command prints, or `unknown` when it cannot run.
public func commandOutput(_ arguments: [String]) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = Pipe()
  guard (try? process.run()) != nil else { return "unknown" }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let line = text.split(separator: "\n").first.map(String.init) ?? ""
  return process.terminationStatus == 0 && !line.isEmpty ? line : "unknown"
}

/// One figure of one scenario, now against its baseline.
public struct Change: Sendable {
  public var scenario: String
  public var figure: String
  public var baseline: Double
  public var now: Double
  /// The most it may get worse, as a fraction; `nil` for a figure shown
  /// but not judged.
  public var threshold: Double?
  /// The lowest to the highest value of the baseline's rounds, when it
  /// kept them: with ``nowSpread``, a time is judged beyond the spread the
  /// rounds themselves show.
  public var baselineSpread: ClosedRange<Double>?
  /// The lowest to the highest value of this measurement's rounds.
  public var nowSpread: ClosedRange<Double>?

  /// The change as a fraction of the baseline, positive when larger.
  public var fraction: Double { baseline == 0 ? (now == 0 ? 0 : .infinity) : (now - baseline) / baseline }

  /// Whether a larger value is worse (times, instructions, allocations)
  /// or better (operations per second).
  public var largerIsWorse: Bool { figure != "operationsPerSecond" }

  /// Whether the figure got worse by more than its threshold.
  ///
  /// With the rounds' spreads, a time regressed only when even the new
  /// best round is worse than the old worst by more than the threshold: a
  /// binary compared with itself differs only within its spread, which
  /// timing noise on a shared machine sets.
  public var isRegression: Bool {
    guard let threshold else { return false }
    if threshold > 0, let old = baselineSpread, let new = nowSpread {
      return largerIsWorse
        ? new.lowerBound > old.upperBound * (1 + threshold) : new.upperBound < old.lowerBound * (1 - threshold)
    }
    let worse = largerIsWorse ? fraction : -fraction
    // Allocations are counted, not timed: any extra one is a regression,
    // beyond the rounding of their printed average and one in ten thousand.
    // The setup around the operations is not exactly repeatable: two loads
    // of the US sample made 13,619 to 13,621 allocations from run to run,
    // which moved the load scenario's average (6,810 an operation) by 0.3.
    if threshold == 0 {
      let tolerance = max(0.005, baseline * 0.0001)
      return largerIsWorse ? now - baseline > tolerance : baseline - now > tolerance
    }
    return worse > threshold
  }
}

/// Compares `now` with `baseline`, scenario by scenario and figure by
/// figure. Allocations have a zero threshold; instructions and the median
/// time (with operations per second, its inverse) have `threshold`, a time
/// beyond the spread of the rounds when both sides have one; the p99 is
/// shown, not judged, since one slow batch on a shared machine sets it. A
/// comparison row (the plain-`Decimal` reference and the other variants
/// measured beside the engine) is shown and never judged: a release is
/// judged on the engine.
public func compare(_ baseline: Baseline, with now: Baseline, threshold: Double) throws -> [Change] {
  guard baseline.kind == now.kind else {
    throw BaselineError(message: "the baseline holds \(baseline.kind.rawValue), the measurement \(now.kind.rawValue)")
  }
  var changes: [Change] = []
  for scenario in baseline.scenarios {
    guard let current = now.scenarios.first(where: { $0.name == scenario.name }) else {
      throw BaselineError(message: "the baseline's scenario '\(scenario.name)' was not measured")
    }
    let isComparison = scenario.isComparison == true || current.isComparison == true
    for figure in scenario.figures.keys.sorted() {
      guard let base = scenario.figures[figure], let value = current.figures[figure] else { continue }
      let judged: Double? =
        switch figure {
        case _ where isComparison: nil
        case "allocationsPerOperation": 0
        case "p99Nanoseconds": nil
        case "medianNanoseconds", "operationsPerSecond": scenario.timesJudged == false ? nil : threshold
        default: threshold
        }
      var change = Change(scenario: scenario.name, figure: figure, baseline: base, now: value, threshold: judged)
      func spread(_ scenario: Baseline.Scenario) -> ClosedRange<Double>? {
        guard let low = scenario.lowest?[figure], let high = scenario.highest?[figure], low <= high else { return nil }
        return low...high
      }
      change.baselineSpread = spread(scenario)
      change.nowSpread = spread(current)
      changes.append(change)
    }
  }
  return changes
}

/// The comparison as a table: one line per scenario and figure.
public func comparisonTable(_ changes: [Change], markdown: Bool) -> String {
  func number(_ value: Double, _ figure: String) -> String {
    figure == "allocationsPerOperation" ? String(format: "%.2f", value) : String(format: "%.0f", value)
  }
  func verdict(_ change: Change) -> String {
    let beyond = change.baselineSpread != nil && change.nowSpread != nil ? " beyond the rounds' spread" : ""
    return change.isRegression
      ? "REGRESSION"
      : change.threshold == nil
        ? "not judged"
        : change.threshold == 0
          ? "ok (no increase allowed)" : String(format: "ok (limit +%.0f%%%@)", (change.threshold ?? 0) * 100, beyond)
  }
  let rows = changes.map { change in
    [
      change.scenario, change.figure, number(change.baseline, change.figure), number(change.now, change.figure),
      change.fraction.isFinite ? String(format: "%+.1f%%", change.fraction * 100) : "new", verdict(change),
    ]
  }
  let header = ["scenario", "figure", "baseline", "now", "change", "verdict"]
  if markdown {
    return
      (["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: header.count)]
      + rows.map { "| " + $0.joined(separator: " | ") + " |" }).joined(separator: "\n")
  }
  let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
  return ([header] + rows).map { row in
    row.indices.map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
  }.joined(separator: "\n")
}

/// `10%` or `10` as the fraction 0.1.
public func parseThreshold(_ text: String) throws -> Double {
  let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
  guard let percent = Double(digits), percent >= 0 else {
    throw BaselineError(message: "--threshold takes a percentage such as 10%, not '\(text)'")
  }
  return percent / 100
}

/// `pricing-benchmark --compare BASELINE` with the figures `now`: the text it
/// prints and the exit status, 1 when a figure regressed beyond its
/// threshold. The tests run it on doctored baselines.
public func comparisonReport(
  baseline: Baseline, now: Baseline, threshold: String, format: String?
) throws -> (status: Int32, text: String) {
  guard [nil, "text", "markdown"].contains(format) else { throw BaselineError(message: "--format is text or markdown") }
  let changes = try compare(baseline, with: now, threshold: try parseThreshold(threshold))
  var text = "baseline: \(baseline.commit), \(baseline.machine), \(baseline.toolchain)\n"
  text += "now:      \(now.commit), \(now.machine), \(now.toolchain)\n\n"
  text += comparisonTable(changes, markdown: format == "markdown") + "\n"
  let regressions = changes.filter(\.isRegression)
  if !regressions.isEmpty {
    text += "\n\(regressions.count) figure\(regressions.count == 1 ? "" : "s") regressed beyond the threshold\n"
  }
  return (regressions.isEmpty ? 0 : 1, text)
}
