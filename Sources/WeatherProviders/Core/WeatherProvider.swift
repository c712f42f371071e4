@_exported import WeatherModels
import WeatherNetworking

/// A service that returns weather for a coordinate.
///
/// Every client in this module conforms (OpenWeather, WeatherAPI.com, Open-Meteo), and so do the
/// decorators that add caching, request coalescing and call budgets to any provider:
///
/// ```swift
/// let provider: any WeatherProvider = OpenMeteoClient()
/// let weather = try await provider.weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
/// ```
public protocol WeatherProvider: Sendable {
    /// A stable name for this provider and the options that change its answers (units, language,
    /// API version). Caches use it in their keys, so two providers that answer differently must differ here.
    var cacheNamespace: String { get }

    /// Fetches the weather at `coordinate`, limited to the data sets in `dataSets`.
    ///
    /// - Throws: `WeatherError` with a code that says what went wrong.
    func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather

    /// Fetches the weather at each of `coordinates`, with at most `maximumConcurrentRequests` requests
    /// in flight at once; one result per coordinate, in the order given.
    ///
    /// A place that fails gets its own `.failure` and does not cost the others their weather. The default
    /// implementation calls ``weather(at:including:)`` once per place; providers whose service answers
    /// several places in one request (``OpenMeteoClient``) and the decorators override it. Without a limit, the
    /// array form of `weather(at:including:)` allows 6 requests at once.
    ///
    /// - Throws: `WeatherError` `.cancelled` when the calling task is cancelled, `.invalidInput` when
    ///   `maximumConcurrentRequests` is below 1. Every other failure is a per-place result.
    func weather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        maximumConcurrentRequests: Int
    ) async throws -> [Result<Weather, WeatherError>]
}

extension WeatherProvider {
    /// The type name; conforming types override it to add their units, language and API version.
    public var cacheNamespace: String { String(reflecting: Self.self) }

    /// Fetches every data set the provider offers at `coordinate`.
    public func weather(at coordinate: Coordinate) async throws -> Weather {
        try await weather(at: coordinate, including: .all)
    }
}
