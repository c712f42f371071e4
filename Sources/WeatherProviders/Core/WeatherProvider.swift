@_exported import WeatherModels
@_exported import WeatherNetworking

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
}

extension WeatherProvider {
    /// The type name; conforming types override it to add their units, language and API version.
    public var cacheNamespace: String { String(reflecting: Self.self) }

    /// Fetches every data set the provider offers at `coordinate`.
    public func weather(at coordinate: Coordinate) async throws -> Weather {
        try await weather(at: coordinate, including: .all)
    }
}
