/// What the GooglePay writer needs from the GooglePay input. (Filled in with the format.)
struct GooglePayContext: Sendable, Hashable {}
