import Foundation
import MallocCounter

/// One measured scenario: time per operation and how many operations fit in
/// a second.
struct Measurement {
  var name: String
  var medianNanoseconds: Double
  var p99Nanoseconds: Double
  /// Heap allocations per operation, averaged over the timed batches.
  var allocationsPerOperation: Double = 0
  /// Whether a comparison judges the times: not for one timed run, or for
  /// threads sharing the machine's two cores, which noise decides.
  var timesJudged = true
  /// Whether the row measures something other than the engine, for
  /// comparison (the plain-`Decimal` reference, a stateless or one-book-a-
  /// thread variant): a comparison of releases shows it and judges nothing.
  var isComparison = false
  var operationsPerSecond: Double { medianNanoseconds > 0 ? 1e9 / medianNanoseconds : 0 }
}

/// Times `body` in batches after a warm-up and reports the median and 99th
/// percentile of the per-operation time across batches. `body` is given
/// the operation's index, counted from 0 over every batch.
struct Harness {
  var samples: Int
  var operationsPerSample: Int
  var warmUpSamples: Int

  static let full = Harness(samples: 200, operationsPerSample: 2_000, warmUpSamples: 20)
  static let quick = Harness(samples: 20, operationsPerSample: 200, warmUpSamples: 2)

  func measure(_ name: String, _ body: (Int) -> Void) -> Measurement {
    let clock = ContinuousClock()
    var perOperation: [Double] = []
    perOperation.reserveCapacity(samples)
    var allocations: UInt64 = 0
    for sample in 0..<(warmUpSamples + samples) {
      let allocationsBefore = malloc_counter_allocations()
      let start = clock.now
      // The operation index runs on across batches, so a scenario that
      // rotates over its inputs by it reaches all of them.
      let first = sample * operationsPerSample
      for index in first..<(first + operationsPerSample) { body(index) }
      let elapsed = clock.now - start
      let allocated = malloc_counter_allocations() - allocationsBefore
      guard sample >= warmUpSamples else { continue }
      allocations += allocated
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      perOperation.append(nanoseconds / Double(operationsPerSample))
    }
    perOperation.sort()
    let p99Index = min(perOperation.count - 1, Int((Double(perOperation.count) * 0.99).rounded(.down)))
    return Measurement(
      name: name, medianNanoseconds: perOperation[perOperation.count / 2],
      p99Nanoseconds: perOperation[p99Index],
      allocationsPerOperation: Double(allocations) / Double(samples * operationsPerSample))
  }
}

/// Keeps a result alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
