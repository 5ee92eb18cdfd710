/// What the PayPal writer needs from the PayPal input. (Filled in with the format.)
struct PayPalContext: Sendable, Hashable {}
