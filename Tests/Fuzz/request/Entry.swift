// libFuzzer entry: the JSON request decoder together with the quote. Built by
// Scripts/fuzz.sh.

@testable import CheckoutPricing

/// One engine for the default sample merchant, loaded once.
private let engine: PricingEngine? = (try? SampleMerchant.usOutfitters.rateBook()).map { PricingEngine(book: $0) }

/// Prices the input as a JSON request, twice: the answer must be the same
/// bytes, and JSON the parser reads back whose first member is `status`
/// (after the request's `id`, when the response repeats one).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let engine else { fatalError("the embedded sample merchant does not load") }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let first = engine.respond(toJSON: bytes)
  let second = engine.respond(toJSON: bytes)
  guard first.bytes == second.bytes, first.status == second.status else {
    fatalError("the same request gave two answers")
  }
  // `status` first, after the request's `id` when it repeats one.
  guard let tape = try? JSONParser().tape(first.bytes), case .object? = tape.nodes.first,
    tape.nodes.count > 1, case .string(var key) = tape.nodes[1]
  else {
    fatalError("the response is not a JSON object: \(first.text.prefix(200))")
  }
  if tape.string(key) == "id" {
    let next = tape.end(of: 2)
    guard next < tape.nodes.count, case .string(let following) = tape.nodes[next] else {
      fatalError("the response has only an id: \(first.text.prefix(200))")
    }
    key = following
  }
  guard tape.string(key) == "status" else {
    fatalError("the response does not start with status: \(first.text.prefix(200))")
  }
  _ = engine.explain(json: bytes)
  return 0
}
