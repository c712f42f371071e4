import Foundation
import WeatherModels

/// A provider that keeps, for the places an app follows, what its source forecast and what it observed, so
/// that the source can be scored at the user's own place (see `ForecastVerifier` and the article
/// <doc:WhichSourceIsRightHere>).
///
/// Wrap each source the app fetches from anyway; nothing is asked beyond what the app asks. Every answer for
/// a followed place records:
/// - a `ForecastSample` for each of `LeadTime.all` (1, 6, 24, 48 and 72 hours) the answer's hours reach:
///   the hour nearest the fetch time plus the lead, within 30 minutes (a source whose hours end sooner is
///   scored at fewer leads);
/// - the current conditions as a `WeatherObservation` of kind `current`, with the precipitation rate.
///
/// Recording is a best effort: a store that fails costs the call nothing, and the answer is returned as it
/// came. The samples carry the source of the hours (`Weather/source(of:)`), so a composite's fill-ins are
/// credited to the service that made them.
///
/// ```swift
/// import WeatherProviders
///
/// func recordingProvider(into store: any VerificationStore, home: Coordinate) -> any WeatherProvider {
///     VerifyingWeatherProvider(upstream: OpenMeteoClient(), recordingInto: store, follows: { $0 == home })
/// }
/// ```
public struct VerifyingWeatherProvider: WeatherProvider {
    /// The provider whose answers are recorded.
    public let upstream: any WeatherProvider
    /// Where samples and observations are kept.
    public let store: any VerificationStore
    /// Whether a place is followed (a favorite, the current place); only followed places are recorded.
    public let follows: @Sendable (Coordinate) -> Bool

    /// Records the answers of `upstream` for the places `follows` accepts (every place by default) into `store`.
    public init(
        upstream: any WeatherProvider, recordingInto store: any VerificationStore,
        follows: @escaping @Sendable (Coordinate) -> Bool = { _ in true }
    ) {
        self.upstream = upstream
        self.store = store
        self.follows = follows
    }

    /// The upstream's namespace: recording changes no answer.
    public var cacheNamespace: String { upstream.cacheNamespace }
    /// The upstream's origin.
    public var dataOrigin: DataOrigin { upstream.dataOrigin }
    /// Whether the upstream uses the caller's zone.
    public var usesCallersTimeZone: Bool { upstream.usesCallersTimeZone }
    /// The upstream's data sets.
    public var supportedDataSets: WeatherDataSet { upstream.supportedDataSets }

    /// The upstream's weather at `coordinate`, recorded when the place is followed.
    ///
    /// - Throws: The upstream's `WeatherError`.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await weather(at: coordinate, timeZone: nil, including: dataSets)
    }

    /// The upstream's weather for a place in `timeZone`, recorded when the place is followed.
    ///
    /// - Throws: The upstream's `WeatherError`.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        let weather = try await upstream.weather(at: coordinate, timeZone: timeZone, including: dataSets)
        await record(weather, at: coordinate)
        return weather
    }

    /// The upstream's weather at each of `coordinates` in one batch, each followed place's answer recorded.
    ///
    /// - Throws: As the upstream's batch call.
    public func weather(
        at coordinates: [Coordinate], including dataSets: WeatherDataSet, maximumConcurrentRequests: Int
    ) async throws -> [Result<Weather, WeatherError>] {
        let results = try await upstream.weather(
            at: coordinates, including: dataSets, maximumConcurrentRequests: maximumConcurrentRequests)
        for (coordinate, result) in zip(coordinates, results) {
            if case .success(let weather) = result { await record(weather, at: coordinate) }
        }
        return results
    }

    /// Records `weather` when `coordinate` is followed; a failing store is ignored.
    private func record(_ weather: Weather, at coordinate: Coordinate) async {
        guard follows(coordinate) else { return }
        let placeKey = Self.placeKey(for: coordinate)
        try? await store.recordForecasts(Self.samples(from: weather, placeKey: placeKey))
        if let observation = Self.observation(from: weather, placeKey: placeKey) {
            try? await store.recordObservations([observation])
        }
    }

    /// The key places are recorded under: the coordinate's cache key, such as `"52.5200,13.4050"` (the same as
    /// WeatherStore's `PlaceKey(coordinate:)`).
    public static func placeKey(for coordinate: Coordinate) -> String {
        coordinate.cacheKey
    }

    /// The samples `weather` gives at `LeadTime.all`: for each lead, the hour nearest `fetchedAt` plus the lead,
    /// within 30 minutes; none for a lead its hours do not reach.
    public static func samples(from weather: Weather, placeKey: String) -> [ForecastSample] {
        let source = weather.source(of: .hourly).provider
        var samples: [ForecastSample] = []
        for lead in LeadTime.all {
            let target = weather.fetchedAt.addingTimeInterval(Double(lead.hours) * 3600)
            guard
                let hour = weather.hourly.min(by: {
                    abs($0.date.timeIntervalSince(target)) < abs($1.date.timeIntervalSince(target))
                }), abs(hour.date.timeIntervalSince(target)) <= ForecastVerifier.pairingWindow,
                hour.date > weather.fetchedAt
            else { continue }
            let sample = ForecastSample(
                source: source, placeKey: placeKey, issuedAt: weather.fetchedAt, validAt: hour.date,
                temperature: hour.temperature.value, precipitationChance: hour.precipitationChance,
                precipitationAmount: hour.precipitationAmount?.value)
            if sample.isPlausible, !samples.contains(where: { $0.validAt == sample.validAt }) {
                samples.append(sample)
            }
        }
        return samples
    }

    /// The current conditions of `weather` as an observation, or `nil` without them.
    public static func observation(from weather: Weather, placeKey: String) -> WeatherObservation? {
        guard let current = weather.current else { return nil }
        let observation = WeatherObservation(
            placeKey: placeKey, time: current.date, temperature: current.temperature.value,
            precipitation: current.precipitationIntensity?.value, observedBy: weather.source(of: .current).provider)
        return observation.isPlausible ? observation : nil
    }
}
