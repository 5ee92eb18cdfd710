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

  /// `PKPaymentRequestShippingContactUpdate`: `init(errors:paymentSummaryItems:shippingMethods:)`.
  public final class PKPaymentRequestShippingContactUpdate: PKPaymentRequestUpdate {
    public var errors: [any Error]!
    public var shippingMethods: [PKShippingMethod]

    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod])
    {
      self.errors = errors ?? []
      self.shippingMethods = shippingMethods
      super.init(paymentSummaryItems: paymentSummaryItems)
    }
  }

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
  public final class PKPaymentRequestCouponCodeUpdate: PKPaymentRequestUpdate {
    public var errors: [any Error]!
    public var shippingMethods: [PKShippingMethod]

    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod])
    {
      self.errors = errors ?? []
      self.shippingMethods = shippingMethods
      super.init(paymentSummaryItems: paymentSummaryItems)
    }
  }

  /// `PKRecurringPaymentRequest` (iOS 16).
  public final class PKRecurringPaymentRequest {
    public var paymentDescription: String
    public var regularBilling: PKRecurringPaymentSummaryItem
    public var trialBilling: PKRecurringPaymentSummaryItem?
    public var managementURL: URL

    public init(paymentDescription: String, regularBilling: PKRecurringPaymentSummaryItem, managementURL: URL) {
      self.paymentDescription = paymentDescription
      self.regularBilling = regularBilling
      self.managementURL = managementURL
    }
  }

  /// `PKDeferredPaymentRequest` (iOS 16.4).
  public final class PKDeferredPaymentRequest {
    public var paymentDescription: String
    public var deferredBilling: PKDeferredPaymentSummaryItem
    public var managementURL: URL

    public init(paymentDescription: String, deferredBilling: PKDeferredPaymentSummaryItem, managementURL: URL) {
      self.paymentDescription = paymentDescription
      self.deferredBilling = deferredBilling
      self.managementURL = managementURL
    }
  }

  /// `PKAutomaticReloadPaymentRequest` (iOS 16).
  public final class PKAutomaticReloadPaymentRequest {
    public var paymentDescription: String
    public var automaticReloadBilling: PKAutomaticReloadPaymentSummaryItem
    public var managementURL: URL

    public init(
      paymentDescription: String, automaticReloadBilling: PKAutomaticReloadPaymentSummaryItem, managementURL: URL
    ) {
      self.paymentDescription = paymentDescription
      self.automaticReloadBilling = automaticReloadBilling
      self.managementURL = managementURL
    }
  }
#endif
