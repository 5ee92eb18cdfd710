extension ShippingMethod {
  /// The delivery window in words, and the store for pickups, in English:
  /// "Arrives Tue Nov 24 - Wed Nov 25", "1400 Wynkoop St, Denver. Ready Mon Nov 16";
  /// for a DAP method abroad, then that import charges are due on delivery
  /// (RateTables/README.md, "Landed cost").
  /// ``Quote/detail(of:)`` writes it in the quote's language.
  public var detail: String { ShopperText.english.detail(deliveryDetail, type: type) }

  /// Calls `body` with the UTF-8 of ``detail``, made without a `String`
  /// when it states dates: how the writers write it.
  func withDetail<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    ShopperText.english.withDetail(deliveryDetail, type: type, body)
  }
}

extension CalendarDate {
  /// `Tue Nov 24`: English abbreviations, independent of any locale.
  public var shortText: String { ShopperText.english.shortDate(self) }
}
