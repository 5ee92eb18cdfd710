// A stand-in for Contacts' postal address (Contacts, CNPostalAddress.h):
// every field a string, empty when unknown.
#if !canImport(PassKit)
  /// `CNPostalAddress`.
  public class CNPostalAddress {
    public var street = ""
    public var subLocality = ""
    public var city = ""
    public var subAdministrativeArea = ""
    public var state = ""
    public var postalCode = ""
    public var country = ""
    public var isoCountryCode = ""

    public init() {}
  }
#endif

#if !canImport(PassKit)
  /// `CNMutablePostalAddress`: the address an app or a test fills in.
  public final class CNMutablePostalAddress: CNPostalAddress {}
#endif
