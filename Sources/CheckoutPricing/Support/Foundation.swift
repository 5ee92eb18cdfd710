// The one place the library imports Foundation. Every amount the library
// accepts or returns is a `Decimal`, so callers get the type through this
// module without importing Foundation themselves.
#if canImport(FoundationEssentials)
  @_exported public import FoundationEssentials
#else
  @_exported public import Foundation
#endif
