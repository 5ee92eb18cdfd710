/// Reads a merchant folder's `coupons.csv` into the ``DiscountTables`` the
/// discount stage applies, logging every problem.
struct DiscountLoader {
  let source: TableSource
  let log: DiagnosticLog
}
