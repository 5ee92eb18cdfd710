// The request side of an iOS app: what PassKit hands the delegate, turned
// into the engine's contact and card, and the same place as the JSON an
// app posts. Compiled against the stand-ins where PassKit does not exist.
#if canImport(PassKit) || canImport(PassKitStandIns)
  import Foundation
  import SampleMerchants
  import TestSupport
  import Testing

  @testable import CheckoutPricing
  import CheckoutPricingPassKit

  #if canImport(PassKit)
    import Contacts
    import PassKit
  #else
    import PassKitStandIns
  #endif

  @Suite("PassKit requests")
  struct PassKitRequestTests {
    /// The fields of a redacted `CNPostalAddress` as PassKit sends them:
    /// empty strings for what it does not know. A test argument is this
    /// value, and the address is made from it in the test, since a
    /// `CNPostalAddress` is a class that cannot cross to the test runner.
    struct Shape: Sendable, CustomStringConvertible {
      var city = "", state = "", postalCode = "", country = "", isoCountryCode = "", subLocality = ""
      var subAdministrativeArea = ""

      var address: CNPostalAddress {
        let address = CNMutablePostalAddress()
        address.city = city
        address.state = state
        address.postalCode = postalCode
        address.country = country
        address.isoCountryCode = isoCountryCode
        address.subLocality = subLocality
        address.subAdministrativeArea = subAdministrativeArea
        return address
      }

      var description: String { "\(city)|\(state)|\(postalCode)|\(country)|\(isoCountryCode)" }
    }

    @Test(
      "A redacted CNPostalAddress prices as the place it names: a lower-case code, a state's name, empty fields",
      arguments: [
        (
          Shape(
            city: "New York", state: "New York", postalCode: "10001", country: "United States", isoCountryCode: "us"),
          "US", "NY", "10001"
        ),
        (Shape(city: "Cupertino", state: "California", postalCode: "95014", isoCountryCode: "us"), "US", "CA", "95014"),
        (Shape(city: "Atlanta", state: "ga", postalCode: "30303", country: "United States"), "US", "GA", "30303"),
        (Shape(city: "Montréal", state: "Québec", postalCode: "H2X", isoCountryCode: "ca"), "CA", "QC", "H2X"),
        (Shape(state: "", postalCode: "K1A", country: "Canada"), "CA", "ON", "K1A"),
        (
          Shape(city: "Sydney", state: "New South Wales", postalCode: "2000", isoCountryCode: "au"), "AU", "NSW", "2000"
        ),
        (
          Shape(
            city: "Edinburgh", state: "Scotland", postalCode: "EH1", country: "United Kingdom", isoCountryCode: "gb"),
          "GB", "SCOTLAND", "EH1"
        ),
        (
          Shape(
            city: "Naha", state: "Okinawa", postalCode: "900-0001", isoCountryCode: "jp", subAdministrativeArea: ""),
          "JP", "OKINAWA", "900-0001"
        ),
      ])
    func redactedAddresses(shape: Shape, country: String, region: String, postcode: String) throws {
      let destination = try Destination(contact: ContactFields(shape.address))
      #expect(destination.country.rawValue == country)
      #expect(destination.region == region)
      #expect(destination.postcode?.text == postcode)
    }

    @Test(
      "An unusable CNPostalAddress field is an error at that field",
      arguments: [
        (
          Shape(city: "Springfield", state: "Narnia", postalCode: "62701", isoCountryCode: "us"),
          ContactField.administrativeArea
        ),
        (Shape(city: "Springfield", state: "Illinois", postalCode: "1234", isoCountryCode: "us"), .postalCode),
        (Shape(city: "Springfield", state: "Georgia", postalCode: "62701", isoCountryCode: "us"), .postalCode),
        (Shape(city: "Nowhere", country: "Atlantis"), .countryCode),
        (Shape(city: "Nowhere"), .countryCode),
      ])
    func unusableAddresses(shape: Shape, field: ContactField) {
      #expect {
        try Destination(contact: ContactFields(shape.address))
      } throws: { error in
        (error as? QuoteError)?.reason == .invalidContact(field)
      }
    }

    @Test("Empty strings PassKit sends are absent, and the street is never read")
    func emptyFieldsAreAbsent() throws {
      let address = CNMutablePostalAddress()
      address.street = "1 Infinite Loop"
      address.isoCountryCode = "us"
      address.postalCode = "95014"
      let destination = try Destination(contact: ContactFields(address))
      #expect(destination.city == nil && destination.region == "CA" && destination.postcode?.text == "95014")
    }

    @Test("A PKPaymentMethod is the card type and network the engine reads")
    func paymentMethods() {
      let pairs: [(PKPaymentMethodType, PaymentMethodType)] = [
        (.debit, .debit), (.credit, .credit), (.prepaid, .prepaid), (.store, .store), (.eMoney, .eMoney),
        (.unknown, .unknown),
      ]
      for (passKit, ours) in pairs {
        let method = PKPaymentMethod()
        method.type = passKit
        method.network = .visa
        #expect(PaymentMethod(method) == PaymentMethod(type: ours, network: "Visa"))
      }
    }

    @Test("Each merchant's iOS-app example prices as the same request in Apple Pay JS's shape")
    func iOSExamplesPriceAsTheirApplePayShape() throws {
      let examples = try ExampleRequests.all().filter { $0.name.hasPrefix("90-ios-app") }
      #expect(examples.count == SampleMerchant.allCases.count)
      for example in examples {
        let engine = try #require(ExampleRequests.engines[example.merchant])
        let currency = engine.book.merchant.currency
        let request = try RequestReader.readQuoteRequest(currency: currency, example.bytes)
        let contact = try #require(request.shippingContact)
        #expect(contact.countryCode?.allSatisfy(\.isLowercase) == true, "\(example) sends a lower-case country")
        #expect(contact.subLocality == "" && contact.subAdministrativeArea == "", "\(example) sends empty fields")
        // The same place with Apple Pay JS's codes and no empty fields.
        let place = try Destination(contact: contact)
        var coded = request
        coded.shippingContact = ContactFields(
          locality: contact.locality, administrativeArea: place.region, postalCode: contact.postalCode,
          countryCode: place.country.rawValue)
        let quote = engine.quote(request)
        #expect(quote.errors.isEmpty, "\(example): \(quote.errors)")
        #expect(quote == engine.quote(coded), "\(example)")
      }
    }
  }
#endif
