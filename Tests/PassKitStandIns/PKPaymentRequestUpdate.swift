// Stand-ins for PassKit's updates and the requests of later payments
// (PassKit, PKPaymentRequestStatus.h, PKRecurringPaymentRequest.h,
// PKDeferredPaymentRequest.h, PKAutomaticReloadPaymentRequest.h).
#if !canImport(PassKit)
  public import Foundation

  /// `PKPaymentAuthorizationStatus`.
  public enum PKPaymentAuthorizationStatus: Int, Sendable {
    case success, failure, invalidBillingPostalAddress, invalidShippingPostalAddress, invalidShippingContact
    case pinRequired, pinIncorrect, pinLockout
  }

  /// `PKPaymentRequestUpdate`: `init(paymentSummaryItems:)`, `status`
  /// (default `.success`), and (iOS 16, 16.4) the later payments' requests.
  public class PKPaymentRequestUpdate {
    public var status = PKPaymentAuthorizationStatus.success
    public var paymentSummaryItems: [PKPaymentSummaryItem]
    public var recurringPaymentRequest: PKRecurringPaymentRequest?
    public var automaticReloadPaymentRequest: PKAutomaticReloadPaymentRequest?
    public var deferredPaymentRequest: PKDeferredPaymentRequest?

    public init(paymentSummaryItems: [PKPaymentSummaryItem]) {
      self.paymentSummaryItems = paymentSummaryItems
    }
  }

  /// What PassKit's shipping-contact and coupon-code updates each declare
  /// alike: `init(errors:paymentSummaryItems:shippingMethods:)`, the errors
  /// and the methods. PassKit has no such class; the two stand-ins share it
  /// so they keep one copy of the members.
  public class PKShippingMethodsUpdateStandIn: PKPaymentRequestUpdate {
    public var errors: [any Error]!
    public var shippingMethods: [PKShippingMethod]

    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod])
    {
      self.errors = errors ?? []
      self.shippingMethods = shippingMethods
      super.init(paymentSummaryItems: paymentSummaryItems)
    }
  }

  /// `PKPaymentRequestShippingContactUpdate`: `init(errors:paymentSummaryItems:shippingMethods:)`.
  public final class PKPaymentRequestShippingContactUpdate: PKShippingMethodsUpdateStandIn {}

  /// `PKPaymentRequestShippingMethodUpdate`: `init(paymentSummaryItems:)`, no errors.
  public final class PKPaymentRequestShippingMethodUpdate: PKPaymentRequestUpdate {}

  /// `PKPaymentRequestPaymentMethodUpdate`: `init(errors:paymentSummaryItems:)`.
  public final class PKPaymentRequestPaymentMethodUpdate: PKPaymentRequestUpdate {
    public var errors: [any Error]!

    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem]) {
      self.errors = errors ?? []
      super.init(paymentSummaryItems: paymentSummaryItems)
    }
  }

  /// `PKPaymentRequestCouponCodeUpdate` (iOS 15): `init(errors:paymentSummaryItems:shippingMethods:)`.
  public final class PKPaymentRequestCouponCodeUpdate: PKShippingMethodsUpdateStandIn {}

  /// What PassKit's recurring, deferred and automatic-reload payment
  /// requests each declare alike: the description the sheet shows and the
  /// page where the shopper manages the agreement. PassKit has no such
  /// class; the stand-ins share it so the three keep one copy of the members.
  public class PKPaymentAgreementRequestStandIn {
    public var paymentDescription: String
    public var managementURL: URL

    init(paymentDescription: String, managementURL: URL) {
      self.paymentDescription = paymentDescription
      self.managementURL = managementURL
    }
  }

  /// `PKRecurringPaymentRequest` (iOS 16).
  public final class PKRecurringPaymentRequest: PKPaymentAgreementRequestStandIn {
    public var regularBilling: PKRecurringPaymentSummaryItem
    public var trialBilling: PKRecurringPaymentSummaryItem?

    public init(paymentDescription: String, regularBilling: PKRecurringPaymentSummaryItem, managementURL: URL) {
      self.regularBilling = regularBilling
      super.init(paymentDescription: paymentDescription, managementURL: managementURL)
    }
  }

  /// `PKDeferredPaymentRequest` (iOS 16.4).
  public final class PKDeferredPaymentRequest: PKPaymentAgreementRequestStandIn {
    public var deferredBilling: PKDeferredPaymentSummaryItem

    public init(paymentDescription: String, deferredBilling: PKDeferredPaymentSummaryItem, managementURL: URL) {
      self.deferredBilling = deferredBilling
      super.init(paymentDescription: paymentDescription, managementURL: managementURL)
    }
  }

  /// `PKAutomaticReloadPaymentRequest` (iOS 16).
  public final class PKAutomaticReloadPaymentRequest: PKPaymentAgreementRequestStandIn {
    public var automaticReloadBilling: PKAutomaticReloadPaymentSummaryItem

    public init(
      paymentDescription: String, automaticReloadBilling: PKAutomaticReloadPaymentSummaryItem, managementURL: URL
    ) {
      self.automaticReloadBilling = automaticReloadBilling
      super.init(paymentDescription: paymentDescription, managementURL: managementURL)
    }
  }
#endif
