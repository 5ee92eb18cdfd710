// The PassKit mapping, a target of its own: compiled against PassKit where
// it exists, and against the stand-ins of PassKit's published signatures
// (`Tests/PassKitStandIns`, linked only where PassKit is missing) elsewhere,
// so the tests run the same source on Linux.
//
// The modules every file of the mapping uses, imported once and re-exported
// (as Hummingbird's Exports.swift does): a client that imports the mapping
// can name the engine's types and PassKit's without importing either.
@_exported public import CheckoutPricing

#if canImport(PassKit)
  @_exported public import Contacts
  @_exported public import PassKit
#else
  @_exported public import PassKitStandIns
#endif
