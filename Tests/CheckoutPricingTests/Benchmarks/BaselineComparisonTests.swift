import BenchmarkBaselines
import Foundation
import TestSupport
import Testing

/// `pricing-benchmark --compare` on doctored baselines: the exit status and
/// the table a release engineer reads.
@Suite("Benchmark baselines")
struct BaselineComparisonTests {
  static func baseline(_ kind: Baseline.Kind, _ scenarios: [(String, [String: Double])]) -> Baseline {
    Baseline(
      kind: kind, machine: "2 cores, test", toolchain: "Swift test", commit: "abc1234",
      scenarios: scenarios.map { Baseline.Scenario(name: $0.0, figures: $0.1) })
  }

  static let quote = "1 shipping contact selected, 3 lines"

  /// An instruction-count baseline of the one quote scenario.
  static func quoteBaseline(instructions: Double, allocations: Double) -> Baseline {
    baseline(
      .instructions,
      [(quote, ["instructionsPerOperation": instructions, "allocationsPerOperation": allocations])])
  }

  /// `--compare`'s report on the quote scenario measured at `before`, then
  /// at `now` (instructions and allocations per operation).
  static func quoteReport(
    from before: (instructions: Double, allocations: Double), to now: (instructions: Double, allocations: Double),
    threshold: String
  ) throws -> (status: Int32, text: String) {
    try comparisonReport(
      baseline: quoteBaseline(instructions: before.instructions, allocations: before.allocations),
      now: quoteBaseline(instructions: now.instructions, allocations: now.allocations), threshold: threshold,
      format: nil)
  }

  @Test("More instructions than the threshold allows fail the comparison, and the table says which figure")
  func instructionRegression() throws {
    let report = try Self.quoteReport(from: (30_000, 17.13), to: (41_256, 17.13), threshold: "3%")
    #expect(report.status == 1)
    let row = try #require(report.text.split(separator: "\n").first { $0.contains("instructionsPerOperation") })
    #expect(row.contains("30000") && row.contains("41256") && row.contains("+37.5%") && row.contains("REGRESSION"))
    #expect(report.text.contains("1 figure regressed beyond the threshold"))
  }

  @Test("Within the threshold, and with the same allocations, the comparison passes")
  func withinThreshold() throws {
    let report = try Self.quoteReport(from: (40_000, 17.13), to: (41_000, 17.13), threshold: "3%")
    #expect(report.status == 0, "\(report.text)")
    #expect(!report.text.contains("REGRESSION"))
    // Fewer instructions never fail.
    #expect(try Self.quoteReport(from: (41_000, 17.13), to: (40_000, 17.13), threshold: "3%").status == 0)
  }

  @Test("Any extra allocation fails: allocations have no threshold")
  func extraAllocation() throws {
    let report = try Self.quoteReport(from: (40_000, 17.13), to: (40_000, 18.13), threshold: "50%")
    #expect(report.status == 1)
    #expect(
      report.text.split(separator: "\n").contains {
        $0.contains("allocationsPerOperation") && $0.contains("REGRESSION")
      })
  }

  @Test(
    "Allocations are judged to one in ten thousand of the average, or the printed rounding, whichever is more",
    arguments: [
      (6810.5, 6810.8, false), (6810.5, 6811.1, false), (6810.5, 6811.3, true), (11.04, 11.044, false),
      (11.04, 11.05, true), (3.98, 4.0, true),
    ])
  func allocationMargin(baseline: Double, now: Double, regressed: Bool) throws {
    let old = Self.baseline(.instructions, [(Self.quote, ["allocationsPerOperation": baseline])])
    let new = Self.baseline(.instructions, [(Self.quote, ["allocationsPerOperation": now])])
    let change = try #require(try compare(old, with: new, threshold: 0.5).first)
    #expect(change.isRegression == regressed)
  }

  @Test("Times: the median is judged at the threshold, the p99 only shown, fewer operations a second is worse")
  func times() throws {
    let old = Self.baseline(
      .times,
      [
        (
          Self.quote,
          [
            "medianNanoseconds": 5_000, "p99Nanoseconds": 8_000, "operationsPerSecond": 200_000,
            "allocationsPerOperation": 17.13,
          ]
        )
      ])
    var noisy = old
    noisy.scenarios[0].figures["medianNanoseconds"] = 5_400
    noisy.scenarios[0].figures["operationsPerSecond"] = 185_185
    noisy.scenarios[0].figures["p99Nanoseconds"] = 16_000
    let fine = try comparisonReport(baseline: old, now: noisy, threshold: "10%", format: nil)
    #expect(fine.status == 0, "\(fine.text)")
    #expect(fine.text.split(separator: "\n").contains { $0.contains("p99Nanoseconds") && $0.contains("not judged") })
    var slower = old
    slower.scenarios[0].figures["medianNanoseconds"] = 6_000
    slower.scenarios[0].figures["operationsPerSecond"] = 166_667
    let slow = try comparisonReport(baseline: old, now: slower, threshold: "10%", format: nil)
    #expect(slow.status == 1)
    #expect(slow.text.contains("2 figures regressed"))
  }

  @Test("A scenario timed once, or threads sharing the machine, has its times shown and not judged")
  func unjudgedTimes() throws {
    let name = "5 two threads, one shared rate book"
    let old = Baseline(
      kind: .times, machine: "m", toolchain: "t", commit: "c",
      scenarios: [
        .init(name: name, figures: ["medianNanoseconds": 2_700, "allocationsPerOperation": 0], timesJudged: false)
      ])
    var now = old
    now.scenarios[0].figures["medianNanoseconds"] = 4_000
    let report = try comparisonReport(baseline: old, now: now, threshold: "10%", format: nil)
    #expect(report.status == 0, "\(report.text)")
    #expect(
      report.text.split(separator: "\n").contains { $0.contains("medianNanoseconds") && $0.contains("not judged") })
    now.scenarios[0].figures["allocationsPerOperation"] = 1
    #expect(try comparisonReport(baseline: old, now: now, threshold: "10%", format: nil).status == 1)
  }

  /// A times scenario measured in rounds: each figure's median, lowest and highest.
  static func rounds(_ name: String, median: Double, lowest: Double, highest: Double, allocations: Double = 17)
    -> Baseline.Scenario
  {
    Baseline.Scenario(
      name: name,
      figures: [
        "medianNanoseconds": median, "p99Nanoseconds": highest * 2, "operationsPerSecond": 1e9 / median,
        "allocationsPerOperation": allocations,
      ],
      lowest: [
        "medianNanoseconds": lowest, "operationsPerSecond": 1e9 / highest, "allocationsPerOperation": allocations,
      ],
      highest: [
        "medianNanoseconds": highest, "operationsPerSecond": 1e9 / lowest, "allocationsPerOperation": allocations,
      ])
  }

  static func times(_ scenarios: [Baseline.Scenario]) -> Baseline {
    Baseline(kind: .times, machine: "2 cores, test", toolchain: "Swift test", commit: "abc1234", scenarios: scenarios)
  }

  @Test("Times measured in rounds: the same figures, or others within the rounds' spread, pass")
  func withinSpread() throws {
    let old = Self.times([Self.rounds(Self.quote, median: 5_000, lowest: 4_400, highest: 6_000)])
    #expect(try comparisonReport(baseline: old, now: old, threshold: "10%", format: nil).status == 0)
    // The median 16% slower, and still within what the rounds showed.
    let noisy = Self.times([Self.rounds(Self.quote, median: 5_800, lowest: 4_900, highest: 6_500)])
    let report = try comparisonReport(baseline: old, now: noisy, threshold: "10%", format: nil)
    #expect(report.status == 0, "\(report.text)")
    #expect(report.text.contains("beyond the rounds' spread"))
    #expect(try comparisonReport(baseline: noisy, now: old, threshold: "10%", format: nil).status == 0)
  }

  @Test("Times measured in rounds: slower beyond the spread by more than the threshold fails")
  func beyondSpread() throws {
    let old = Self.times([Self.rounds(Self.quote, median: 5_000, lowest: 4_400, highest: 6_000)])
    // The best new round is 6,700 ns: 11.7% above the old worst.
    let slower = Self.times([Self.rounds(Self.quote, median: 7_000, lowest: 6_700, highest: 7_500)])
    let report = try comparisonReport(baseline: old, now: slower, threshold: "10%", format: nil)
    #expect(report.status == 1)
    #expect(
      report.text.split(separator: "\n").contains { $0.contains("medianNanoseconds") && $0.contains("REGRESSION") })
    #expect(
      report.text.split(separator: "\n").contains { $0.contains("operationsPerSecond") && $0.contains("REGRESSION") })
    // 6,500 ns is slower, but within 10% of the old worst round.
    let close = Self.times([Self.rounds(Self.quote, median: 6_800, lowest: 6_500, highest: 7_000)])
    #expect(try comparisonReport(baseline: old, now: close, threshold: "10%", format: nil).status == 0)
  }

  @Test("A comparison row, such as the plain-Decimal reference, never fails the comparison")
  func comparisonRowsNotJudged() throws {
    let name = "8 the same stages in plain Decimal (the tests' reference)"
    var reference = Self.rounds(name, median: 20_000, lowest: 19_000, highest: 21_000, allocations: 120)
    reference.isComparison = true
    let old = Self.times([Self.rounds(Self.quote, median: 5_000, lowest: 4_400, highest: 6_000), reference])
    var slower = reference
    slower.figures["medianNanoseconds"] = 60_000
    slower.figures["operationsPerSecond"] = 1e9 / 60_000
    slower.figures["allocationsPerOperation"] = 150
    slower.lowest = ["medianNanoseconds": 55_000, "operationsPerSecond": 1e9 / 65_000, "allocationsPerOperation": 150]
    slower.highest = ["medianNanoseconds": 65_000, "operationsPerSecond": 1e9 / 55_000, "allocationsPerOperation": 150]
    let now = Self.times([Self.rounds(Self.quote, median: 5_000, lowest: 4_400, highest: 6_000), slower])
    let report = try comparisonReport(baseline: old, now: now, threshold: "10%", format: nil)
    #expect(report.status == 0, "\(report.text)")
    let rows = report.text.split(separator: "\n").filter { $0.hasPrefix("8 the same stages") }
    #expect(rows.count == 4 && rows.allSatisfy { $0.contains("not judged") }, "\(report.text)")
  }

  @Test("The markdown table is one row per scenario and figure, for release notes")
  func markdown() throws {
    let old = Self.quoteBaseline(instructions: 40_000, allocations: 17.13)
    let report = try comparisonReport(baseline: old, now: old, threshold: "3%", format: "markdown")
    let lines = report.text.split(separator: "\n")
    #expect(lines.contains("| scenario | figure | baseline | now | change | verdict |"))
    #expect(lines.contains("| --- | --- | --- | --- | --- | --- |"))
    #expect(lines.filter { $0.hasPrefix("| 1 shipping") }.count == 2)
    #expect(throws: BaselineError.self) {
      try comparisonReport(baseline: old, now: old, threshold: "3%", format: "html")
    }
  }

  @Test("A baseline of another kind, a missing scenario or a bad threshold is an error, not a pass")
  func mismatches() throws {
    let instructions = Self.baseline(.instructions, [(Self.quote, ["instructionsPerOperation": 1])])
    let times = Self.baseline(.times, [(Self.quote, ["medianNanoseconds": 1])])
    #expect(throws: BaselineError.self) { try compare(instructions, with: times, threshold: 0.03) }
    #expect(throws: BaselineError.self) {
      try compare(instructions, with: Self.baseline(.instructions, []), threshold: 0.03)
    }
    #expect(throws: BaselineError.self) { try parseThreshold("ten") }
    #expect(try parseThreshold("3%") == 0.03)
  }

  @Test("A saved baseline reads back the same, and the committed one names every profile mode")
  func roundTrip() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let old = Self.baseline(.instructions, [(Self.quote, ["instructionsPerOperation": 40_000.5])])
    try old.write(file.path)
    #expect(try Baseline.read(file.path) == old)
    let committed = try Baseline.read(
      Fixtures.repository.appendingPathComponent("Benchmarks/baseline-instructions.json").path)
    #expect(committed.kind == .instructions)
    #expect(committed.scenarios.map { $0.name.prefix { $0 != " " } } == ["1", "2", "7", "9", "10", "11", "12", "6"])
    #expect(
      committed.scenarios.allSatisfy {
        $0.figures["instructionsPerOperation"] != nil && $0.figures["allocationsPerOperation"] != nil
      })
  }
}
