import Foundation
import WeatherCore
import WeatherNetworking

/// A client for the US National Weather Service's API (api.weather.gov): free forecasts and official
/// alerts for the United States and its territories, with no key.
///
/// A forecast takes the service's two steps, which the client does for you: `/points` names the
/// forecast office and grid cell of a place (kept for a day, as the service allows, so later calls skip
/// it), then the cell's twelve-hour and hourly forecasts and the active alerts for the place are asked
/// for together.
///
/// ```swift
/// let client = NationalWeatherServiceClient(userAgent: "AcmeWeatherApp/0.9 (ops@acme.example)")
/// let newYork = try Coordinate(latitude: 40.7128, longitude: -74.006)
/// let weather = try await client.weather(at: newYork)
/// for alert in weather.alerts {
///     print(alert.event, alert.severity ?? "", alert.urgency ?? "", alert.certainty ?? "")
/// }
/// ```
///
/// The service covers the United States only: any other place is a `WeatherError` `.notFound` that says
/// so, which a ``FailoverWeatherProvider`` passes on to the next source. Its forecasts carry no
/// observation, so the current conditions are the forecast for the current hour, and `Weather/notes`
/// says so. Coordinates are cut to four decimals.
///
/// Errors are `WeatherError`s: `.invalidInput` for a missing or generic `User-Agent`, `.notFound` for a
/// place outside the service's area, `.forbidden` for a 403, `.server` for the service's 5xx problems
/// (such as an expired forecast grid), `.decoding` for a body that is not a forecast.
public struct NationalWeatherServiceClient: WeatherProvider, CustomStringConvertible {
    /// The API's base URL, `https://api.weather.gov`.
    public static let defaultBaseURL = URL(string: "https://api.weather.gov")!

    /// The options this client was created with.
    public let configuration: Configuration
    /// Where requests go.
    public let baseURL: URL
    private let client: APIClient
    private let points: NationalWeatherService.PointCache

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - transport: Sends the HTTP requests; inject one in tests. Default `URLSessionTransport()`.
    ///   - baseURL: The API's base URL. Default ``defaultBaseURL``.
    ///   - configuration: The `User-Agent`, how long points are kept, retries, logging and the clock.
    public init(
        transport: any HTTPTransport = URLSessionTransport(),
        baseURL: URL = NationalWeatherServiceClient.defaultBaseURL,
        configuration: Configuration
    ) {
        self.configuration = configuration
        self.baseURL = baseURL
        self.client = APIClient(
            configuration: APIClient.Configuration(
                baseURL: baseURL, transport: transport, options: configuration.httpOptions,
                service: NationalWeatherService.service.name, errorRecognizer: NationalWeatherService.errorRecognizer))
        self.points = NationalWeatherService.PointCache()
    }

    /// Creates a client that identifies itself with `userAgent`.
    ///
    /// - Parameters:
    ///   - userAgent: The app's name and version and a contact, such as `"AcmeWeatherApp/0.9 (ops@acme.example)"`.
    ///   - transport: Sends the HTTP requests. Default `URLSessionTransport()`.
    public init(userAgent: String, transport: any HTTPTransport = URLSessionTransport()) {
        self.init(transport: transport, configuration: Configuration(userAgent: userAgent))
    }

    /// Whether the answers are live or the sandbox's, from the transport.
    public var dataOrigin: DataOrigin { client.dataOrigin }

    /// Current conditions (the forecast for the current hour), hours, days and alerts; no
    /// minute-by-minute precipitation.
    public var supportedDataSets: WeatherDataSet { [.current, .hourly, .daily, .alerts] }

    /// Names the provider, for cache keys.
    public var cacheNamespace: String { "nws" }

    /// A short description naming the host.
    public var description: String {
        "NationalWeatherServiceClient(\(baseURL.redactedDescription))"
    }

    /// The weather at `coordinate` as the SDK's `Weather`.
    ///
    /// Asks for the point (unless it is kept), then for what `dataSets` needs, concurrently: the hourly
    /// forecast for `.hourly` and `.current`, the twelve-hour forecast for `.daily`, the active alerts for
    /// `.alerts`.
    ///
    /// The whole call, its requests and the mapping of their answers, has one deadline, the client's: it
    /// stops with `.timeout` once the deadline has passed and with `.cancelled` when the task is cancelled.
    /// At most `Weather.SeriesLimit` rows are read (20,000 hourly periods, 40,000 twelve-hour periods,
    /// 1,000 alerts); the rest are left out with a `.leftOut` note.
    ///
    /// - Throws: `WeatherError` (`.invalidInput` for a missing or generic `User-Agent`, `.notFound` outside
    ///   the United States, `.forbidden`, `.rateLimited`, `.server`, `.network`, `.decoding`, `.timeout`,
    ///   `.cancelled`…).
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await client.budgeted {
            let answers = try await answers(at: coordinate, including: dataSets)
            return try answers.budgetedWeather(
                at: coordinate, including: dataSets, fetchedAt: configuration.now(),
                origin: answers.origin ?? dataOrigin)
        }
    }

    /// The service's bodies for `coordinate`, for fields the `Weather` model does not carry: the point
    /// always, and the forecasts and alerts `dataSets` needs (as ``weather(at:including:)`` asks for them).
    ///
    /// - Throws: `WeatherError`, as ``weather(at:including:)``.
    package func answers(
        at coordinate: Coordinate, including dataSets: WeatherDataSet = .all
    ) async throws -> NationalWeatherService.Answers {
        let userAgent = try NationalWeatherService.validatedUserAgent(configuration.userAgent)
        let place = coordinate.rounded(toDecimalPlaces: 4)
        async let alerts =
            dataSets.contains(.alerts)
            ? client.send(NationalWeatherService.alertsRequest(at: place, userAgent: userAgent, configuration)) {
                ($0, dataOrigin)
            }
            : nil
        let point = try await point(at: place, userAgent: userAgent)
        guard let cell = NationalWeatherService.GridCell(point.properties) else {
            throw WeatherError(
                .decoding,
                message: "The National Weather Service named no usable forecast grid for this place: "
                    + "properties.gridId \"\(ServerText.quoted(String(point.properties.gridId.prefix(8))))\" must be "
                    + "2 to 4 letters or digits, properties.gridX \(point.properties.gridX) and properties.gridY "
                    + "\(point.properties.gridY) whole numbers from 0 to 9999.")
        }
        async let hourly =
            dataSets.contains(.hourly) || dataSets.contains(.current)
            ? client.send(
                NationalWeatherService.forecastRequest(for: cell, hourly: true, userAgent: userAgent, configuration)
            ) { ($0, dataOrigin) }
            : nil
        async let daily =
            dataSets.contains(.daily)
            ? client.send(
                NationalWeatherService.forecastRequest(for: cell, hourly: false, userAgent: userAgent, configuration)
            ) { ($0, dataOrigin) }
            : nil
        let (dailyAnswer, hourlyAnswer, alertsAnswer) = try await (daily, hourly, alerts)
        var answers = NationalWeatherService.Answers(
            point: point, forecast: dailyAnswer?.0, hourlyForecast: hourlyAnswer?.0, alerts: alertsAnswer?.0)
        // Each answer's own origin (see `APIClient.dataOrigin`); the point may come from the kept copy.
        answers.origin = hourlyAnswer?.1 ?? dailyAnswer?.1 ?? alertsAnswer?.1
        return answers
    }

    /// The office, grid cell, zones and time zone of `coordinate` (`GET /points`), kept for as long as
    /// the service allows.
    ///
    /// - Throws: `WeatherError`, `.notFound` for a place outside the service's area.
    package func point(at coordinate: Coordinate) async throws -> NationalWeatherService.PointResponse {
        let userAgent = try NationalWeatherService.validatedUserAgent(configuration.userAgent)
        return try await point(at: coordinate.rounded(toDecimalPlaces: 4), userAgent: userAgent)
    }

    /// The point for `place` (already cut to four decimals): the kept answer while it is fresh, else a
    /// request whose answer (or whose "not covered" error) is kept in turn.
    private func point(
        at place: Coordinate, userAgent: String
    ) async throws -> NationalWeatherService.PointResponse {
        let key = NationalWeatherService.pointText(place)
        if let kept = await points.entry(for: key, at: configuration.now()) {
            return try kept.result.get()
        }
        let fallback = configuration.pointLifetime.secondsValue
        do {
            let (point, head) = try await client.response(
                for: NationalWeatherService.pointRequest(at: place, userAgent: userAgent, configuration))
            let lifetime =
                NationalWeatherService.maxAge(ofCacheControl: head.value(forHeader: "Cache-Control"))
                .map(Double.init) ?? fallback
            await points.store(.init(result: .success(point), expires: configuration.now() + lifetime), for: key)
            return point
        } catch let error as WeatherError where error.code == .notFound && error.statusCode == 404 {
            await points.store(.init(result: .failure(error), expires: configuration.now() + fallback), for: key)
            throw error
        }
    }
}
