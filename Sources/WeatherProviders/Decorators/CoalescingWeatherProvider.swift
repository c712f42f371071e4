import Foundation

/// A weather provider that merges identical concurrent requests into one upstream call.
///
/// While a request for a coordinate and set of data sets is running, further identical requests wait
/// for it instead of calling the upstream again; all of them get the same weather or the same error.
/// A caller that is cancelled stops waiting without cancelling the others. Nothing is kept once the
/// call finishes: add ``CachingWeatherProvider`` for that. Copies share the in-flight requests.
///
/// ```swift
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let provider = OpenMeteoClient().coalesced()
/// async let first = provider.weather(at: berlin)
/// async let second = provider.weather(at: berlin)   // no second network call
/// let both = try await [first, second]
/// ```
public struct CoalescingWeatherProvider: WeatherProvider {
    /// The provider that answers.
    public let upstream: any WeatherProvider
    private let inFlight = InFlightRequests<String, Weather>()
    private let batchesInFlight = InFlightRequests<String, [Result<Weather, WeatherError>]>()

    /// Wraps `upstream`.
    public init(upstream: any WeatherProvider) {
        self.upstream = upstream
    }

    /// The upstream's namespace: merging requests does not change the answers.
    public var cacheNamespace: String { upstream.cacheNamespace }
    /// The upstream's origin.
    public var dataOrigin: DataOrigin { upstream.dataOrigin }
    /// The upstream's.
    public var usesCallersTimeZone: Bool { upstream.usesCallersTimeZone }
    /// The upstream's data sets.
    public var supportedDataSets: WeatherDataSet { upstream.supportedDataSets }

    /// The weather at `coordinate`, shared with every identical request running at the same time.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await weather(at: coordinate, timeZone: nil, including: dataSets)
    }

    /// The weather at `coordinate` for a place in `timeZone`, shared with every identical request (same
    /// zone too) running at the same time.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        let zone = upstream.usesCallersTimeZone ? timeZone.map { "|" + $0.identifier } ?? "" : ""
        let key = "\(coordinate.latitude),\(coordinate.longitude)|\(dataSets.rawValue)\(zone)"
        let upstream = self.upstream
        do {
            return try await inFlight.value(for: key) {
                try await upstream.weather(at: coordinate, timeZone: timeZone, including: dataSets)
            }
        } catch {
            throw ResponseCache<Weather>.weatherError(error)
        }
    }

    /// The weather at each of `coordinates` from one batch call to the upstream, shared with every
    /// identical batch (same places in the same order, data sets and limit) running at the same time.
    ///
    /// The batch goes to the upstream whole, so an upstream that answers many places per request keeps
    /// doing so; it is not merged with single-place calls running meanwhile.
    ///
    /// - Throws: `WeatherError` `.cancelled` when the calling task is cancelled, `.invalidInput` when
    ///   `maximumConcurrentRequests` is below 1.
    public func weather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        maximumConcurrentRequests: Int
    ) async throws -> [Result<Weather, WeatherError>] {
        try BatchLoading.validate(maximumConcurrentRequests: maximumConcurrentRequests)
        let places = coordinates.map { "\($0.latitude),\($0.longitude)" }.joined(separator: ";")
        let key = "\(places)|\(dataSets.rawValue)|\(maximumConcurrentRequests)"
        let upstream = self.upstream
        do {
            return try await batchesInFlight.value(for: key) {
                try await upstream.weather(
                    at: coordinates, including: dataSets, maximumConcurrentRequests: maximumConcurrentRequests)
            }
        } catch {
            throw BatchLoading.weatherError(error)
        }
    }
}
