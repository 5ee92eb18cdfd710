/// One line of a shopper's cart, in the merchant's currency.
public struct CartLine: Sendable, Hashable, Identifiable {
  /// The merchant's identifier of the line, unique in the cart. Allocation
  /// ties are broken by it, so results never depend on the order of lines.
  public var id: String
  /// The product name, for explanations.
  public var label: String
  /// The price of one unit: exclusive or inclusive of tax as the merchant's
  /// manifest says.
  public var unitPrice: Amount
  /// How many units, at least 1.
  public var quantity: Int64
  /// The weight of one unit, if known; a line without weight weighs nothing.
  public var weight: Weight?
  /// The size of one unit, for dimensional weight, if known.
  public var dimensions: Dimensions?
  /// The tax category: `standard`, `reduced`, `zero`, `exempt` or one the
  /// merchant defines; also what coupons and shipping exclusions select on.
  public var category: String
  /// When the line is paid: now (the default), every interval, on a later
  /// day, or now and on each reload (the JSON contract article, "Payments later").
  public var paymentTiming: PaymentTiming
  /// The goods' customs classification, for duties abroad; `nil` to take
  /// the one `classifications.csv` gives the line's category, if any
  /// (`RateTables/README.md`, "Landed cost").
  public var hsCode: HSCode? {
    get {
      let length = UInt8(truncatingIfNeeded: classification >> 36 & 0xF)
      return length == 0 ? nil : HSCode(value: classification & Self.codeMask, length: length)
    }
    set {
      classification &= ~(Self.codeMask | 0xF << 36)
      if let code = newValue { classification |= code.value | UInt64(code.length) << 36 }
    }
  }
  /// The country the goods originate in, for duties abroad; `nil` to take
  /// the one `classifications.csv` gives the line's category, if any.
  public var originCountry: CountryCode? {
    get {
      let letters = UInt16(truncatingIfNeeded: classification >> 40)
      return letters == 0 ? nil : CountryCode(letters: letters)
    }
    set {
      classification &= ~(0xFFFF << 40)
      classification |= UInt64(newValue?.letters ?? 0) << 40
    }
  }
  /// The HS code's digits (bits 0 to 35: 10 digits are below 2^34), its
  /// length (bits 36 to 39, 0 for none) and the origin's two letters (bits
  /// 40 to 55, 0 for none), in 8 bytes: every stage copies a line, so its
  /// classification is packed rather than held as two optionals.
  private var classification: UInt64 = 0
  private static let codeMask: UInt64 = (1 << 36) - 1

  /// Creates a line.
  public init(
    id: String, label: String, unitPrice: Amount, quantity: Int64, weight: Weight? = nil,
    dimensions: Dimensions? = nil, category: String = CartLine.standardCategory,
    paymentTiming: PaymentTiming = .immediate, hsCode: HSCode? = nil, originCountry: CountryCode? = nil
  ) {
    self.id = id
    self.label = label
    self.unitPrice = unitPrice
    self.quantity = quantity
    self.weight = weight
    self.dimensions = dimensions
    self.category = category
    self.paymentTiming = paymentTiming
    if let hsCode { self.hsCode = hsCode }
    if let originCountry { self.originCountry = originCountry }
  }

  /// The unit price times the quantity.
  ///
  /// - Throws: ``MoneyError/Code/overflow``.
  public func extendedPrice() throws(MoneyError) -> Amount {
    try unitPrice.multiplied(by: quantity)
  }
}

extension CartLine {
  /// The category of a line that names none, and the one whose rates a
  /// category without rates of its own takes: `standard`.
  public static let standardCategory = "standard"
  /// The category of a line that sells a gift card: a multi-purpose
  /// voucher, not taxed when sold, not shipped without a weight, not
  /// lowered by discounts, and paid now (`RateTables/README.md`, "Selling a
  /// gift card").
  public static let giftCardCategory = "giftCard"
}
