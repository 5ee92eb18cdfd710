// The Foundation types the public API's signatures use, re-exported by name
// (as Hummingbird's Exports.swift does), so a caller can name an amount's
// `Decimal` or a request's `Date` without importing Foundation, and gets
// nothing more of it. Inside the library, one file imports Foundation
// itself: `Support/Instant.swift` (time zones, the calendar, instants).
// These scoped re-exports stay alone in this file: a scoped and a
// whole import of one module in the same file clash. A client that divides
// `Decimal`s imports Foundation: `/` is Foundation's own static operator,
// which Swift finds only in a file that imports its module.
#if canImport(FoundationEssentials)
  @_exported public import struct FoundationEssentials.Date
  @_exported public import struct FoundationEssentials.Decimal
#else
  @_exported public import struct Foundation.Date
  @_exported public import struct Foundation.Decimal
#endif
