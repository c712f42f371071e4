import Foundation
import WeatherNetworking

/// A client for WeatherAPI.com v1: current conditions, forecasts of 1–14 days with alerts, and place search.
///
/// ```swift
/// import Foundation
///
/// let client = WeatherAPIClient(apiKey: ProcessInfo.processInfo.environment["WEATHERAPI_KEY"] ?? "")
/// let now = try await client.weather(for: "London")              // current.json
/// let week = try await client.forecast(for: .city("Paris"), days: 7)
/// let berlins = try await client.places(matching: "Berlin")      // search.json
/// ```
///
/// The client describes WeatherAPI.com to the SDK's response pipeline, which adds the key as `key=` to
/// requests for the service's host only, just before they are sent: it never appears in ``description``,
/// in `dump(client)`, in a log record or in a thrown `WeatherError`. Errors carry WeatherAPI.com's own code
/// in `providerCode` (`"1006"`).
public struct WeatherAPIClient: WeatherProvider, PlaceSearching, CustomStringConvertible, CustomReflectable {
    /// The service's base URL, `https://api.weatherapi.com/v1`.
    public static let defaultBaseURL = URL(string: "https://api.weatherapi.com/v1")!

    /// The base URL requests go to.
    public let baseURL: URL
    /// The client's options.
    public let configuration: Configuration
    let client: APIClient

    /// Creates a client with your WeatherAPI.com key.
    ///
    /// - Parameters:
    ///   - apiKey: The key from your WeatherAPI.com account, sent as `key=`.
    ///   - transport: What sends the HTTP requests; inject a stub in tests.
    ///   - baseURL: Where the API lives; point it at a sandbox or a local server.
    ///   - configuration: Language, forecast length, air quality, retries and logging.
    public init(
        apiKey: String,
        transport: any HTTPTransport = URLSessionTransport(),
        baseURL: URL = WeatherAPIClient.defaultBaseURL,
        configuration: Configuration = Configuration()
    ) {
        self.baseURL = baseURL
        self.configuration = configuration
        self.client = APIClient(
            configuration: APIClient.Configuration(
                baseURL: baseURL,
                transport: transport,
                options: configuration.httpOptions,
                service: WeatherAPI.service.name,
                authentication: .queryParameter(
                    "key", apiKey,
                    whenMissing: WeatherError(
                        .unauthorized, message: "No WeatherAPI.com API key was given.", providerCode: "1002")),
                errorRecognizer: Self.errorRecognizer
            )
        )
    }

    /// Whether the answers are live or the sandbox's, from the transport.
    public var dataOrigin: DataOrigin { client.dataOrigin }

    /// Everything but minute-by-minute precipitation, which WeatherAPI.com does not have.
    public var supportedDataSets: WeatherDataSet { [.current, .hourly, .daily, .alerts] }

    /// Names the provider, its language and its forecast length, for cache keys.
    public var cacheNamespace: String {
        "weatherapi.v1/lang=\(configuration.language?.code ?? "en")/days=\(configuration.forecastDays)"
            + "/aqi=\(configuration.includesAirQuality ? "yes" : "no")"
    }

    /// A summary without the key: `WeatherAPIClient(baseURL: https://api.weatherapi.com/v1, language: en)`.
    public var description: String {
        "WeatherAPIClient(baseURL: \(baseURL.redactedDescription), language: \(configuration.language?.code ?? "en"), "
            + "forecastDays: \(configuration.forecastDays))"
    }

    /// What `dump` and debuggers show: the base URL and options, never the key.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "baseURL": baseURL.redactedDescription,
                "language": configuration.language?.code ?? "en",
                "forecastDays": configuration.forecastDays,
                "includesAirQuality": configuration.includesAirQuality,
            ],
            displayStyle: .struct
        )
    }

    // MARK: - Weather

    /// The current weather for any `q=` form, from `current.json` (binding entry point).
    ///
    /// ```swift
    /// let client = WeatherAPIClient(apiKey: "your WeatherAPI key")
    /// let weather = try await client.weather(for: "48.8567,2.3508")
    /// ```
    /// - Throws: `WeatherError`: `.invalidInput` for an empty query, `.notFound` (1006) when nothing matches,
    ///   `.unauthorized` for a missing, invalid or disabled key, `.rateLimited` when the monthly quota is spent.
    public func weather(for query: String) async throws -> Weather {
        try await weather(for: Query(query))
    }

    /// The current weather for `query`, from `current.json`, mapped within the call's deadline and
    /// cancellation.
    public func weather(for query: Query) async throws -> Weather {
        try await client.send(Self.currentRequest(query: try query.validated(), configuration: configuration)) {
            try $0.weather(fetchedAt: configuration.now(), origin: dataOrigin)
        }
    }

    /// The current weather and `days` forecast days (with their hours and any alerts) from `forecast.json`.
    ///
    /// The body is mapped within the call's deadline and cancellation. At most `Weather.SeriesLimit` rows
    /// are read (40,000 days, 20,000 hours, 1,000 alerts); the rest are left out with a `.leftOut` note.
    ///
    /// - Parameters:
    ///   - query: The place to forecast, in any of WeatherAPI.com's `q=` forms.
    ///   - days: 1–14; the plan may return fewer (the free plan caps it at 3).
    /// - Throws: `WeatherError` with `.invalidInput` when `days` is outside 1–14 or the query is empty,
    ///   `.cancelled` and `.timeout` (also while mapping), and the codes of every call.
    public func forecast(for query: Query, days: Int) async throws -> Weather {
        try await forecast(for: query, days: days, including: .all)
    }

    /// The forecast for a query given as text; see the ``Query`` variant.
    public func forecast(for query: String, days: Int) async throws -> Weather {
        try await forecast(for: Query(query), days: days)
    }

    /// The weather at `coordinate`.
    ///
    /// When `dataSets` contains `.hourly`, `.daily` or `.alerts`, this calls `forecast.json` with
    /// ``Configuration/forecastDays`` days; otherwise only `current.json`. Data sets not asked for are left
    /// empty and are not mapped (the hours are, for `.daily`, whose highs and lows may come from them).
    /// WeatherAPI.com has no minute-by-minute data, so `Weather/minutely` is always empty.
    ///
    /// The body is mapped within the call's deadline and cancellation, with the limits of
    /// ``forecast(for:days:)-(WeatherAPIClient.Query,_)``.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        if !dataSets.isDisjoint(with: [.hourly, .daily, .alerts]) {
            return try await forecast(
                for: .coordinate(coordinate), days: configuration.forecastDays, including: dataSets)
        }
        var weather = try await self.weather(for: .coordinate(coordinate))
        if !dataSets.contains(.current) { weather.current = nil }
        return weather
    }

    /// The `forecast.json` body for `query` and `days`, mapped within the call's deadline and cancellation,
    /// only for `dataSets`.
    private func forecast(for query: Query, days: Int, including dataSets: WeatherDataSet) async throws -> Weather {
        try await client.send(
            Self.forecastRequest(query: try query.validated(), days: days, configuration: configuration)
        ) { try $0.weather(fetchedAt: configuration.now(), origin: dataOrigin, including: dataSets) }
    }

    // MARK: - Places

    /// Places whose name matches `query` (`search.json`), in the service's order, at most `limit` of them.
    ///
    /// Several results can share a name (four "Berlin"); an unknown name gives an empty array. Search results
    /// have no time zone. Each `Place/id` is `"weatherapi:<id>"`; pass the number to ``Query/id(_:)``.
    /// - Throws: `WeatherError` with `.invalidInput` for an empty query or a `limit` below 1.
    public func places(matching query: String, limit: Int) async throws -> [Place] {
        guard limit > 0 else {
            throw WeatherError(.invalidInput, message: "The place limit must be at least 1 (it was \(limit)).")
        }
        return try await places(matching: Query(query), limit: limit)
    }

    /// The place nearest to `coordinate`: the first `search.json` result for `"lat,lon"`, or `nil` when none.
    public func place(at coordinate: Coordinate) async throws -> Place? {
        try await places(matching: .coordinate(coordinate), limit: 1).first
    }

    /// The first `limit` results for `query` that are places, read within the call's deadline and
    /// cancellation; the results after them are not looked at.
    private func places(matching query: Query, limit: Int) async throws -> [Place] {
        let request = Self.searchRequest(query: try query.validated(), configuration: configuration)
        return try await client.send(request) { results in
            var checkpoint = WorkBudget.Checkpoint()
            var places: [Place] = []
            for result in results {
                guard places.count < limit else { break }
                try checkpoint.tick()
                if let place = result.place {
                    places.append(place)
                }
            }
            return places
        }
    }

    // MARK: - Raw responses

    /// The raw `current.json` body for `query`, for fields the mapping to `Weather` leaves out.
    package func currentResponse(for query: Query) async throws -> WeatherAPI.CurrentResponse {
        try await client.send(Self.currentRequest(query: try query.validated(), configuration: configuration))
    }

    /// The raw `forecast.json` body for `query` and `days` (1–14), with alerts.
    package func forecastResponse(for query: Query, days: Int) async throws -> WeatherAPI.ForecastResponse {
        try await client.send(
            Self.forecastRequest(query: try query.validated(), days: days, configuration: configuration))
    }

    /// The raw `search.json` results for `query`; possibly empty.
    package func searchResults(matching query: Query) async throws -> [WeatherAPI.SearchResult] {
        try await client.send(Self.searchRequest(query: try query.validated(), configuration: configuration))
    }
}
