/// Reads the area tables of a merchant folder (`zones.csv`,
/// `tax_areas.csv`, `payment_areas.csv`) into indexes, and the places other
/// tables write in the same columns (a surcharge's, an exclusion's, a
/// service area's), logging every problem.
///
/// The stages whose tables name places (shipping, tax, payments) read them
/// through it, so a place is checked by one set of rules wherever it is
/// written.
package struct AreaLoader {
  let source: TableSource
  let log: DiagnosticLog

  package init(source: TableSource, log: DiagnosticLog) {
    self.source = source
    self.log = log
  }
}
