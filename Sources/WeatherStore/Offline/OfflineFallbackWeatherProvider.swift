import Foundation
import WeatherCore
import WeatherModels

/// A weather provider that saves every answer of another one and, when that one fails, serves the
/// weather last saved for the place, marked stale with its age, its source and the reason.
///
/// It is the SDK's one offline fallback: the examples and the notifier
/// go through it. Saved weather is served only when its origin is the upstream's
/// (`WeatherProvider/dataOrigin`): a live provider never falls back to weather the sandbox saved, and
/// the sandbox never to live weather. Weather saved before origins were recorded (origin unknown) is
/// refused unless ``acceptsUnknownOrigin`` is set.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// let store = InMemoryWeatherStore()  // a SQLiteWeatherStore in an app, so the copy outlives a restart
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// let provider = OfflineFallbackWeatherProvider(upstream: OpenMeteoClient(), cache: store, history: store)
/// let reading = try await provider.timestampedWeather(for: berlin)
/// if reading.isStale {
///     print("Offline: \(reading.source?.provider.description ?? "?"), \(Int(reading.age(at: Date()) / 60)) min old")
/// }
/// ```
///
/// Cancellation, `.invalidInput`, `.badRequest` and `.notFound` (the service has nothing for the place)
/// are never answered from the cache: they are rethrown. Saving is
/// best effort: when the store cannot be written (a read-only data directory) the fresh weather is
/// still returned, and the failure goes to `saveFailureHandler`.
public struct OfflineFallbackWeatherProvider: WeatherProvider {
    /// Called with the error when fresh weather could not be saved.
    public typealias SaveFailureHandler = @Sendable (WeatherError) -> Void

    /// The provider asked first.
    public let upstream: any WeatherProvider
    /// Where the last weather per place is kept.
    public let cache: any WeatherCache
    /// Where the current conditions of every fresh answer are appended, if anywhere.
    public let history: (any WeatherHistory)?
    /// The oldest saved weather served, or `nil` to serve saved weather of any age.
    public let maximumAge: Duration?
    /// Whether weather saved without an origin (by earlier versions of the SDK) may be served.
    public let acceptsUnknownOrigin: Bool

    private let now: @Sendable () -> Date
    private let saveFailureHandler: SaveFailureHandler?

    /// Wraps `upstream` with an offline fallback to `cache`.
    ///
    /// - Parameters:
    ///   - upstream: The provider asked first.
    ///   - cache: Where the last weather per place is kept.
    ///   - history: Where the current conditions of every fresh answer are appended, or `nil`.
    ///   - maximumAge: The oldest saved weather to serve, or `nil` for any age (shown with its age).
    ///   - acceptsUnknownOrigin: Whether weather saved before origins were recorded may be served. Default `false`.
    ///   - now: The clock that stamps saved weather; inject a fixed one in tests.
    ///   - saveFailureHandler: Told when fresh weather could not be saved.
    public init(
        upstream: any WeatherProvider,
        cache: any WeatherCache,
        history: (any WeatherHistory)? = nil,
        maximumAge: Duration? = nil,
        acceptsUnknownOrigin: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() },
        saveFailureHandler: SaveFailureHandler? = nil
    ) {
        self.upstream = upstream
        self.cache = cache
        self.history = history
        self.maximumAge = maximumAge
        self.acceptsUnknownOrigin = acceptsUnknownOrigin
        self.now = now
        self.saveFailureHandler = saveFailureHandler
    }

    /// The upstream's namespace.
    public var cacheNamespace: String { upstream.cacheNamespace }
    /// The upstream's origin: the only origin of saved weather this provider serves.
    public var dataOrigin: DataOrigin { upstream.dataOrigin }
    /// The upstream's.
    public var usesCallersTimeZone: Bool { upstream.usesCallersTimeZone }
    /// The upstream's data sets.
    public var supportedDataSets: WeatherDataSet { upstream.supportedDataSets }

    /// The weather at `coordinate`: fresh, or saved when the upstream fails (see ``timestampedWeather(at:including:key:)``).
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await timestampedWeather(at: coordinate, including: dataSets).value
    }

    /// The weather at `coordinate` for a place in `timeZone` (passed to the upstream): fresh, or saved when the
    /// upstream fails.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        try await timestampedWeather(at: coordinate, timeZone: timeZone, including: dataSets).value
    }

    /// The weather for `place`, in its time zone when it has one, saved under the place's id.
    public func timestampedWeather(
        for place: Place, including dataSets: WeatherDataSet = .all
    ) async throws -> Timestamped<Weather> {
        try await timestampedWeather(
            at: place.coordinate, timeZone: place.timeZone, including: dataSets, key: PlaceKey(place: place))
    }

    /// The weather at `coordinate`, saved under `key` (by default the coordinate's key), with when it was
    /// fetched and where it came from.
    ///
    /// - Returns: Fresh weather (`isStale` false, dated now), or the saved weather of the same origin
    ///   (`isStale` true, dated when it was saved, `fallbackReason` the upstream's error).
    /// - Throws: The upstream's `WeatherError` when nothing suitable is saved; `.cancelled` when cancelled.
    public func timestampedWeather(
        at coordinate: Coordinate, including dataSets: WeatherDataSet = .all, key: PlaceKey? = nil
    ) async throws -> Timestamped<Weather> {
        try await timestampedWeather(at: coordinate, timeZone: nil, including: dataSets, key: key)
    }

    /// ``timestampedWeather(at:including:key:)`` for a place whose time zone is `timeZone`, which the
    /// upstream gets (see `WeatherProvider/weather(at:timeZone:including:)`).
    public func timestampedWeather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet = .all,
        key: PlaceKey? = nil
    ) async throws -> Timestamped<Weather> {
        let key = key ?? PlaceKey(coordinate: coordinate)
        let fresh: Weather
        do {
            fresh = try await upstream.weather(at: coordinate, timeZone: timeZone, including: dataSets)
        } catch {
            let failure = Self.weatherError(error)
            guard !Self.definitiveCodes.contains(failure.code), !Task.isCancelled else { throw failure }
            guard let saved = try? await savedWeather(for: key) else { throw failure }
            return saved.servedAsFallback(because: failure)
        }
        let date = now()
        await save(fresh, for: key, at: date)
        return Timestamped(fresh, fetchedAt: date)
    }

    /// The weather saved under `key` that this provider would serve offline: of the upstream's origin and
    /// young enough; `nil` otherwise.
    public func savedWeather(for key: PlaceKey) async throws -> Timestamped<Weather>? {
        guard let saved = try await cache.cachedWeather(for: key), accepts(saved.origin) else { return nil }
        if let maximumAge, saved.age(at: now()) > Double(maximumAge.components.seconds) { return nil }
        return saved
    }

    /// Whether saved data of `origin` may be shown by this provider.
    public func accepts(_ origin: DataOrigin) -> Bool {
        origin == dataOrigin || (origin == .unknown && acceptsUnknownOrigin)
    }

    private func save(_ weather: Weather, for key: PlaceKey, at date: Date) async {
        do {
            try await cache.saveWeather(weather, for: key, at: date)
            // A forecast without current conditions has no reading to record; it is still cached.
            if let history, weather.current != nil {
                try await history.recordWeather(weather, for: key, at: date)
            }
        } catch {
            saveFailureHandler?(Self.weatherError(error))
        }
    }

    /// Failures that saved weather must not hide: cancellation, a request the caller got wrong, and a
    /// service's answer that it has nothing for the place (`.notFound`, as the National Weather Service
    /// answers outside the United States), which no earlier answer can contradict.
    package static let definitiveCodes: Set<WeatherError.Code> = [.cancelled, .invalidInput, .notFound, .badRequest]

    private static func weatherError(_ error: any Error) -> WeatherError {
        if let error = error as? WeatherError { return error }
        if error is CancellationError {
            return WeatherError(.cancelled, message: "Cancelled while loading the weather.", underlying: error)
        }
        return WeatherError(
            .network, message: "The weather could not be fetched.", underlying: SendableDescription(error))
    }
}
