/// A weather provider that merges identical concurrent requests into one upstream call.
///
/// While a request for a coordinate and set of data sets is running, further identical requests wait
/// for it instead of calling the upstream again; all of them get the same weather or the same error.
/// A caller that is cancelled stops waiting without cancelling the others. Nothing is kept once the
/// call finishes: add ``CachingWeatherProvider`` for that. Copies share the in-flight requests.
///
/// ```swift
/// let provider = OpenMeteoClient().coalesced()
/// async let first = provider.weather(at: berlin)
/// async let second = provider.weather(at: berlin)   // no second network call
/// ```
public struct CoalescingWeatherProvider: WeatherProvider {
    /// The provider that answers.
    public let upstream: any WeatherProvider
    private let inFlight = InFlightRequests<String, Weather>()

    /// Wraps `upstream`.
    public init(upstream: any WeatherProvider) {
        self.upstream = upstream
    }

    /// The upstream's namespace: merging requests does not change the answers.
    public var cacheNamespace: String { upstream.cacheNamespace }

    /// The weather at `coordinate`, shared with every identical request running at the same time.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        let key = "\(coordinate.latitude),\(coordinate.longitude)|\(dataSets.rawValue)"
        let upstream = self.upstream
        do {
            return try await inFlight.value(for: key) {
                try await upstream.weather(at: coordinate, including: dataSets)
            }
        } catch {
            throw ResponseCache<Weather>.weatherError(error)
        }
    }
}
