import Foundation

/// How a caching decorator keeps, shares and falls back on answers.
///
/// ```swift
/// let client = OpenMeteoClient()
/// var policy = CachePolicy.weather                  // 10 minutes
/// policy.setTimeToLive(.seconds(60), for: .current) // current conditions expire sooner
/// let provider = client.cached(policy)
/// ```
public struct CachePolicy: Sendable {
    /// How long an answer is fresh. Default 10 minutes.
    public var timeToLive: Duration
    /// The most answers kept; the least recently used goes first. Default 256.
    public var maximumEntries: Int
    /// Decimal places coordinates are rounded to in cache keys, by the SDK's one rule
    /// (`Coordinate/cacheKey(decimals:)`). Default 4 (about 11 m), as the store keys places.
    public var coordinateDecimals: Int
    /// Whether an expired answer is served, marked stale, when the upstream fails. Default `true`.
    public var servesStaleOnFailure: Bool
    /// How old (since it was fetched) a stale answer may be and still be served; `nil` means any age.
    public var maximumStaleAge: Duration?
    /// Whether identical concurrent misses share one upstream call. Default `true`.
    public var coalescesRequests: Bool
    private var dataSetTimesToLive: [(dataSets: WeatherDataSet, timeToLive: Duration)] = []

    /// Creates a policy; every parameter has the default described on its property.
    public init(
        timeToLive: Duration = .seconds(600),
        maximumEntries: Int = 256,
        coordinateDecimals: Int = Coordinate.cacheKeyDecimals,
        servesStaleOnFailure: Bool = true,
        maximumStaleAge: Duration? = nil,
        coalescesRequests: Bool = true
    ) {
        self.timeToLive = timeToLive
        self.maximumEntries = maximumEntries
        self.coordinateDecimals = coordinateDecimals
        self.servesStaleOnFailure = servesStaleOnFailure
        self.maximumStaleAge = maximumStaleAge
        self.coalescesRequests = coalescesRequests
    }

    /// The default for weather: fresh for 10 minutes, the interval most services update at.
    public static var weather: CachePolicy { CachePolicy() }

    /// The default for geocoding: fresh for 30 days, since place names and coordinates rarely change.
    public static var places: CachePolicy { CachePolicy(timeToLive: .seconds(30 * 24 * 3600)) }

    /// Gives requests that include any of `dataSets` their own time to live.
    ///
    /// A request gets the shortest time to live among the data sets it includes, or ``timeToLive``
    /// when none of them has one of its own.
    public mutating func setTimeToLive(_ timeToLive: Duration, for dataSets: WeatherDataSet) {
        dataSetTimesToLive.append((dataSets, timeToLive))
    }

    /// The time to live of a request for `dataSets`.
    package func timeToLive(for dataSets: WeatherDataSet) -> Duration {
        let specific = dataSetTimesToLive.filter { !$0.dataSets.intersection(dataSets).isEmpty }.map(\.timeToLive)
        return specific.min() ?? timeToLive
    }

    /// `coordinate` rounded to ``coordinateDecimals`` places, as text for cache keys.
    func key(for coordinate: Coordinate) -> String {
        coordinate.cacheKey(decimals: coordinateDecimals)
    }
}

extension CachePolicy {
    /// `duration` in seconds, for comparing with `Date` intervals.
    static func seconds(_ duration: Duration) -> TimeInterval {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
