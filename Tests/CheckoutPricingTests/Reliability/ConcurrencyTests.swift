import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// Run under ThreadSanitizer by `Scripts/tsan.sh` (`--filter Concurrency`).
@Suite("Concurrency: one rate book, many threads", .longRunning)
struct ConcurrencyTests {
  /// Every example request of the US merchant, on one line each, and some bad ones.
  static let requests: [[UInt8]] = {
    let examples = (try? ExampleRequests.all().filter { $0.merchant == .usOutfitters }.map(\.bytes)) ?? []
    return examples + BadInput.catalogue.prefix(40).map(\.bytes)
  }()

  @Test("8 tasks quoting at once on one rate book get exactly the answers of a serial run")
  func eightTasksMatchSerial() async throws {
    let engine = PricingEngine(book: TestBooks.book(.usOutfitters))
    let requests = Self.requests
    try #require(requests.count > 40)
    let serial = requests.map { engine.respond(toJSON: $0).text }
    let rounds = 25
    let results = await withTaskGroup(of: (Int, [String]).self) { group in
      for task in 0..<8 {
        group.addTask {
          // Each task walks the requests from its own offset so that the
          // tasks price different requests at the same moment.
          var answers = [String](repeating: "", count: requests.count)
          for round in 0..<rounds {
            for step in 0..<requests.count {
              let index = (step + task * 7 + round) % requests.count
              let answer = engine.respond(toJSON: requests[index]).text
              if round == 0 || answers[index] == answer {
                answers[index] = answer
              } else {
                answers[index] = "differs in round \(round)"
              }
            }
          }
          return (task, answers)
        }
      }
      var all: [(Int, [String])] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    for (task, answers) in results {
      for index in answers.indices where answers[index] != serial[index] {
        Issue.record("task \(task), request \(index): \(answers[index].prefix(200))")
      }
    }
  }

  /// The sample merchant, and a second version of it with another name and
  /// dearer ground shipping: every response shows which one priced it.
  static let versions: (RateBook, RateBook) = {
    let first = TestBooks.book(.usOutfitters)
    let second = try! TestBooks.book(
      .usOutfitters,
      editing: [
        "manifest.json": { $0.replacingOccurrences(of: "Sierra Trail Outfitters", with: "Sierra Trail Outfitters v2") },
        "rates.csv": { $0.replacingOccurrences(of: ",5.25,", with: ",6.25,") },
      ])
    return (first, second)
  }()

  @Test("Publishing new rate books while 8 tasks quote: every quote sees exactly one version")
  func publishingUnderLoad() async throws {
    let (first, second) = Self.versions
    let requests = Self.requests
    let expected = [first, second].map { book in requests.map { PricingEngine(book: book).respond(toJSON: $0).text } }
    try #require(expected[0] != expected[1])
    let handle = RateBookHandle(first)
    let publisher = Task {
      var published = 0
      while !Task.isCancelled && published < 2_000 {
        // Versions alternate: odd ones are the first book, even ones the second.
        handle.publish(handle.current.version % 2 == 1 ? second : first)
        published += 1
        await Task.yield()
      }
      return published
    }
    let mismatches = await withTaskGroup(of: [String].self) { group in
      for task in 0..<8 {
        group.addTask {
          var problems: [String] = []
          for step in 0..<(requests.count * 15) {
            let index = (step + task * 5) % requests.count
            let answer = handle.respond(toJSON: requests[index])
            guard let version = answer.version else {
              problems.append("task \(task), request \(index): no version")
              continue
            }
            if answer.text != expected[(version + 1) % 2][index] {
              problems.append("task \(task), request \(index), version \(version)")
            }
          }
          return problems
        }
      }
      var all: [String] = []
      for await problems in group { all += problems }
      return all
    }
    publisher.cancel()
    let published = await publisher.value
    #expect(published > 0)
    #expect(handle.current.version == published + 1)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("A quote started before a publish finishes on the book it started with")
  func snapshotOutlivesPublish() {
    let (first, second) = Self.versions
    let handle = RateBookHandle(first)
    let snapshot = handle.current
    #expect(handle.publish(second) == 2)
    #expect(snapshot.version == 1)
    #expect(snapshot.engine.book.merchant.name == "Sierra Trail Outfitters")
    #expect(handle.current.engine.book.merchant.name == "Sierra Trail Outfitters v2")
  }
}
