import Foundation

extension DeliveryWindow {
  /// The window as a `PKDateComponentsRange(start:end:)`, from its first
  /// and last days (Apple, `PKShippingMethod.dateComponentsRange`); `nil`
  /// when PassKit refuses the range.
  public var dateComponentsRange: PKDateComponentsRange? {
    PKDateComponentsRange(start: earliest.dateComponents, end: latest.dateComponents)
  }
}
