import CheckoutPricing
import Foundation
import TestSupport
import Testing

/// What the README's embedding example and the Embedding article's session
/// example say their calls return. `DocumentationSnippetTests` compiles the
/// snippets as written; this prices the same calls and checks the comments.
@Suite("README example")
struct ReadmeExampleTests {
  @Test("The documented embedding calls price every event as their comments say")
  func embeddingSnippet() throws {
    let engine = PricingEngine(book: try RateBook.load(directory: Fixtures.merchant("us-outfitters")))

    let usd = engine.book.merchant.currency
    let cart = Cart(lines: [
      CartLine(
        id: "wax", label: "Mustache Wax", unitPrice: try Amount(parsing: "10.00", currency: usd), quantity: 3,
        weight: try Weight(parsing: "0.25", unit: .pound))
    ])
    var request = QuoteRequest(event: .initial, asOf: Date(timeIntervalSince1970: 1_795_291_445), cart: cart)

    let opening = engine.initialQuote(for: request)
    let contact = ContactFields(locality: "Atlanta", administrativeArea: "GA", postalCode: "30303", countryCode: "US")
    let afterContact = engine.shippingContactSelected(contact, in: request)
    request.shippingContact = contact
    let afterMethod = engine.shippingMethodSelected("ups-2nd-day-air", in: request)
    let afterCard = engine.paymentMethodSelected(PaymentMethod(type: .credit, network: "visa"), in: request)
    let afterCoupon = engine.couponCodeChanged("SAVE10", in: request)
    // The README: "withCoupon.summaryItems // now with the coupon's discount".
    #expect(afterCoupon.summaryItems.contains { $0.amount.isNegative && $0.label == "10% off your order" })

    var sheet = engine.session(for: request)
    let shown = engine.quote(sheet)
    sheet.selectShippingMethod("ups-2nd-day-air")
    let reshown = engine.quote(sheet)
    sheet.selectPaymentMethod(PaymentMethod(type: .credit, network: "visa"))
    let withCard = engine.quote(sheet)

    #expect(shown == engine.quote(request))
    #expect(reshown == afterMethod)
    #expect(withCard.selectedShippingMethod == "ups-2nd-day-air")
    // The card's surcharge is the last item, the same however the sheet got there.
    let surcharge = try #require(afterCard.summaryItems.last)
    #expect(surcharge.label.hasPrefix("Credit card surcharge") && withCard.summaryItems.last == surcharge)
    #expect(opening.summaryItems.contains { $0.type == .pending })
    #expect(afterContact.status == .success, "\(afterContact.errors)")
    #expect(!afterContact.shippingMethods.isEmpty)
    #expect(afterMethod.selectedShippingMethod == "ups-2nd-day-air")
    for quote in [opening, afterContact, afterMethod, afterCard, afterCoupon, shown, reshown, withCard] {
      #expect(try Amount.sum(quote.summaryItems.map(\.amount), exponent: 2) == quote.total?.amount)
    }
  }
}
