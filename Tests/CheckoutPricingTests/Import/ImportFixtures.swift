import SampleMerchants
import TestSupport

@testable import CheckoutPricing
@testable import CheckoutPricingImport

/// The US sample merchant with the tables an import wrote in place of its own.
func bookWithImport(_ result: TableImport) throws -> RateBook {
  var files = SampleMerchant.usOutfitters.files
  for (name, text) in result.files { files[name] = text }
  return try RateBook.load(from: .files(files))
}

/// The tax on one line of `price` in `category`, shipped to a US ZIP code.
func taxOnOneLine(
  _ book: RateBook, state: String, zip: String, price: String = "100.00", category: String = "standard"
) throws -> Amount {
  let destination = try Destination(
    contact: ContactFields(administrativeArea: state, postalCode: zip, countryCode: "US"))
  let line = LineAmount(id: "a", category: category, amount: try Amount(parsing: price, exponent: 2))
  return try book.tax(for: TaxRequest(destination: destination, lines: [line])).total
}
