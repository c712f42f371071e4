// swift-tools-version: 6.0
import PackageDescription

/// Linux gets SQLite, OpenSSL's libcrypto and libcurl through system-library targets;
/// Apple platforms use the SQLite3 module, CryptoKit/CommonCrypto and URLSession instead.
let linuxOnly = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
    name: "weather-sdk",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "WeatherModels", targets: ["WeatherModels"]),
        .library(name: "WeatherNetworking", targets: ["WeatherNetworking"]),
        .library(name: "WeatherProviders", targets: ["WeatherProviders"]),
        .library(name: "WeatherStore", targets: ["WeatherStore"]),
        .library(name: "WeatherAuth", targets: ["WeatherAuth"]),
        .library(name: "WeatherScheduling", targets: ["WeatherScheduling"]),
        .library(name: "WeatherSandbox", targets: ["WeatherSandbox"]),
        .library(name: "WeatherTesting", targets: ["WeatherTesting"]),
        .library(name: "WeatherUI", targets: ["WeatherUI"]),
        .library(name: "WeatherUIPreviews", targets: ["WeatherUIPreviews"]),
    ],
    targets: [
        // System libraries (Linux).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),

        // Internal (no product; `package` access): shared helpers, and the SDK's own JSON parser and decoder.
        .target(name: "WeatherCore"),
        .target(name: "WeatherJSON", dependencies: ["WeatherCore"]),

        // Products.
        .target(name: "WeatherModels", dependencies: ["WeatherCore"], resources: [.process("Resources")]),
        .target(
            name: "WeatherNetworking",
            dependencies: ["WeatherCore", "WeatherModels", "WeatherJSON", .target(name: "CCurl", condition: linuxOnly)]
        ),
        .target(
            name: "WeatherProviders",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherJSON",
                // WeatherKit's ES256 tokens: libcrypto on Linux, CryptoKit on Apple platforms.
                .target(name: "COpenSSL", condition: linuxOnly),
            ]),
        .target(
            name: "WeatherStore",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherJSON", .target(name: "CSQLite", condition: linuxOnly),
            ]
        ),
        .target(
            name: "WeatherAuth",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherJSON",
                .target(name: "COpenSSL", condition: linuxOnly),
            ],
            resources: [.process("Resources")]
        ),
        .target(
            name: "WeatherScheduling",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore", "WeatherJSON",
            ],
            resources: [.process("Resources")]
        ),
        .target(
            name: "WeatherSandbox", dependencies: ["WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherJSON"]),
        // Screen models for every flow (Observation), and SwiftUI views behind `#if canImport(SwiftUI)`.
        .target(
            name: "WeatherUI",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore", "WeatherAuth",
                "WeatherScheduling",
            ],
            resources: [.process("Resources")]
        ),
        // WeatherUI's screens wired to the sandbox, for SwiftUI previews and tests: apps add it to those only, so
        // an app that ships WeatherUI ships no sandbox code (Scripts/check-packaging.sh keeps it that way).
        .target(
            name: "WeatherUIPreviews",
            dependencies: [
                "WeatherUI", "WeatherSandbox", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore",
                "WeatherAuth", "WeatherScheduling",
            ]
        ),
        // Tools for consumers' tests: doubles for the protocols apps code against, a test clock and the recorded
        // bodies every test target uses.
        .target(
            name: "WeatherTesting",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore", "WeatherAuth",
                "WeatherScheduling",
            ],
            resources: [.copy("Fixtures")]
        ),

        // Benchmarks: one executable for the whole SDK (`swift run -c release weather-benchmarks`).
        .executableTarget(
            name: "weather-benchmarks",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherStore", "WeatherNetworking", "WeatherProviders",
                "WeatherSandbox", "WeatherTestSupport",
            ],
            path: "Benchmarks/WeatherBenchmarks"
        ),

        // Tests. WeatherTestSupport is a test-only helper target (loopback HTTP server, fixtures).
        .target(
            name: "WeatherTestSupport",
            dependencies: ["WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherTesting"],
            path: "Tests/WeatherTestSupport"
        ),
        .testTarget(name: "WeatherModelsTests", dependencies: ["WeatherCore", "WeatherModels"]),
        .testTarget(
            name: "WeatherNetworkingTests",
            dependencies: ["WeatherCore", "WeatherNetworking", "WeatherJSON", "WeatherTestSupport"]
        ),
        .testTarget(
            name: "WeatherProvidersTests",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore", "WeatherJSON",
                "WeatherSandbox", "WeatherTestSupport", "WeatherTesting", .target(name: "COpenSSL", condition: linuxOnly),
            ]
        ),
        .testTarget(
            name: "WeatherStoreTests",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherStore", "WeatherTestSupport", "WeatherTesting", "WeatherNetworking",
                "WeatherProviders",
            ]),
        .testTarget(
            name: "WeatherAuthTests",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherAuth", "WeatherTestSupport",
                "WeatherTesting",
            ]),
        .testTarget(
            name: "WeatherSchedulingTests",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherScheduling",
                "WeatherStore", "WeatherTestSupport", "WeatherTesting",
            ]
        ),
        .testTarget(
            name: "WeatherSandboxTests",
            dependencies: [
                "WeatherModels", "WeatherNetworking", "WeatherSandbox", "WeatherProviders", "WeatherStore",
                "WeatherJSON",
                "WeatherTestSupport", "WeatherTesting",
            ]
        ),
        .testTarget(
            name: "WeatherReliabilityTests",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore",
                "WeatherAuth", "WeatherScheduling", "WeatherSandbox", "WeatherJSON", "WeatherTestSupport",
                "WeatherTesting",
            ]
        ),

        // Examples: executable targets under Examples/, one per app flow, sharing the internal
        // ExampleSupport library (argument parsing, terminal output, data directory, sandbox or live).
        // ExampleTests runs the built executables as subprocesses.
        .target(
            name: "ExampleSupport",
            dependencies: [
                "WeatherCore", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore", "WeatherAuth",
                "WeatherSandbox", "WeatherUI",
            ],
            path: "Examples/ExampleSupport",
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "weather-now",
            dependencies: [
                "WeatherUI", "ExampleSupport", "WeatherModels", "WeatherProviders", "WeatherStore", "WeatherSandbox",
            ],
            path: "Examples/weather-now"
        ),
        .executableTarget(
            name: "weather-tracker",
            dependencies: ["WeatherUI", "ExampleSupport", "WeatherModels", "WeatherProviders", "WeatherStore"],
            path: "Examples/weather-tracker"
        ),
        .executableTarget(
            name: "weather-favorites",
            dependencies: [
                "WeatherUI",
                "ExampleSupport", "WeatherModels", "WeatherProviders", "WeatherStore", "WeatherAuth",
                "WeatherScheduling",
            ],
            path: "Examples/weather-favorites"
        ),
        .executableTarget(
            name: "weather-list",
            dependencies: [
                "WeatherUI", "ExampleSupport", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore",
            ],
            path: "Examples/weather-list"
        ),
        .executableTarget(
            name: "weather-history",
            dependencies: [
                "WeatherUI", "ExampleSupport", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore",
            ],
            path: "Examples/weather-history"
        ),
        .executableTarget(
            name: "weather-app",
            dependencies: [
                "ExampleSupport", "WeatherUI", "WeatherUIPreviews", "WeatherModels", "WeatherProviders", "WeatherStore",
            ],
            path: "Examples/weather-app"
        ),
        .testTarget(
            name: "WeatherUITests",
            dependencies: [
                "WeatherUI", "WeatherModels", "WeatherProviders", "WeatherStore", "WeatherAuth", "WeatherScheduling",
                "WeatherSandbox", "WeatherNetworking", "WeatherTestSupport", "WeatherTesting",
            ]
        ),
        .testTarget(
            name: "WeatherTestingTests",
            dependencies: [
                "WeatherTesting", "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore",
                "WeatherAuth", "WeatherScheduling", "WeatherSandbox",
            ]
        ),
        .testTarget(
            name: "WeatherUIPreviewsTests",
            dependencies: [
                "WeatherUIPreviews", "WeatherUI", "WeatherModels", "WeatherProviders", "WeatherStore", "WeatherAuth",
                "WeatherScheduling", "WeatherSandbox", "WeatherNetworking",
            ]
        ),
        .testTarget(
            name: "ExampleSupportTests",
            dependencies: ["ExampleSupport", "WeatherCore", "WeatherModels", "WeatherStore", "WeatherAuth"]
        ),
        .testTarget(
            name: "ExampleTests",
            dependencies: ["weather-favorites", "weather-list", "weather-history"]
        ),

        // Documentation: every Swift sample of the DocC articles also lives in a test file.
        .testTarget(name: "DocumentationTests"),
    ],
    swiftLanguageModes: [.v6]
)
