import Foundation
import Testing
import WeatherAuth
import WeatherNetworking
import WeatherProviders
import WeatherSandbox

/// Secrets the tests hand to the SDK; none of them may ever show up in text the SDK produces.
enum Sentinel {
    static let apiKey = "SENTINEL-API-KEY-5c2e9d"
    static let password = "SENTINEL-PASSWORD-81fa07"
    static let idToken = "SENTINEL-ID-TOKEN-3b6d14"
    static let refreshToken = "SENTINEL-REFRESH-TOKEN-9e0c77"
    static let passphrase = "SENTINEL-PASSPHRASE-40d2aa"
    static let vaultSecret = "SENTINEL-VAULT-SECRET-e71b3c"

    static let all = [apiKey, password, idToken, refreshToken, passphrase, vaultSecret]

    /// The email address the sign-in calls use; not a secret.
    static let email = "reliability@example.com"

    /// A Firebase `signInWithPassword` answer carrying the sentinel tokens.
    static let firebaseSignInBody = """
        {"kind":"identitytoolkit#VerifyPasswordResponse","localId":"uid-reliability",\
        "email":"reliability@example.com","displayName":"","idToken":"\(idToken)",\
        "registered":true,"refreshToken":"\(refreshToken)","expiresIn":"3600"}
        """
}

/// What a client call is given: where to send, how, and how to retry and log.
struct CallEnvironment: Sendable {
    var baseURL: URL
    var transport: any HTTPTransport
    var retryPolicy: RetryPolicy
    var clock: any Clock<Duration>
    var logger: HTTPLogger?
    /// Each attempt's timeout, when the call should not use the default.
    var attemptTimeout: Duration? = nil

    /// `configuration` with this environment's attempt timeout.
    func applied<Configuration: HTTPClientConfigurable>(to configuration: Configuration) -> Configuration {
        var configuration = configuration
        configuration.httpOptions.attemptTimeout = attemptTimeout ?? configuration.httpOptions.attemptTimeout
        return configuration
    }
}

/// One public call of one client, with a recorded body it succeeds on, so fault and fuzz tests run it
/// against anything the network may return.
struct ClientCall: Sendable, CustomTestStringConvertible {
    /// The client and call, for example `OpenWeather.weather(at:)`.
    var name: String
    /// The recorded body the call decodes, relative to the fixtures folder, or an inline body.
    var body: Body
    /// Makes the call; returns what it produced, so a fuzzed success can be inspected.
    var run: @Sendable (CallEnvironment) async throws -> any Sendable

    enum Body: Sendable {
        case fixture(String)
        case inline(String)
        /// A JSON array of the fixtures at these paths, as a multi-place request is answered.
        case array([String])

        /// The body bytes.
        func data() throws -> Data {
            switch self {
            case .fixture(let path): return try Fixtures.data(path)
            case .inline(let text): return Data(text.utf8)
            case .array(let paths):
                var data = Data("[".utf8)
                for (index, path) in paths.enumerated() {
                    if index > 0 { data.append(UInt8(ascii: ",")) }
                    data.append(try Fixtures.data(path))
                }
                data.append(UInt8(ascii: "]"))
                return data
            }
        }
    }

    var testDescription: String { name }

    /// The body bytes.
    func bodyData() throws -> Data {
        try body.data()
    }

    /// Whether this call's errors are ``AuthError``s (Firebase) rather than `WeatherError`s.
    var isAuthentication: Bool { name.hasPrefix("Firebase") }

    static let berlin = (latitude: 52.52, longitude: 13.41)

    /// One call per client, the one the fault matrix drives.
    static let primary: [ClientCall] = [
        openWeatherOneCall, weatherAPICurrent, freeTestAllCities, openMeteoForecast, firebaseSignIn,
    ]

    /// The public calls of every client and composite that read a body, for the fuzzer: each decoding and
    /// mapping path (a call that only repeats one here, such as a raw-response variant or another way of
    /// naming the place, is left out), and each step of the calls that take several bodies.
    static let all: [ClientCall] =
        primary + [
            openWeatherCurrent, openWeatherForecast, openWeatherGeocoding, openWeatherZip, openWeatherAirQuality,
            weatherAPIForecast, weatherAPISearch, openMeteoGeocoding, metNorwayForecast, nationalWeatherServicePoint,
            weatherKitAvailability,
        ] + weatherKitWeather + nationalWeatherServiceWeather + [
            openMeteoPastWeather, openMeteoAirQualityForecast, openMeteoAirQuality, openMeteoBatch,
            openWeatherPastWeather, openWeatherPastDay, openWeatherAirQualityHistory, openWeatherReverseGeocoding,
            weatherAPIPastWeather, weatherAPIAstronomy, weatherAPIForecastWithAirQuality, freeTestCityPages,
            freeTestCity, firebaseSignUp, firebaseRefreshSession, firebaseValidIDToken, firebaseAccount,
            firebaseDeleteAccount, failover, filling,
        ]

    static let metNorwayForecast = ClientCall(
        name: "METNorway.weather(at:)", body: .fixture("metno/compact/london-altitude25-2020-07.json")
    ) { environment in
        let client = METNorwayClient(
            transport: environment.transport, baseURL: environment.baseURL,
            configuration: environment.applied(
                to: .init(
                    userAgent: "WeatherSDKReliability/1.0 tests@example.com", retryPolicy: environment.retryPolicy,
                    clock: environment.clock, logger: environment.logger)))
        return try await client.weather(at: Coordinate(latitude: 51.5, longitude: -0.12), including: .all)
    }

    /// The first step of every National Weather Service call, the one that takes a single body; the
    /// forecasts and alerts that follow are decoded by the same decoder and checked by the fixture tests.
    static let nationalWeatherServicePoint = ClientCall(
        name: "NationalWeatherService.point(at:)", body: .fixture("nws/points/new-york-40.7128--74.006-2026-01.json")
    ) { environment in
        try await nationalWeatherService(environment).point(at: Coordinate(latitude: 40.7128, longitude: -74.006))
            .properties.gridId
    }

    /// WeatherKit's first call, signed with a key made for the sandbox.
    static let weatherKitAvailability = ClientCall(
        name: "WeatherKit.availableDataSets(at:)",
        body: .fixture("weatherkit/availability/five-datasets-with-weatherAlerts-2022.json")
    ) { environment in
        try await weatherKit(environment).availableDataSets(at: Coordinate(latitude: 40.7128, longitude: -74.006)).name
    }

    static let openWeatherAirQuality = ClientCall(
        name: "OpenWeather.airQuality(at:)",
        body: .fixture("openweather/air-pollution/asuncion-paraguay-aqi4-2024-09.json")
    ) { environment in
        let air = try await openWeather(environment).airQuality(at: Coordinate(latitude: -25.26, longitude: -57.64))
        return air.usAQI?.value ?? -1
    }

    static let openWeatherOneCall = ClientCall(
        name: "OpenWeather.weather(at:)", body: .fixture("openweather/onecall3/denver-imperial-exclude-minutely.json")
    ) { environment in
        try await openWeather(environment).weather(at: Coordinate(latitude: 39.74, longitude: -104.99), including: .all)
    }

    static let openWeatherCurrent = ClientCall(
        name: "OpenWeather.currentWeather(city:)", body: .fixture("openweather/current/london-q.json")
    ) { environment in
        try await openWeather(environment).currentWeather(city: "London")
    }

    static let openWeatherForecast = ClientCall(
        name: "OpenWeather.forecast(at:)", body: .fixture("openweather/forecast5/london-latlon.json")
    ) { environment in
        try await openWeather(environment).forecast(at: Coordinate(latitude: 51.51, longitude: -0.13))
    }

    static let openWeatherGeocoding = ClientCall(
        name: "OpenWeather.places(matching:)", body: .fixture("openweather/geo-direct/london-5-results-2021.json")
    ) { environment in
        try await openWeather(environment).places(matching: "London", limit: 5)
    }

    static let openWeatherZip = ClientCall(
        name: "OpenWeather.place(zip:country:)", body: .fixture("openweather/geo-zip/28105-us.json")
    ) { environment in
        try await openWeather(environment).place(zip: "28105", country: "US")
    }

    static let weatherAPICurrent = ClientCall(
        name: "WeatherAPI.weather(for:)", body: .fixture("weatherapi/current/london-2020.json")
    ) { environment in
        try await weatherAPI(environment).weather(for: "London")
    }

    static let weatherAPIForecast = ClientCall(
        name: "WeatherAPI.forecast(for:days:)", body: .fixture("weatherapi/forecast/moscow-2day-aqi-alerts-2025.json")
    ) { environment in
        try await weatherAPI(environment).forecast(for: "Moscow", days: 2)
    }

    static let weatherAPISearch = ClientCall(
        name: "WeatherAPI.places(matching:)", body: .fixture("weatherapi/search/berlin-5-results.json")
    ) { environment in
        try await weatherAPI(environment).places(matching: "Berlin", limit: 5)
    }

    static let freeTestAllCities = ClientCall(
        name: "FreeTestAPI.allCities()", body: .fixture("freetestapi/weathers/all-51-items.json")
    ) { environment in
        try await FreeTestWeatherClient(
            transport: environment.transport, baseURL: environment.baseURL,
            configuration: environment.applied(
                to: .init(retryPolicy: environment.retryPolicy, clock: environment.clock, logger: environment.logger))
        ).allCities()
    }

    static let openMeteoForecast = ClientCall(
        name: "OpenMeteo.weather(at:)", body: .fixture("openmeteo/forecast/berlin-weather-code-all-blocks.json")
    ) { environment in
        try await openMeteo(environment).weather(
            at: Coordinate(latitude: berlin.latitude, longitude: berlin.longitude), including: .all)
    }

    static let openMeteoGeocoding = ClientCall(
        name: "OpenMeteo.places(matching:)", body: .fixture("openmeteo/geocoding/cordoba-count-1.json")
    ) { environment in
        try await openMeteo(environment).places(matching: "Córdoba", limit: 1)
    }

    static let firebaseSignIn = ClientCall(
        name: "Firebase.signIn(email:password:)", body: .inline(Sentinel.firebaseSignInBody)
    ) { environment in
        try await firebase(environment).signIn(email: Sentinel.email, password: Sentinel.password)
    }

    static func openWeather(_ environment: CallEnvironment) -> OpenWeatherClient {
        OpenWeatherClient(
            apiKey: Sentinel.apiKey, transport: environment.transport, baseURL: environment.baseURL,
            configuration: environment.applied(
                to: .init(
                    units: .imperial, retryPolicy: environment.retryPolicy, clock: environment.clock,
                    logger: environment.logger)))
    }

    static func weatherAPI(_ environment: CallEnvironment) -> WeatherAPIClient {
        WeatherAPIClient(
            apiKey: Sentinel.apiKey, transport: environment.transport, baseURL: environment.baseURL,
            configuration: environment.applied(
                to: .init(retryPolicy: environment.retryPolicy, clock: environment.clock, logger: environment.logger)))
    }

    static func openMeteo(_ environment: CallEnvironment) -> OpenMeteoClient {
        OpenMeteoClient(
            transport: environment.transport, baseURL: environment.baseURL,
            configuration: environment.applied(
                to: .init(retryPolicy: environment.retryPolicy, clock: environment.clock, logger: environment.logger)))
    }

    /// A Firebase service for `environment`, sending through `transport` (the environment's when `nil`) and
    /// reading the time from `now`.
    static func firebase(
        _ environment: CallEnvironment, transport: (any HTTPTransport)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> FirebaseAuthService {
        var configuration = FirebaseAuthService.Configuration(
            identityToolkitURL: environment.baseURL, secureTokenURL: environment.baseURL,
            retryPolicy: environment.retryPolicy, clock: environment.clock, logger: environment.logger)
        configuration.httpOptions.attemptTimeout =
            environment.attemptTimeout ?? configuration.httpOptions.attemptTimeout
        return FirebaseAuthService(
            apiKey: Sentinel.apiKey, transport: transport ?? environment.transport, configuration: configuration,
            now: now)
    }

    static func nationalWeatherService(
        _ environment: CallEnvironment, transport: (any HTTPTransport)? = nil
    ) -> NationalWeatherServiceClient {
        NationalWeatherServiceClient(
            transport: transport ?? environment.transport, baseURL: environment.baseURL,
            configuration: environment.applied(
                to: .init(
                    userAgent: "WeatherSDKReliability/1.0 tests@example.com", retryPolicy: environment.retryPolicy,
                    clock: environment.clock, logger: environment.logger)))
    }

    /// A WeatherKit client signing with a key made for the sandbox.
    static func weatherKit(_ environment: CallEnvironment, transport: (any HTTPTransport)? = nil) -> WeatherKitClient {
        let credentials = WeatherKitREST.Credentials(
            teamID: "RELIABILITY", serviceID: "tests.reliability", keyID: "TESTKEY",
            privateKey: SandboxTransport.weatherKitSandboxKey)
        return WeatherKitClient(
            transport: transport ?? environment.transport, baseURL: environment.baseURL,
            configuration: environment.applied(
                to: .init(
                    credentials: credentials, retryPolicy: environment.retryPolicy, clock: environment.clock,
                    logger: environment.logger)))
    }
}
