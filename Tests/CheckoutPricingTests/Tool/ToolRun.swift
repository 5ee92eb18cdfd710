import TestSupport

@testable import checkout_pricing

/// What a command printed to one stream.
struct Printed: TextOutputStream {
  var text = ""
  mutating func write(_ string: String) { text += string }
}

/// Runs the tool in this process, as `checkout-pricing ARGUMENTS` would:
/// its exit status and what it printed to each stream.
func runTool(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  var output = Printed()
  var errors = Printed()
  let status = CheckoutPricingTool.run(arguments, output: &output, errors: &errors)
  return (status, output.text, errors.text)
}
