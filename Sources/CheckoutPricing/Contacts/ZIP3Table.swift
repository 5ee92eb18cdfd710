/// Which state, territory or military code a US ZIP code belongs to, by its
/// first three digits (the ZIP3, the USPS sectional center).
///
/// The table is data (``rows``), parsed once. A ZIP3 almost always lies in
/// one state; the few that USPS routes across a state line are listed in
/// ``sharedStates`` and accept every state they serve.
package enum ZIP3Table {
  /// The main state of each ZIP3 in use, indexed by the ZIP3's value (0...999).
  static let mainStates: [String?] = parse(rows)

  /// ZIP3s that serve more than one state or territory, main state first.
  ///
  /// From the data set's own conflicts (see `rows`): 063 Fishers Island NY,
  /// 205 DHS unique ZIPs in MD and VA, 726 Lead Hill MO, 739 Texhoma TX,
  /// 834 Alta WY, 967 Pago Pago AS, 969 Guam with the Northern Mariana
  /// Islands, Micronesia, the Marshall Islands and Palau. The data set also
  /// labels a few APO/DPO box ZIPs in 099 as NJ; they belong to AE, so 099
  /// is not shared.
  static let sharedStates: [Int: [String]] = [
    63: ["CT", "NY"],
    205: ["DC", "MD", "VA"],
    726: ["AR", "MO"],
    739: ["OK", "TX"],
    834: ["ID", "WY"],
    967: ["HI", "AS"],
    969: ["GU", "MP", "FM", "MH", "PW"],
  ]

  /// The states a ZIP3 serves, main state first; empty when no ZIP code in
  /// use starts with it.
  package static func states(forZIP3 zip3: Int) -> [String] {
    statesByZIP3.indices.contains(zip3) ? statesByZIP3[zip3] : []
  }

  /// The answer of ``states(forZIP3:)`` for each ZIP3, made once, so a
  /// contact neither builds a one-state array nor hashes into
  /// ``sharedStates``.
  private static let statesByZIP3: [[String]] = mainStates.indices.map { zip3 in
    guard let main = mainStates[zip3] else { return [] }
    return sharedStates[zip3] ?? [main]
  }

  /// Parses `zip3,state` rows. They are a literal in this module, so a
  /// malformed row is a programmer error caught by the tests.
  private static func parse(_ rows: String) -> [String?] {
    var states = [String?](repeating: nil, count: 1000)
    for row in rows.split(separator: "\n") {
      let fields = row.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count == 2, fields[0].utf8.count == 3, let zip3 = Int(fields[0]), fields[1].utf8.count == 2
      else { preconditionFailure("malformed ZIP3 row '\(row)'") }
      states[zip3] = String(fields[1])
    }
    return states
  }
}
