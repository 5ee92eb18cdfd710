import Synchronization

/// The rate book a server prices with now, swapped for a new one while
/// quotes run.
///
/// A ``RateBook`` is immutable, so a handle only ever replaces one whole book
/// with another: ``publish(_:)`` installs a new book under a lock held for
/// a pointer swap, and ``respond(toJSON:)`` and ``quote(_:)`` price with the
/// book in force. Each takes one snapshot at its start and prices everything
/// from it, so a quote sees exactly one version of the tables, however many
/// are published while it runs; quotes that start after `publish` returns
/// see the new one. ``current`` hands out the snapshot itself, for a caller
/// that prices several events from one version.
///
/// ```swift
/// let handle = RateBookHandle(
///   try RateBook.load(directory: "RateTables/us-outfitters"))
///
/// // Each request handler: respond(toJSON:) prices from one snapshot.
/// let response = handle.respond(toJSON: body)
/// write(response.bytes)  // priced by book response.version
///
/// // When the merchant edits its tables: load and check, then swap.
/// handle.publish(try RateBook.load(directory: "RateTables/us-outfitters"))
/// ```
///
/// A book that fails to load is never published: ``RateBook/load(from:)``
/// throws, and the handle keeps serving the previous one.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class RateBookHandle: Sendable {
  /// One published book and its version number.
  public struct Snapshot: Sendable {
    /// 1 for the book the handle was created with, then one more per
    /// ``RateBookHandle/publish(_:)``.
    public let version: Int
    /// The book.
    public let book: RateBook

    /// An engine pricing with this book.
    public var engine: PricingEngine { PricingEngine(book: book) }
  }

  private let state: Mutex<Snapshot>

  /// Creates a handle serving `book` as version 1.
  public init(_ book: RateBook) {
    state = Mutex(Snapshot(version: 1, book: book))
  }

  /// The book in force and its version, read atomically.
  public var current: Snapshot { state.withLock { $0 } }

  /// Makes `book` the one every later ``current`` returns. Quotes already
  /// running keep the snapshot they took.
  ///
  /// - Returns: the new version number.
  @discardableResult
  public func publish(_ book: RateBook) -> Int {
    state.withLock { snapshot in
      snapshot = Snapshot(version: snapshot.version + 1, book: book)
      return snapshot.version
    }
  }

  /// Prices a request with the book in force when the call starts.
  public func quote(_ request: QuoteRequest) -> Quote {
    current.engine.quote(request)
  }
}
