import TestSupport
import Testing

/// The suites of the Contacts stage, grouped so that
/// `swift test --filter Contacts` runs them all.
@Suite("Contacts")
enum ContactsTests {}
