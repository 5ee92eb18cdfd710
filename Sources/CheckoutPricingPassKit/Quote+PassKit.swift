import Foundation

/// The answer to each of `PKPaymentAuthorizationControllerDelegate`'s
/// (and `PKPaymentAuthorizationViewControllerDelegate`'s) events, so that
/// each delegate method completes with one line:
///
/// ```swift
/// func paymentAuthorizationController(
///   _ controller: PKPaymentAuthorizationController,
///   didSelectShippingContact contact: PKContact
/// ) async -> PKPaymentRequestShippingContactUpdate {
///   let fields = contact.postalAddress.map(ContactFields.init) ?? ContactFields()
///   return engine.shippingContactSelected(fields, in: request).shippingContactUpdate()
/// }
/// ```
///
/// Every update carries paymentSummaryItems(in:), paymentErrors
/// and the status (`PKPaymentRequestUpdate.status`: `.failure` when
/// there is an error), and, for a quote with a later payment, the
/// update's `recurringPaymentRequest`, `deferredPaymentRequest` or
/// `automaticReloadPaymentRequest`.
extension Quote {
  /// The sheet's summary items (Apple, `PKPaymentRequest.paymentSummaryItems`):
  /// the quote's summaryItems, then each later payment's item of its
  /// kind, then the total, last, under the merchant's name. The items
  /// paid now add up to the total; a later payment's item is not part of
  /// it. Empty when nothing could be priced (`total` is `nil`).
  ///
  /// - Parameter calendar: The shopper's calendar, which makes a later
  ///   payment's dates: the device's own (`Calendar.current`) unless the
  ///   app knows better.
  public func paymentSummaryItems(in calendar: Calendar = .current) -> [PKPaymentSummaryItem] {
    guard let total else { return [] }
    return summaryItems.map(\.paymentSummaryItem) + laterPayments.map { $0.paymentSummaryItem(in: calendar) }
      + [total.paymentSummaryItem]
  }

  /// The shipping methods, the selected one first (Apple,
  /// `PKPaymentRequestShippingContactUpdate.shippingMethods`).
  public var paymentShippingMethods: [PKShippingMethod] {
    shippingMethods.map { method in
      let shipping = method.paymentShippingMethod
      shipping.detail = detail(of: method)
      return shipping
    }
  }

  /// The errors, each PassKit's own (QuoteError/paymentError).
  public var paymentErrors: [any Error] { errors.map(\.paymentError) }

  /// The answer to `didSelectShippingContact`:
  /// `PKPaymentRequestShippingContactUpdate(errors:paymentSummaryItems:shippingMethods:)`.
  public func shippingContactUpdate(in calendar: Calendar = .current) -> PKPaymentRequestShippingContactUpdate {
    completed(
      PKPaymentRequestShippingContactUpdate(
        errors: paymentErrors, paymentSummaryItems: paymentSummaryItems(in: calendar),
        shippingMethods: paymentShippingMethods), in: calendar)
  }

  /// The answer to `didSelectShippingMethod`:
  /// `PKPaymentRequestShippingMethodUpdate(paymentSummaryItems:)`, which
  /// has no errors (Apple, `PKPaymentRequestShippingMethodUpdate`).
  public func shippingMethodUpdate(in calendar: Calendar = .current) -> PKPaymentRequestShippingMethodUpdate {
    completed(
      PKPaymentRequestShippingMethodUpdate(paymentSummaryItems: paymentSummaryItems(in: calendar)), in: calendar)
  }

  /// The answer to `didSelectPaymentMethod`:
  /// `PKPaymentRequestPaymentMethodUpdate(errors:paymentSummaryItems:)`.
  public func paymentMethodUpdate(in calendar: Calendar = .current) -> PKPaymentRequestPaymentMethodUpdate {
    completed(
      PKPaymentRequestPaymentMethodUpdate(
        errors: paymentErrors, paymentSummaryItems: paymentSummaryItems(in: calendar)),
      in: calendar)
  }

  #if !os(watchOS)
    /// The answer to `didChangeCouponCode`:
    /// `PKPaymentRequestCouponCodeUpdate(errors:paymentSummaryItems:shippingMethods:)`
    /// (not on watchOS, which has no coupon code field).
    public func couponCodeUpdate(in calendar: Calendar = .current) -> PKPaymentRequestCouponCodeUpdate {
      completed(
        PKPaymentRequestCouponCodeUpdate(
          errors: paymentErrors, paymentSummaryItems: paymentSummaryItems(in: calendar),
          shippingMethods: paymentShippingMethods), in: calendar)
    }
  #endif

  /// `update` with the status and the request of the later payment,
  /// if any (Apple, `PKPaymentRequestUpdate.recurringPaymentRequest`,
  /// `deferredPaymentRequest`, `automaticReloadPaymentRequest`): the
  /// regular billing's item, and the trial's for a trial, with the
  /// payment's description and management URL. A management URL that is
  /// not a URL sets no request; the loader has checked that it is an
  /// `https://` address.
  private func completed<Update: PKPaymentRequestUpdate>(_ update: Update, in calendar: Calendar) -> Update {
    update.status = errors.isEmpty ? .success : .failure
    // watchOS has the later payments' items but not their requests
    // (Apple, `PKPaymentRequestUpdate.recurringPaymentRequest`: iOS,
    // macOS and visionOS).
    #if !os(watchOS)
      guard let first = laterPayments.first, let managementURL = URL(string: first.managementURL) else {
        return update
      }
      switch first.schedule {
      case .recurring:
        let billing = { (trial: Bool) in
          laterPayments.first { $0.isTrial == trial }?.paymentSummaryItem(in: calendar)
            as? PKRecurringPaymentSummaryItem
        }
        guard let regular = billing(false) else { return update }
        let request = PKRecurringPaymentRequest(
          paymentDescription: first.paymentDescription, regularBilling: regular, managementURL: managementURL)
        request.trialBilling = billing(true)
        update.recurringPaymentRequest = request
      case .deferred:
        guard let item = first.paymentSummaryItem(in: calendar) as? PKDeferredPaymentSummaryItem else {
          return update
        }
        update.deferredPaymentRequest = PKDeferredPaymentRequest(
          paymentDescription: first.paymentDescription, deferredBilling: item, managementURL: managementURL)
      case .automaticReload:
        guard let item = first.paymentSummaryItem(in: calendar) as? PKAutomaticReloadPaymentSummaryItem else {
          return update
        }
        update.automaticReloadPaymentRequest = PKAutomaticReloadPaymentRequest(
          paymentDescription: first.paymentDescription, automaticReloadBilling: item, managementURL: managementURL)
      }
    #endif
    return update
  }
}
