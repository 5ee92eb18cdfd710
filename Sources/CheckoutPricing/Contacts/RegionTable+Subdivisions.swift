extension RegionTable {
  // USPS state and territory abbreviations (Publication 28, appendix B):
  // the 50 states, DC, the five inhabited territories, the three freely
  // associated states that use US ZIP codes (969xx), and the military "states"
  // for APO/FPO/DPO addresses. The first name is the one messages use.
  // The states', DC's and inhabited territories' codes are also their
  // ISO 3166-2:US codes without the `US-` prefix (`US-NY`), so a state
  // PassKit sends by name ("New York") or by code gives the same code.
  static let unitedStatesRows = """
    AL,Alabama
    AK,Alaska
    AZ,Arizona
    AR,Arkansas
    CA,California
    CO,Colorado
    CT,Connecticut
    DE,Delaware
    FL,Florida
    GA,Georgia
    HI,Hawaii;Hawaiʻi
    ID,Idaho
    IL,Illinois
    IN,Indiana
    IA,Iowa
    KS,Kansas
    KY,Kentucky
    LA,Louisiana
    ME,Maine
    MD,Maryland
    MA,Massachusetts
    MI,Michigan
    MN,Minnesota
    MS,Mississippi
    MO,Missouri
    MT,Montana
    NE,Nebraska
    NV,Nevada
    NH,New Hampshire
    NJ,New Jersey
    NM,New Mexico
    NY,New York
    NC,North Carolina
    ND,North Dakota
    OH,Ohio
    OK,Oklahoma
    OR,Oregon
    PA,Pennsylvania
    RI,Rhode Island
    SC,South Carolina
    SD,South Dakota
    TN,Tennessee
    TX,Texas
    UT,Utah
    VT,Vermont
    VA,Virginia
    WA,Washington
    WV,West Virginia
    WI,Wisconsin
    WY,Wyoming
    DC,District of Columbia;Washington DC;Washington, D.C.
    PR,Puerto Rico
    VI,U.S. Virgin Islands;Virgin Islands;United States Virgin Islands;Virgin Islands of the United States
    GU,Guam
    AS,American Samoa
    MP,Northern Mariana Islands;Commonwealth of the Northern Mariana Islands
    FM,Federated States of Micronesia;Micronesia
    MH,Marshall Islands
    PW,Palau
    AA,Armed Forces Americas;Armed Forces Americas (except Canada)
    AE,Armed Forces Europe;Armed Forces Africa;Armed Forces Canada;Armed Forces Middle East;Armed Forces Europe, the Middle East, and Canada
    AP,Armed Forces Pacific
    """

  // Canada Post's province and territory symbols, with the French names and
  // the old symbols (PQ, NF, YK) still seen in address books. The symbols
  // are the ISO 3166-2:CA codes without the `CA-` prefix (`CA-QC`).
  static let canadaRows = """
    AB,Alberta
    BC,British Columbia;Colombie-Britannique
    MB,Manitoba
    NB,New Brunswick;Nouveau-Brunswick
    NL,Newfoundland and Labrador;Newfoundland;Terre-Neuve-et-Labrador;NF
    NS,Nova Scotia;Nouvelle-Écosse
    NT,Northwest Territories;Territoires du Nord-Ouest
    NU,Nunavut
    ON,Ontario
    PE,Prince Edward Island;Île-du-Prince-Édouard;PEI
    QC,Quebec;Québec;PQ
    SK,Saskatchewan
    YT,Yukon;Yukon Territory;YK
    """

  // ISO 3166-2:AU states and territories.
  static let australiaRows = """
    NSW,New South Wales
    VIC,Victoria
    QLD,Queensland
    SA,South Australia
    WA,Western Australia
    TAS,Tasmania
    NT,Northern Territory
    ACT,Australian Capital Territory
    """
}
