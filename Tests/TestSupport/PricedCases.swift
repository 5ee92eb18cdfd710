import DecimalReference
import Foundation
package import SampleMerchants
import SeededRandom
import Synchronization
package import Testing

import CheckoutPricing

/// Each sample merchant's seeded cases, priced once per test run by the
/// engine's composed stages and by the Decimal reference, for the
/// properties that compare the two.
package enum PricedCases {
  package struct Priced {
    package var seed: UInt64
    package var pricingCase: PricingCase
    package var engine: Result<PipelineOutput, any Error>
    package var reference: ReferenceOutput
  }

  private static let usOutfitters = price(.usOutfitters)
  private static let ukTeahouse = price(.ukTeahouse)
  private static let jpStationery = price(.jpStationery)
  private static let deBookshop = price(.deBookshop)
  private static let txLeatherworks = price(.txLeatherworks)

  package static func all(_ merchant: SampleMerchant) -> [Priced] {
    switch merchant {
    case .usOutfitters: usOutfitters
    case .ukTeahouse: ukTeahouse
    case .jpStationery: jpStationery
    case .deBookshop: deBookshop
    case .txLeatherworks: txLeatherworks
    }
  }

  private static func price(_ merchant: SampleMerchant) -> [Priced] {
    let book = TestBooks.book(merchant)
    let base = PropertyRun.baseSeed
    let count = PropertyRun.cases
    let chunks = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let results = Mutex<[Int: [Priced]]>([:])
    // The Decimal reference is slow on Linux; price the chunks on every core.
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
      let priced = range.map { index in
        let seed = base &+ UInt64(index)
        var rng = SeededGenerator(seed: seed)
        let c = rng.pricingCase(book, merchant: merchant)
        return Priced(
          seed: seed, pricingCase: c, engine: Result { try Pipeline.run(c) }, reference: ReferenceOutput(c))
      }
      results.withLock { $0[chunk] = priced }
    }
    return results.withLock { parts in (0..<chunks).flatMap { parts[$0] ?? [] } }
  }
}

/// Runs `body` on each of the merchant's priced cases and stops at the first
/// failure, recording the seed that replays it.
package func forAllPricedCases(
  _ merchant: SampleMerchant, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (PricingCase, PipelineOutput, ReferenceOutput) throws -> Void
) {
  for (index, priced) in PricedCases.all(merchant).enumerated() {
    do {
      try body(priced.pricingCase, try priced.engine.get(), priced.reference)
    } catch {
      Issue.record(
        "property failed at case \(index), seed \(priced.seed); replay with CHECKOUT_PRICING_SEED=\(priced.seed) CHECKOUT_PRICING_CASES=1: \(error)",
        sourceLocation: sourceLocation)
      return
    }
  }
}
