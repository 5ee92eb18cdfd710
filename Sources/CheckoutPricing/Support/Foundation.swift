// The one place the library imports Foundation. Every amount the library
// accepts or returns is a `Decimal`, so callers get the type through this
// module without importing Foundation themselves.
#if canImport(FoundationEssentials)
  @_exported public import FoundationEssentials
#else
  @_exported public import Foundation
#endif
// On Linux, `TimeZone(identifier:)` knows IANA names only when the ICU-backed
// FoundationInternationalization is linked; with FoundationEssentials alone
// it returns nil for "America/Denver", so a library client that never
// imports Foundation could load no merchant. Importing it here links it.
#if canImport(FoundationInternationalization)
  internal import FoundationInternationalization
#endif
