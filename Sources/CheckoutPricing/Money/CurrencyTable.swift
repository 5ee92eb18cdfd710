/// The currencies a price book knows, looked up by code case-insensitively.
///
/// ``iso4217`` holds every active ISO 4217 currency that has a minor unit.
/// Payment processors sometimes use another exponent than ISO (some charge
/// HUF or TWD in whole units); a merchant says so with
/// ``overriding(minorUnits:)``, which returns a new table and leaves amounts
/// already converted untouched: an ``Amount`` carries its own exponent.
package struct CurrencyTable: Sendable, Hashable {
  private let currenciesByCode: [String: Currency]

  /// Creates a table from a list of currencies; a later duplicate code
  /// replaces an earlier one.
  public init(_ currencies: some Sequence<Currency>) {
    var byCode: [String: Currency] = [:]
    for currency in currencies { byCode[currency.code] = currency }
    currenciesByCode = byCode
  }

  /// Every currency in the table, sorted by code.
  public var currencies: [Currency] {
    currenciesByCode.values.sorted { $0.code < $1.code }
  }

  /// The currency for a code, in any case.
  ///
  /// - Throws: ``MoneyError/Code/unknownCurrency`` naming the code.
  public func currency(for code: String) throws(MoneyError) -> Currency {
    guard let normalized = Currency.normalizedCode(code),
      let currency = currenciesByCode[normalized]
    else {
      throw MoneyError(.unknownCurrency, "unknown currency code '\(code)'")
    }
    return currency
  }

  /// A copy of this table with the given codes' minor-unit exponents replaced.
  ///
  /// ```swift
  /// let table = try CurrencyTable.iso4217.overriding(minorUnits: ["HUF": 0])
  /// ```
  ///
  /// - Throws: ``MoneyError/Code/unknownCurrency`` for a code not in the
  ///   table, ``MoneyError/Code/invalidExponent`` for an exponent out of range.
  public func overriding(minorUnits: [String: Int]) throws(MoneyError) -> CurrencyTable {
    var byCode = currenciesByCode
    for (code, exponent) in minorUnits.sorted(by: { $0.key < $1.key }) {
      let existing = try currency(for: code)
      byCode[existing.code] = try Currency(
        code: existing.code, numericCode: existing.numericCode, minorUnits: exponent,
        name: existing.name)
    }
    return CurrencyTable(byCode.values)
  }
}
