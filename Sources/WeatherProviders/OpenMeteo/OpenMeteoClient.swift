import Foundation
import WeatherNetworking

/// A client for Open-Meteo's free forecast and geocoding APIs. No key is needed.
///
/// It requests current conditions, 15-minute precipitation, hourly and daily forecasts in one call
/// (`timezone=auto`, wind in m/s), maps them to `Weather` in the place's time zone, and searches places
/// by name. Open-Meteo has no reverse geocoding, so ``place(at:)`` always returns `nil`.
///
/// ```swift
/// let client = OpenMeteoClient()
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let weather = try await client.weather(at: berlin)
/// print(weather.current?.temperature ?? "no current block")
/// let places = try await client.places(matching: "Córdoba", limit: 3)
/// ```
///
/// Many places cost one request per ``maximumLocationsPerRequest`` (50) of them:
/// `try await client.weather(at: favorites)` sends comma lists of coordinates and reads the array the
/// service returns (see ``weather(at:including:maximumConcurrentRequests:)``).
///
/// Errors are `WeatherError`s: `.badRequest` with the service's `reason` for a 400, `.rateLimited`
/// for a 429, `.invalidInput` for an empty query or a limit below 1.
public struct OpenMeteoClient: WeatherProvider, PlaceSearching, CustomStringConvertible {
    /// The forecast API's base URL, `https://api.open-meteo.com/v1`.
    public static let defaultBaseURL = URL(string: "https://api.open-meteo.com/v1")!
    /// The geocoding API's base URL, `https://geocoding-api.open-meteo.com/v1`.
    public static let defaultGeocodingBaseURL = URL(string: "https://geocoding-api.open-meteo.com/v1")!
    /// The air-quality API's base URL, `https://air-quality-api.open-meteo.com/v1`.
    public static let defaultAirQualityBaseURL = URL(string: "https://air-quality-api.open-meteo.com/v1")!
    /// The historical weather API's base URL, `https://archive-api.open-meteo.com/v1`.
    public static let defaultArchiveBaseURL = URL(string: "https://archive-api.open-meteo.com/v1")!

    /// Options for the requests the client makes.
    public struct Configuration: Sendable, HTTPClientConfigurable {
        /// The temperature unit requested. Mapped values are converted to the SDK's units whichever is
        /// asked, so the units are not an app's option; the SDK's tests ask for others. Default Celsius.
        package var temperatureUnit: OpenMeteo.TemperatureUnit
        /// The wind-speed unit requested. Default metres per second.
        package var windSpeedUnit: OpenMeteo.WindSpeedUnit
        /// The precipitation unit requested. Default millimetres.
        package var precipitationUnit: OpenMeteo.PrecipitationUnit
        /// The number of forecast days, 1 to 16. Default 7.
        public var forecastDays: Int
        /// Weather models to request (`models=`), best first; empty for the service's best match.
        public var models: [String]
        /// The language of place names in search results (lower-case ISO 639-1). By default the language of
        /// the app's locale (`Locale.current`); Open-Meteo answers in English where it has no name.
        public var language: String
        /// The timeout, retries, call budget, clocks, logging and decoder of every request; their
        /// fields read as the configuration's own (`configuration.retryPolicy`).
        public var httpOptions: HTTPClientOptions

        /// Creates a configuration; every parameter has the default described on its property.
        public init(
            forecastDays: Int = 7,
            models: [String] = [],
            language: String = ServiceLanguage.languageCode(of: Locale.current.identifier),
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.init(
                temperatureUnit: .celsius, forecastDays: forecastDays, models: models, language: language,
                attemptTimeout: attemptTimeout, retryPolicy: retryPolicy, rateLimiter: rateLimiter, clock: clock,
                now: now,
                logger: logger)
        }

        /// Creates a configuration that asks for other units than the SDK's.
        package init(
            temperatureUnit: OpenMeteo.TemperatureUnit,
            windSpeedUnit: OpenMeteo.WindSpeedUnit = .metersPerSecond,
            precipitationUnit: OpenMeteo.PrecipitationUnit = .millimeters,
            forecastDays: Int = 7,
            models: [String] = [],
            language: String = ServiceLanguage.languageCode(of: Locale.current.identifier),
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.temperatureUnit = temperatureUnit
            self.windSpeedUnit = windSpeedUnit
            self.precipitationUnit = precipitationUnit
            self.forecastDays = forecastDays
            self.models = models
            self.language = language
            self.httpOptions = HTTPClientOptions(
                attemptTimeout: attemptTimeout, retryPolicy: retryPolicy, rateLimiter: rateLimiter, clock: clock,
                now: now,
                logger: logger)
        }
    }

    /// The options this client was created with.
    public let configuration: Configuration
    /// Where forecast requests go.
    public let baseURL: URL
    /// Where geocoding requests go.
    public let geocodingBaseURL: URL
    /// Where past-weather requests go.
    public let archiveBaseURL: URL
    /// Where air-quality requests go.
    public let airQualityBaseURL: URL
    private let forecastClient: APIClient
    private let geocodingClient: APIClient
    let archiveClient: APIClient
    let airQualityClient: APIClient

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - transport: Sends the HTTP requests; inject one in tests. Default `URLSessionTransport()`.
    ///   - baseURL: The forecast API's base URL. Default ``defaultBaseURL``.
    ///   - geocodingBaseURL: The geocoding API's base URL. Default ``defaultGeocodingBaseURL`` when
    ///     `baseURL` is the default, else `baseURL` itself (so one test server can answer both).
    ///   - archiveBaseURL: The historical weather API's base URL, chosen like `geocodingBaseURL`.
    ///   - airQualityBaseURL: The air-quality API's base URL, chosen like `geocodingBaseURL`.
    ///   - configuration: Units, forecast length, models, language, retries and logging.
    public init(
        transport: any HTTPTransport = URLSessionTransport(),
        baseURL: URL = OpenMeteoClient.defaultBaseURL,
        geocodingBaseURL: URL? = nil,
        archiveBaseURL: URL? = nil,
        airQualityBaseURL: URL? = nil,
        configuration: Configuration = Configuration()
    ) {
        self.configuration = configuration
        self.baseURL = baseURL
        self.geocodingBaseURL =
            geocodingBaseURL ?? (baseURL == Self.defaultBaseURL ? Self.defaultGeocodingBaseURL : baseURL)
        self.archiveBaseURL = archiveBaseURL ?? (baseURL == Self.defaultBaseURL ? Self.defaultArchiveBaseURL : baseURL)
        self.airQualityBaseURL =
            airQualityBaseURL ?? (baseURL == Self.defaultBaseURL ? Self.defaultAirQualityBaseURL : baseURL)
        func client(_ url: URL) -> APIClient {
            APIClient(
                configuration: APIClient.Configuration(
                    baseURL: url, transport: transport, options: configuration.httpOptions,
                    service: OpenMeteo.service.name,
                    errorRecognizer: OpenMeteo.errorRecognizer))
        }
        self.forecastClient = client(baseURL)
        self.geocodingClient = client(self.geocodingBaseURL)
        self.archiveClient = client(self.archiveBaseURL)
        self.airQualityClient = client(self.airQualityBaseURL)
    }

    /// Whether the answers are live or the sandbox's, from the transport.
    public var dataOrigin: DataOrigin { forecastClient.dataOrigin }

    /// Everything but alerts, which Open-Meteo does not have.
    public var supportedDataSets: WeatherDataSet { [.current, .minutely, .hourly, .daily] }

    /// Names the provider and the options that change its answers, for cache keys: the forecast length,
    /// the models and the search language. Units are left out, since mapped values are always in the SDK's.
    public var cacheNamespace: String {
        var parts = ["open-meteo", "days=\(configuration.forecastDays)", "lang=\(configuration.language.lowercased())"]
        if !configuration.models.isEmpty {
            parts.append("models=" + configuration.models.joined(separator: ","))
        }
        return parts.joined(separator: "|")
    }

    /// A short description naming the hosts it talks to.
    public var description: String {
        "OpenMeteoClient(forecast: \(baseURL.redactedDescription), geocoding: \(geocodingBaseURL.redactedDescription))"
    }

    /// The weather at `coordinate` as the SDK's `Weather`, in the place's time zone.
    ///
    /// `.current`, `.minutely` (15-minute precipitation), `.hourly` and `.daily` are requested as asked;
    /// Open-Meteo has no alerts, so `.alerts` adds nothing.
    ///
    /// - Throws: `WeatherError` (`.badRequest` with the service's reason, `.rateLimited`, `.network`,
    ///   `.decoding`…).
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        // Mapped within the call, so its deadline and cancellation cover the mapping too.
        try await forecastClient.send(OpenMeteo.forecastRequest(at: coordinate, including: dataSets, configuration)) {
            try weather(from: $0, at: coordinate)
        }
    }

    /// `response` mapped to the SDK's `Weather` for `coordinate`.
    func weather(from response: OpenMeteo.ForecastResponse, at coordinate: Coordinate) throws -> Weather {
        do {
            return try response.weather(
                at: coordinate,
                fetchedAt: configuration.now(),
                models: configuration.models,
                temperatureUnit: configuration.temperatureUnit,
                windSpeedUnit: configuration.windSpeedUnit,
                precipitationUnit: configuration.precipitationUnit,
                origin: dataOrigin
            )
        } catch let error as WeatherError {
            throw error
        } catch {
            throw WeatherError(.decoding, message: "Could not map the Open-Meteo forecast.", underlying: error)
        }
    }

    /// The raw forecast bodies for `coordinates` from one request, in the same order.
    ///
    /// Open-Meteo takes comma lists of latitudes and longitudes and answers with an array; keep each call
    /// to at most ``maximumLocationsPerRequest`` places (``weather(at:including:maximumConcurrentRequests:)``
    /// splits longer lists for you).
    ///
    /// - Throws: `WeatherError` `.invalidInput` for an empty list or more than
    ///   ``maximumLocationsPerRequest`` places, `.decoding` when the body does not hold one forecast per
    ///   place, and the errors of ``forecast(at:including:)``.
    package func forecasts(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet = .all
    ) async throws -> [OpenMeteo.ForecastResponse] {
        try await forecasts(at: coordinates, including: dataSets) { $0 }
    }

    /// The forecast bodies for `coordinates` from one request, turned by `transform` within the call's
    /// deadline and cancellation.
    func forecasts<Value>(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        then transform: ([OpenMeteo.ForecastResponse]) throws -> Value
    ) async throws -> Value {
        guard (1...Self.maximumLocationsPerRequest).contains(coordinates.count) else {
            throw WeatherError(
                .invalidInput,
                message:
                    "A forecast request takes 1 to \(Self.maximumLocationsPerRequest) places, not \(coordinates.count)."
            )
        }
        return try await forecastClient.send(
            OpenMeteo.forecastRequest(at: coordinates, including: dataSets, configuration)
        ) { responses in
            guard responses.count == coordinates.count else {
                throw WeatherError(
                    .decoding,
                    message: "Open-Meteo sent \(responses.count) forecasts for \(coordinates.count) places.")
            }
            return try transform(responses)
        }
    }

    /// The raw forecast body for `coordinate`, for fields the `Weather` model does not carry.
    package func forecast(
        at coordinate: Coordinate,
        including dataSets: WeatherDataSet = .all
    ) async throws -> OpenMeteo.ForecastResponse {
        try await forecastClient.send(OpenMeteo.forecastRequest(at: coordinate, including: dataSets, configuration))
    }

    /// Up to `limit` places (at most 100) whose name matches `query`, best match first.
    ///
    /// Two characters match exactly, three or more fuzzily; a single character matches nothing (no request
    /// is made). Postal codes are accepted.
    ///
    /// - Throws: `WeatherError` `.invalidInput` for an empty query or a limit below 1.
    public func places(matching query: String, limit: Int) async throws -> [Place] {
        let response = try await searchResults(matching: query, limit: limit)
        return (response?.results ?? []).prefix(limit).compactMap { $0.place(language: configuration.language) }
    }

    /// The raw geocoding body for `query`, or `nil` when the query is one character (which matches nothing).
    package func searchResults(matching query: String, limit: Int = 10) async throws -> OpenMeteo.GeocodingResponse? {
        let name = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            throw WeatherError(.invalidInput, message: "The place query is empty.")
        }
        guard limit >= 1 else {
            throw WeatherError(.invalidInput, message: "The result limit \(limit) is below 1.")
        }
        guard name.count > 1 else { return nil }
        return try await geocodingClient.send(
            OpenMeteo.searchRequest(name: name, count: min(limit, 100), configuration))
    }

    /// Always `nil`: Open-Meteo has no reverse geocoding.
    ///
    /// Use another `PlaceSearching` (such as OpenWeather's) to name a coordinate.
    public func place(at coordinate: Coordinate) async throws -> Place? {
        nil
    }
}
