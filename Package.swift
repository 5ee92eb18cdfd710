// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "CheckoutPricing",
  // RateBookHandle's Synchronization.Mutex sets the floor: macOS 15, iOS 18
  // and their siblings. PassKit's coupon code update and recurring,
  // deferred and automatic reload items (iOS 15 to 16.4) are all older.
  platforms: [.macOS(.v15), .iOS(.v18), .macCatalyst(.v18), .watchOS(.v11), .tvOS(.v18), .visionOS(.v2)],
  products: [
    .library(name: "CheckoutPricing", targets: ["CheckoutPricing"]),
    // PassKit's delegate answered from a quote, for an app on Apple's
    // platforms; elsewhere it compiles only against the tests' stand-ins.
    .library(name: "CheckoutPricingPassKit", targets: ["CheckoutPricingPassKit"]),
    .executable(name: "checkout-pricing", targets: ["checkout-pricing"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Public API

    .target(
      name: "CheckoutPricing",
      // The shopper's words in each language, as translators write them;
      // Scripts/embed-catalogs.py embeds them in CatalogText+Generated.swift.
      exclude: ["Wording/Catalogs"]
    ),
    // The PassKit mapping, an adapter of its own over the public API. Where
    // PassKit is missing it is compiled against PassKitStandIns, so the
    // tests run it on Linux; on Apple's platforms it uses PassKit itself.
    .target(
      name: "CheckoutPricingPassKit",
      dependencies: [
        "CheckoutPricing",
        .byName(name: "PassKitStandIns", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ]
    ),
    // The importers of other systems' exports (Magento, WooCommerce): a tool
    // the command-line program and the tests use, not part of the engine an
    // embedder links, so it is no product.
    .target(name: "CheckoutPricingImport", dependencies: ["CheckoutPricing"]),
    // The sample merchants of RateTables/, embedded, for the tool, the tests,
    // the benchmark and the fuzzers; the library does not link them.
    .target(name: "SampleMerchants", dependencies: ["CheckoutPricing"]),

    // MARK: - Executables

    .executableTarget(
      name: "checkout-pricing",
      dependencies: ["CheckoutPricing", "CheckoutPricingImport", "SampleMerchants"],
      path: "Sources/checkout-pricing"
    ),
    .executableTarget(
      name: "pricing-benchmark",
      dependencies: [
        "CheckoutPricing", "SampleMerchants", "DecimalReference", "MallocCounter", "BenchmarkBaselines", "SeededRandom",
      ],
      path: "Benchmarks/pricing-benchmark"
    ),
    // Saved figures and their comparison; the tests feed it doctored baselines.
    .target(name: "BenchmarkBaselines", path: "Benchmarks/BenchmarkBaselines"),
    // Counts heap allocations per quote; linked only into the benchmark.
    .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),

    // MARK: - Tests

    // The plain Foundation `Decimal` implementation that the tests prove the
    // integer engine against, and that the benchmark times side by side.
    .target(
      name: "DecimalReference",
      dependencies: ["CheckoutPricing"],
      path: "Tests/DecimalReference"
    ),
    // Stand-ins of PassKit's published signatures, empty where PassKit exists.
    .target(name: "PassKitStandIns", path: "Tests/PassKitStandIns"),
    // The seeded generator the property tests draw their cases from and the
    // benchmark draws its inputs from.
    .target(name: "SeededRandom", path: "Tests/SeededRandom"),
    // What the suites of every folder share: seeded-case runners, fixtures,
    // the sample books, the Decimal pipeline, the JSON tree and the
    // contract checker.
    .target(
      name: "TestSupport",
      dependencies: ["CheckoutPricing", "SampleMerchants", "DecimalReference", "SeededRandom"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "CheckoutPricingTests",
      dependencies: [
        "CheckoutPricing", "CheckoutPricingImport", "CheckoutPricingPassKit", "SampleMerchants", "DecimalReference",
        "checkout-pricing", "BenchmarkBaselines", "SeededRandom", "TestSupport",
        .byName(name: "PassKitStandIns", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ],
      path: "Tests/CheckoutPricingTests",
      // Real postal data the tests read from their source folder.
      exclude: ["Fixtures", "Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "MallocCounter" {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  target.swiftSettings = settings
}
