// swift-tools-version: 6.0
import PackageDescription

/// Linux gets SQLite, OpenSSL's libcrypto and libcurl through system-library targets;
/// Apple platforms use the SQLite3 module, CryptoKit/CommonCrypto and URLSession instead.
let linuxOnly = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
    name: "WeatherSDK",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "WeatherModels", targets: ["WeatherModels"]),
        .library(name: "WeatherNetworking", targets: ["WeatherNetworking"]),
        .library(name: "WeatherProviders", targets: ["WeatherProviders"]),
        .library(name: "WeatherStore", targets: ["WeatherStore"]),
        .library(name: "WeatherAuth", targets: ["WeatherAuth"]),
        .library(name: "WeatherScheduling", targets: ["WeatherScheduling"]),
        .library(name: "WeatherSandbox", targets: ["WeatherSandbox"]),
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

        // Internal: the SDK's own JSON parser and decoder (no product; `package` access).
        .target(name: "WeatherJSON"),

        // Products.
        .target(name: "WeatherModels"),
        .target(
            name: "WeatherNetworking",
            dependencies: ["WeatherModels", "WeatherJSON", .target(name: "CCurl", condition: linuxOnly)]
        ),
        .target(name: "WeatherProviders", dependencies: ["WeatherModels", "WeatherNetworking", "WeatherJSON"]),
        .target(
            name: "WeatherStore",
            dependencies: ["WeatherModels", "WeatherJSON", .target(name: "CSQLite", condition: linuxOnly)]
        ),
        .target(
            name: "WeatherAuth",
            dependencies: [
                "WeatherModels", "WeatherNetworking", "WeatherJSON", .target(name: "COpenSSL", condition: linuxOnly),
            ]
        ),
        .target(
            name: "WeatherScheduling",
            dependencies: ["WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore", "WeatherJSON"]
        ),
        .target(name: "WeatherSandbox", dependencies: ["WeatherModels", "WeatherNetworking", "WeatherJSON"]),

        // Benchmarks: one executable for the whole SDK (`swift run -c release weather-benchmarks`).
        .executableTarget(
            name: "weather-benchmarks",
            dependencies: [
                "WeatherModels", "WeatherStore", "WeatherNetworking", "WeatherProviders", "WeatherSandbox",
                "WeatherTestSupport",
            ],
            path: "Benchmarks/WeatherBenchmarks"
        ),

        // Tests. WeatherTestSupport is a test-only helper target (loopback HTTP server, fixtures).
        .target(
            name: "WeatherTestSupport",
            dependencies: ["WeatherNetworking"],
            path: "Tests/WeatherTestSupport"
        ),
        .testTarget(name: "WeatherModelsTests", dependencies: ["WeatherModels"]),
        .testTarget(
            name: "WeatherNetworkingTests",
            dependencies: ["WeatherNetworking", "WeatherJSON", "WeatherTestSupport"]
        ),
        .testTarget(
            name: "WeatherProvidersTests",
            dependencies: ["WeatherProviders", "WeatherJSON", "WeatherTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "WeatherStoreTests", dependencies: ["WeatherStore", "WeatherTestSupport"]),
        .testTarget(name: "WeatherAuthTests", dependencies: ["WeatherAuth", "WeatherTestSupport"]),
        .testTarget(
            name: "WeatherSchedulingTests",
            dependencies: ["WeatherScheduling", "WeatherStore", "WeatherTestSupport"]
        ),
        .testTarget(
            name: "WeatherSandboxTests",
            dependencies: ["WeatherSandbox", "WeatherProviders", "WeatherJSON", "WeatherTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "WeatherReliabilityTests",
            dependencies: [
                "WeatherModels", "WeatherNetworking", "WeatherProviders", "WeatherStore", "WeatherAuth",
                "WeatherScheduling", "WeatherSandbox", "WeatherJSON", "WeatherTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),

        // Examples: executable targets under Examples/, one per app flow, sharing the internal
        // ExampleSupport library (argument parsing, terminal output, data directory, sandbox or live).
        // ExampleTests runs the built executables as subprocesses.
        .target(
            name: "ExampleSupport",
            dependencies: ["WeatherModels", "WeatherNetworking", "WeatherStore", "WeatherAuth", "WeatherSandbox"],
            path: "Examples/ExampleSupport"
        ),
        .executableTarget(
            name: "weather-now",
            dependencies: ["ExampleSupport", "WeatherModels", "WeatherProviders", "WeatherStore"],
            path: "Examples/weather-now"
        ),
        .executableTarget(
            name: "weather-tracker",
            dependencies: ["ExampleSupport", "WeatherModels", "WeatherProviders", "WeatherStore"],
            path: "Examples/weather-tracker"
        ),
        .executableTarget(
            name: "weather-favorites",
            dependencies: [
                "ExampleSupport", "WeatherModels", "WeatherProviders", "WeatherStore", "WeatherAuth",
                "WeatherScheduling",
            ],
            path: "Examples/weather-favorites"
        ),
        .executableTarget(
            name: "weather-list",
            dependencies: ["ExampleSupport", "WeatherModels", "WeatherProviders", "WeatherStore"],
            path: "Examples/weather-list"
        ),
        .executableTarget(
            name: "weather-history",
            dependencies: ["ExampleSupport", "WeatherModels", "WeatherProviders", "WeatherStore"],
            path: "Examples/weather-history"
        ),
        .testTarget(
            name: "ExampleSupportTests",
            dependencies: ["ExampleSupport", "WeatherModels", "WeatherStore", "WeatherAuth"]
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
