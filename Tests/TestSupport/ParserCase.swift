import Testing

/// One row of a parser's edge-case table: a named input and what reading it
/// gives. ``CSVCase`` and ``JSONCase`` are the two tables' rows.
package struct ParserCase<Outcome: Sendable>: Sendable, CustomTestStringConvertible {
  package let name: String
  package let bytes: [UInt8]
  package let outcome: Outcome

  package var testDescription: String { name }

  package init(_ name: String, _ text: String, _ outcome: Outcome) {
    self.init(name, bytes: Array(text.utf8), outcome)
  }

  package init(_ name: String, bytes: [UInt8], _ outcome: Outcome) {
    self.name = name
    self.bytes = bytes
    self.outcome = outcome
  }
}
