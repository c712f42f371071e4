import Foundation
import WeatherNetworking

/// A client for OpenWeather: One Call, Current Weather, the 5 day / 3 hour forecast and Geocoding.
///
/// ```swift
/// let client = OpenWeatherClient(apiKey: "your OpenWeather key")
/// let weather = try await client.weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
/// print(weather.current?.temperature ?? "—")
/// ```
///
/// Every answer is mapped to the SDK's `Weather` and `Place` values in canonical units (°C,
/// m/s, hPa, metres, millimetres; humidity and cloud cover as fractions), with times in the place's
/// time zone, and with OpenWeather's condition id in `conditionCode`.
///
/// The client describes OpenWeather to the SDK's response pipeline: the key goes as `appid=` to
/// OpenWeather's host only (never across a redirect to another host), and never appears in a
/// `description`, a log line or an error. Errors are `WeatherError`s: 401 `.unauthorized` (with a
/// message that says so when the key lacks the One Call by Call subscription), 404 `.notFound`,
/// 429 `.rateLimited` (with `WeatherError.retryAfter` of 10 minutes unless the server says
/// otherwise), 400 `.badRequest`, 5xx `.server`, unreadable bodies `.decoding`.
public struct OpenWeatherClient: WeatherProvider, PlaceSearching, CustomStringConvertible, CustomReflectable {
    /// The documented host, `https://api.openweathermap.org`.
    public static let defaultBaseURL = URL(string: "https://api.openweathermap.org")!

    /// The options that shape requests: language, One Call version, retries and budgets.
    public let configuration: Configuration
    /// The host every path is appended to.
    public let baseURL: URL
    let client: APIClient

    /// Creates a client that sends `apiKey` as `appid=` through `transport`.
    ///
    /// - Parameters:
    ///   - apiKey: The OpenWeather API key. An empty key makes every call throw `.unauthorized`
    ///     without touching the network.
    ///   - transport: Sends the requests; inject one in tests.
    ///   - baseURL: The host, for proxies and test servers.
    ///   - configuration: Units, language, One Call version, retry policy and call budget.
    public init(
        apiKey: String,
        transport: any HTTPTransport = URLSessionTransport(),
        baseURL: URL = OpenWeatherClient.defaultBaseURL,
        configuration: Configuration = Configuration()
    ) {
        self.baseURL = baseURL
        self.configuration = configuration
        let settings = APIClient.Configuration(
            baseURL: baseURL, transport: transport, options: configuration.httpOptions,
            service: OpenWeather.service.name,
            authentication: .queryParameter(
                "appid", apiKey, whenMissing: WeatherError(.unauthorized, message: "No OpenWeather API key was given.")),
            errorRecognizer: Self.errorRecognizer(now: configuration.now))
        self.client = APIClient(configuration: settings)
    }

    /// Caches keep answers apart by host, One Call path, units and language (never by key).
    public var cacheNamespace: String {
        let language = configuration.language?.code ?? "default"
        return "openweather|\(baseURL.redactedDescription)|\(configuration.oneCallVersion.path)"
            + "|\(configuration.units.rawValue)|\(language)"
    }

    /// The host, units, language and One Call path; never the key.
    public var description: String {
        "OpenWeatherClient(baseURL: \(baseURL.redactedDescription), units: \(configuration.units), language: "
            + "\(configuration.language?.code ?? "default"), oneCall: \(configuration.oneCallVersion.path))"
    }

    /// Shows only ``baseURL`` and ``configuration`` to `dump` and debuggers, so the key cannot leak.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["baseURL": baseURL.redactedDescription, "configuration": configuration],
            displayStyle: .struct)
    }

    // MARK: - One Call

    /// The weather at `coordinate` from One Call, limited to `dataSets` (the rest goes into
    /// `exclude`, so the service sends less).
    ///
    /// The body is mapped within the call's deadline and cancellation. At most `Weather.SeriesLimit` rows
    /// of each block are read (20,000 hours and minutes, 40,000 days, 1,000 alerts); the rest are left out
    /// with a `.leftOut` note.
    ///
    /// - Throws: `WeatherError`: `.invalidInput` for an empty set, `.unauthorized` when the key
    ///   lacks the One Call by Call subscription (use ``forecast(at:)`` then), `.cancelled` and `.timeout`
    ///   (also while mapping), and the codes above.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await client.send(try oneCallRequest(at: coordinate, including: dataSets)) { body in
            try mapping.weather(from: body, fetchedAt: configuration.now())
        }
    }

    // MARK: - Current Weather

    /// The current weather at `coordinate` (`/data/2.5/weather`), with the nearest city as `Weather.place`.
    public func currentWeather(at coordinate: Coordinate) async throws -> Weather {
        try await currentWeather(try coordinateQuery(coordinate))
    }

    /// The current weather in the city named `city`, sent as `q=` exactly as given: `"London"`,
    /// `"London,GB"` or `"New York,NY,US"` (ISO 3166 codes; a state only in the US).
    ///
    /// - Throws: `WeatherError` `.invalidInput` for an empty name, `.notFound` for an unknown city.
    public func currentWeather(city: String) async throws -> Weather {
        try await currentWeather(["q": try Self.nonEmpty(city, "city name")])
    }

    /// The current weather in `city`, in `state` (US only) and `country` (an ISO 3166 code).
    public func currentWeather(city: String, state: String? = nil, country: String) async throws -> Weather {
        try await currentWeather(try Self.cityQuery(city: city, state: state, country: country))
    }

    /// The current weather in the city with OpenWeather's city id (from `city.list.json.gz`).
    public func currentWeather(cityID: Int) async throws -> Weather {
        try await currentWeather(try Self.cityIDQuery(cityID))
    }

    /// The current weather at a zip or post code; `country` is an ISO 3166 code and the service
    /// assumes `US` without one.
    public func currentWeather(zip: String, country: String? = nil) async throws -> Weather {
        try await currentWeather(["zip": try Self.zipValue(zip, country: country)])
    }

    /// The Current Weather body for `location`, mapped within the call's deadline and cancellation.
    private func currentWeather(_ location: URLQuery) async throws -> Weather {
        try await client.send(currentWeatherRequest(location)) { body in
            try mapping.weather(from: body, fetchedAt: configuration.now())
        }
    }

    // MARK: - 5 day / 3 hour forecast

    /// The 5 day / 3 hour forecast at `coordinate` (`/data/2.5/forecast`), which the free plan includes.
    ///
    /// `Weather.hourly` holds the forty 3-hour steps; `Weather.daily` groups them into local
    /// days in the city's time zone, with each day's high and low; `Weather.current` is `nil`.
    ///
    /// The body is mapped within the call's deadline and cancellation; at most
    /// `Weather.SeriesLimit.hours` steps are read, the rest left out with a `.leftOut` note on `hourly`.
    public func forecast(at coordinate: Coordinate) async throws -> Weather {
        try await client.send(forecastRequest(try coordinateQuery(coordinate))) { body in
            try mapping.weather(from: body, fetchedAt: configuration.now())
        }
    }

    // MARK: - Geocoding

    /// The largest `limit` the Geocoding API accepts.
    package static let maximumPlaceLimit = 5

    /// Places named `query` (`"London"`, `"London,GB"`, `"Springfield,IL,US"`), best match first.
    ///
    /// `limit` is capped at 5, the service's most; an unknown name gives an empty array. At most `limit`
    /// places are read, even when the service sends more.
    ///
    /// - Throws: `WeatherError` `.invalidInput` for an empty query or a limit below 1.
    public func places(matching query: String, limit: Int) async throws -> [Place] {
        // `geocodingResults` refuses a limit below 1 before anything is sent.
        let wanted = min(max(limit, 1), Self.maximumPlaceLimit)
        return try await geocodingResults(matching: query, limit: limit) { results in
            var places: [Place] = []
            places.reserveCapacity(min(results.count, wanted))
            for result in results.prefix(wanted) {
                places.append(try OpenWeatherMapping.place(from: result))
            }
            return places
        }
    }

    /// The place nearest to `coordinate` (reverse geocoding), or `nil` when there is none.
    public func place(at coordinate: Coordinate) async throws -> Place? {
        try await reverseGeocodingResults(at: coordinate, limit: 1).first.map(OpenWeatherMapping.place(from:))
    }

    /// The place of a zip or post code in `country` (an ISO 3166 code such as `"US"` or `"GB"`).
    ///
    /// Returns `nil` when the service knows no such code (it answers 404 `not found`); other
    /// failures throw.
    public func place(zip: String, country: String) async throws -> Place? {
        let result: OpenWeather.ZipCodeResult
        do {
            result = try await zipCodeResult(zip: zip, country: country)
        } catch let error as WeatherError where error.code == .notFound {
            return nil
        }
        return try OpenWeatherMapping.place(from: result)
    }

    // MARK: - Shared

    var mapping: OpenWeatherMapping { OpenWeatherMapping(units: configuration.units, origin: dataOrigin) }

    /// Whether the answers are live or the sandbox's, from the transport.
    public var dataOrigin: DataOrigin { client.dataOrigin }

    static func nonEmpty(_ text: String, _ what: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw WeatherError(.invalidInput, message: "The \(what) is empty.")
        }
        return trimmed
    }

    static func zipValue(_ zip: String, country: String?) throws -> String {
        let code = try nonEmpty(zip, "zip code")
        guard let country = country?.trimmingCharacters(in: .whitespacesAndNewlines), !country.isEmpty else {
            return code
        }
        return code + "," + country
    }
}
