import Foundation

/// A value with the moment it was obtained and where it came from: the SDK's one way to say how
/// fresh something is, for cached weather, offline fallbacks, history and saved lists alike.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
/// import WeatherStore
///
/// let provider = OfflineFallbackWeatherProvider(upstream: OpenMeteoClient(), cache: InMemoryWeatherStore())
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let reading = try await provider.timestampedWeather(at: berlin)
/// if reading.isStale {
///     print("Offline: weather from \(reading.source?.provider.description ?? "an unknown source"), "
///         + "\(Int(reading.age(at: Date()) / 60)) minutes old")
/// }
/// ```
public struct Timestamped<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// When the value was fetched from its source: the same moment as `Weather.fetchedAt` for weather, and
    /// for a value kept in a store, when it was fetched and saved.
    public var fetchedAt: Date
    /// Where the value came from: the provider and whether it is live or sandbox data; `nil` when
    /// it was saved by a version of the SDK that did not record it.
    public var source: WeatherSource?
    /// `true` when this is an older value served because a fresh one could not be had.
    public var isStale: Bool
    /// Why a fresh value could not be had, when ``isStale``; `nil` otherwise.
    public var fallbackReason: WeatherError?

    /// Creates a timestamped value.
    public init(
        _ value: Value, fetchedAt: Date, source: WeatherSource?, isStale: Bool = false,
        fallbackReason: WeatherError? = nil
    ) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.source = source
        self.isStale = isStale
        self.fallbackReason = fallbackReason
    }

    /// Whether the value is known to be live (`.live`), sandbox (`.sandbox`) data, or neither.
    public var origin: DataOrigin { source?.origin ?? .unknown }

    /// How old the value is at `date`, in seconds; never negative.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let cached = Timestamped("18 °C", fetchedAt: Date().addingTimeInterval(-600), source: nil)
    /// if cached.age(at: Date()) < 30 * 60 { print(cached.value) }  // "18 °C"
    /// ```
    public func age(at date: Date) -> TimeInterval {
        max(0, date.timeIntervalSince(fetchedAt))
    }

    /// The same value marked as a stale fallback served because of `reason`.
    package func servedAsFallback(because reason: WeatherError?) -> Timestamped {
        var copy = self
        copy.isStale = true
        copy.fallbackReason = reason
        return copy
    }
}

extension Timestamped where Value == Weather {
    /// A value for `weather`, fetched (and saved) at `fetchedAt`, with the weather's own source.
    public init(_ weather: Weather, fetchedAt: Date, isStale: Bool = false, fallbackReason: WeatherError? = nil) {
        self.init(
            weather, fetchedAt: fetchedAt, source: weather.source, isStale: isStale, fallbackReason: fallbackReason)
    }

    /// The weather (the same as ``value``), for call sites that read better with it.
    public var weather: Weather {
        get { value }
        set { value = newValue }
    }
}

extension Timestamped: Equatable where Value: Equatable {
    /// Equal values, dates, sources and staleness; fallback reasons compare by code and message.
    public static func == (lhs: Timestamped, rhs: Timestamped) -> Bool {
        lhs.value == rhs.value && lhs.fetchedAt == rhs.fetchedAt && lhs.source == rhs.source
            && lhs.isStale == rhs.isStale
            && lhs.fallbackReason?.code == rhs.fallbackReason?.code
            && lhs.fallbackReason?.message == rhs.fallbackReason?.message
    }
}

extension Timestamped: Hashable where Value: Hashable {
    /// Hashes the value, the fetch date, the source and the staleness.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(fetchedAt)
        hasher.combine(source)
        hasher.combine(isStale)
    }
}
