import Foundation

var output = StandardOutput()
var errors = StandardError()
exit(CheckoutPricingTool.run(Array(CommandLine.arguments.dropFirst()), output: &output, errors: &errors))
