import Foundation
import WeatherNetworking

/// A client for MET Norway's Locationforecast 2.0 (api.met.no): free forecasts for any place on Earth,
/// with no key, under MET Norway's terms of service.
///
/// The terms ask three things of every client, and this one does them for you:
/// - **Identify the app.** Every request carries the configuration's `User-Agent` (the app's name,
///   version and a contact). The client refuses to send one that is empty or generic, which the service
///   would answer with 403 Forbidden.
/// - **Cut coordinates to four decimals**, about 11 m, so that answers can be cached.
/// - **Cache by the headers.** The last body per place is kept with its `Expires` and `Last-Modified`:
///   before `Expires` it answers without a request; after, the request carries `If-Modified-Since` and a
///   304 Not Modified serves the kept body. Copies of a client share what it keeps.
///
/// ```swift
/// import Foundation
///
/// let client = METNorwayClient(userAgent: "AcmeWeatherApp/0.9 github.com/acmeweatherapp")
/// let oslo = try Coordinate(latitude: 59.9139, longitude: 10.7522)
/// let weather = try await client.weather(at: oslo, timeZone: TimeZone(identifier: "Europe/Oslo"))
/// print(weather.current?.temperature ?? "no current block", weather.source.attribution ?? "")
/// ```
///
/// The service names no time zone: pass the place's zone to ``weather(at:altitude:timeZone:including:)``
/// (or through any composite or decorator with `weather(at:timeZone:including:)`) so days are the place's
/// days. Without one, the zone is `TimeZoneEstimate`'s (the nearest known place's, else one from the
/// longitude) and `Weather/notes` says which.
///
/// Errors are `WeatherError`s: `.invalidInput` for a missing or generic `User-Agent`, `.forbidden` for a
/// 403, `.rateLimited` for a 429, `.decoding` for a body that is not a forecast.
public struct METNorwayClient: WeatherProvider, CustomStringConvertible {
    /// The API's base URL, `https://api.met.no/weatherapi/locationforecast/2.0`.
    public static let defaultBaseURL = URL(string: "https://api.met.no/weatherapi/locationforecast/2.0")!

    /// The options this client was created with.
    public let configuration: Configuration
    /// Where requests go.
    public let baseURL: URL
    private let client: APIClient
    private let nowcastClient: APIClient
    private let nowcasts = METNorway.NowcastCache()
    private let cache: METNorway.ForecastCache

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - transport: Sends the HTTP requests; inject one in tests. Default `URLSessionTransport()`.
    ///   - baseURL: The API's base URL. Default ``defaultBaseURL``.
    ///   - configuration: The `User-Agent`, the endpoint, retries, logging and the clock.
    public init(
        transport: any HTTPTransport = URLSessionTransport(),
        baseURL: URL = METNorwayClient.defaultBaseURL,
        configuration: Configuration
    ) {
        self.configuration = configuration
        self.baseURL = baseURL
        self.client = APIClient(
            configuration: APIClient.Configuration(
                baseURL: baseURL, transport: transport, options: configuration.httpOptions,
                service: METNorway.service.name, errorRecognizer: METNorway.errorRecognizer))
        self.nowcastClient = APIClient(
            configuration: APIClient.Configuration(
                baseURL: METNorway.nowcastBaseURL(beside: baseURL), transport: transport,
                options: configuration.httpOptions, service: METNorway.service.name,
                errorRecognizer: METNorway.errorRecognizer))
        self.cache = METNorway.ForecastCache()
    }

    /// Creates a client that identifies itself with `userAgent` and asks for `endpoint`.
    ///
    /// - Parameters:
    ///   - userAgent: The app's name and version and a contact, such as
    ///     `"AcmeWeatherApp/0.9 github.com/acmeweatherapp"`.
    ///   - endpoint: `.compact` (the default) or `.complete`.
    ///   - transport: Sends the HTTP requests. Default `URLSessionTransport()`.
    public init(
        userAgent: String,
        endpoint: Endpoint = .compact,
        transport: any HTTPTransport = URLSessionTransport()
    ) {
        self.init(transport: transport, configuration: Configuration(userAgent: userAgent, endpoint: endpoint))
    }

    /// Whether the answers are live or the sandbox's, from the transport.
    public var dataOrigin: DataOrigin { client.dataOrigin }

    /// `true`: MET Norway names no zone, so days are made in the one the caller gives.
    public var usesCallersTimeZone: Bool { true }

    /// Current conditions, hours and days: MET Norway has no minute-by-minute precipitation or alerts here.
    public var supportedDataSets: WeatherDataSet { [.current, .hourly, .daily] }

    /// Names the provider and the endpoint, for cache keys.
    public var cacheNamespace: String {
        "metno|\(configuration.endpoint.path)"
    }

    /// A short description naming the host and the endpoint.
    public var description: String {
        "METNorwayClient(\(baseURL.redactedDescription), \(configuration.endpoint))"
    }

    /// The weather at `coordinate`, with days in the time zone `TimeZoneEstimate` finds there.
    ///
    /// Use ``weather(at:altitude:timeZone:including:)`` to give the place's time zone or altitude.
    ///
    /// - Throws: `WeatherError` (`.invalidInput` for a missing or generic `User-Agent`, `.forbidden`,
    ///   `.rateLimited`, `.network`, `.decoding`…).
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await weather(at: coordinate, altitude: nil, timeZone: nil, including: dataSets)
    }

    /// The weather at `coordinate` with days in `timeZone` (estimated when `nil`): what composites and
    /// decorators call with the place's zone.
    ///
    /// - Throws: `WeatherError`, as ``weather(at:including:)``.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        try await weather(at: coordinate, altitude: nil, timeZone: timeZone, including: dataSets)
    }

    /// The weather at `coordinate` as the SDK's `Weather`.
    ///
    /// `.current`, `.hourly` and `.daily` are mapped as asked, from one body, so asking for fewer saves no request.
    /// `.minutely` comes from a second request, to MET Norway's Nowcast 2.0 (radar precipitation every five
    /// minutes for two hours), made only for places in Norway, Sweden, Finland and Denmark; where the radar does
    /// not cover the place, or the nowcast cannot be read, the minutes stay empty and a `.missing` note on
    /// `minutely` says why, while the forecast is kept. The API has no alerts.
    ///
    /// The call, the request when one is needed and the mapping of the body (also of a kept one), has one
    /// deadline, the client's: it stops with `.timeout` once the deadline has passed and with `.cancelled`
    /// when the task is cancelled. At most `Weather.SeriesLimit.hours` steps are read; the rest are left
    /// out with a `.leftOut` note.
    ///
    /// - Parameters:
    ///   - coordinate: The place; it is cut to four decimals in the request.
    ///   - altitude: The ground's height above sea level, which sharpens the temperature; `nil` lets the
    ///     service use its own elevation model.
    ///   - timeZone: The place's time zone, in which days begin and end; `nil` uses `TimeZoneEstimate` (the
    ///     nearest known place's zone, else whole hours from the longitude) and says which in `Weather/notes`.
    ///   - dataSets: The parts of `Weather` to fill.
    /// - Throws: `WeatherError`, as ``weather(at:including:)``.
    public func weather(
        at coordinate: Coordinate,
        altitude: Measurement<UnitLength>? = nil,
        timeZone: TimeZone?,
        including dataSets: WeatherDataSet = .all
    ) async throws -> Weather {
        try await client.budgeted {
            let kept = try await keptForecast(at: coordinate, altitude: altitude)
            var weather: Weather
            do {
                weather = try kept.response.weather(
                    at: coordinate, timeZone: timeZone, including: dataSets, fetchedAt: kept.validatedAt,
                    origin: kept.origin)
            } catch let error as WeatherError {
                throw error
            } catch {
                throw WeatherError(.decoding, message: "Could not map the MET Norway forecast.", underlying: error)
            }
            if dataSets.contains(.minutely) {
                try await addNowcast(to: &weather, at: coordinate)
            }
            return weather
        }
    }

    /// Fills `weather.minutely` from Nowcast 2.0 where it may cover `coordinate`, or notes why it stays empty.
    ///
    /// - Throws: `WeatherError` `.cancelled` when the task is cancelled; any other failure of the nowcast is a
    ///   note, since the forecast itself came.
    private func addNowcast(to weather: inout Weather, at coordinate: Coordinate) async throws {
        func note(_ detail: String) {
            weather.notes.append(WeatherNote(.missing, field: "minutely", detail: detail))
        }
        guard METNorway.nowcastMayCover(coordinate) else {
            note("MET Norway's nowcast covers Norway, Sweden, Finland and Denmark only")
            return
        }
        do {
            let userAgent = try METNorway.validatedUserAgent(configuration.userAgent)
            let request = try METNorway.nowcastRequest(
                at: coordinate.rounded(toDecimalPlaces: 4), userAgent: userAgent)
            let point = coordinate.rounded(toDecimalPlaces: 4)
            let key = "\(point.latitude),\(point.longitude)"
            let now = configuration.now()
            let nowcast: METNorway.NowcastResponse
            if let kept = await nowcasts.response(for: key, at: now) {
                nowcast = kept
            } else {
                // Kept until its Expires, as the terms ask; the nowcast is made every five minutes.
                let (fresh, head) = try await nowcastClient.response(for: request)
                let expires = head.value(forHeader: "Expires").flatMap(HTTPResponse.parseHTTPDate)
                await nowcasts.store(fresh, for: key, until: expires ?? now.addingTimeInterval(300))
                nowcast = fresh
            }
            let minutes = nowcast.minutes
            if minutes.isEmpty {
                note("MET Norway's radar does not cover the place now (\(nowcast.radarCoverage ?? "no steps"))")
            }
            weather.minutely = minutes
        } catch let error as WeatherError where error.code == .cancelled {
            throw error
        } catch {
            note("MET Norway's nowcast could not be read: \((error as? WeatherError)?.message ?? "\(type(of: error))")")
        }
    }

    /// The raw forecast body for `coordinate`, for variables the `Weather` model does not carry.
    ///
    /// It follows the same caching rules as ``weather(at:altitude:timeZone:including:)``, and shares what
    /// is kept with it.
    package func forecast(
        at coordinate: Coordinate,
        altitude: Measurement<UnitLength>? = nil
    ) async throws -> METNorway.ForecastResponse {
        try await keptForecast(at: coordinate, altitude: altitude).response
    }

    /// The forecast for the place: the kept one while it is fresh, else a request (conditional when a
    /// body is kept) whose answer is kept in turn.
    private func keptForecast(
        at coordinate: Coordinate, altitude: Measurement<UnitLength>?
    ) async throws -> METNorway.ForecastCache.Entry {
        let userAgent = try METNorway.validatedUserAgent(configuration.userAgent)
        let point = coordinate.rounded(toDecimalPlaces: 4)
        let metres = try altitude.map(METNorway.wholeMetres)
        let key = METNorway.ForecastCache.Key(
            endpoint: configuration.endpoint.path, latitude: point.latitude, longitude: point.longitude,
            altitude: metres)
        let kept = await cache.entry(for: key)
        if let kept, kept.isFresh(at: configuration.now()) {
            return kept
        }
        let request = try METNorway.forecastRequest(
            at: point, altitude: metres, userAgent: userAgent, ifModifiedSince: kept?.lastModified, configuration)
        let elapsed = configuration.clock.stopwatch()
        let (body, head) = try await client.response(for: request)
        let origin = head.origin ?? client.dataOrigin
        let expires = head.value(forHeader: "Expires").flatMap(HTTPResponse.parseHTTPDate)
        let entry: METNorway.ForecastCache.Entry
        if let body {
            if head.statusCode == 203 {
                warnDeprecated(request, duration: elapsed())
            }
            entry = .init(
                response: body, lastModified: head.value(forHeader: "Last-Modified"), expires: expires,
                validatedAt: configuration.now(), origin: origin)
        } else if let kept {
            // 304: the kept body is still current; its Last-Modified stays the one to send next time.
            entry = .init(
                response: kept.response, lastModified: kept.lastModified, expires: expires,
                validatedAt: configuration.now(), origin: kept.origin)
        } else {
            throw WeatherError(
                .invalidResponse, message: "MET Norway answered 304 Not Modified, but no forecast is kept.",
                statusCode: head.statusCode)
        }
        if entry.lastModified != nil || entry.expires != nil {
            await cache.store(entry, for: key)
        }
        return entry
    }

    /// Logs, through the configuration's logger, that the service answered 203: this version of the
    /// product is deprecated and usually removed about a month later.
    private func warnDeprecated(_ request: APIRequest<METNorway.ForecastResponse?>, duration: Duration) {
        guard let logger = configuration.logger else { return }
        let url =
            (try? request.httpRequest(baseURL: baseURL, defaultHeaders: [:]).url.redactedDescription)
            ?? baseURL.redactedDescription
        logger.log(
            HTTPLogRecord(
                level: .warning, method: request.method, redactedURL: url, statusCode: 203, duration: duration,
                attempt: 1,
                message: "MET Norway answered 203 Non-Authoritative Information: this version of Locationforecast "
                    + "is deprecated and will be removed, usually about a month later. Update the SDK.",
                event: .succeeded, service: METNorway.service.name,
                maximumAttempts: max(1, configuration.retryPolicy.maximumAttempts)))
    }
}
