import Foundation

/// Where forecasts and observations are kept for verification, per place, bounded in time and size.
///
/// WeatherStore implements it twice: `InMemoryVerificationStore` and `SQLiteWeatherStore` (which keeps the data
/// across restarts). Both keep at most ``VerificationLimits/horizon`` (90 days) and at most
/// ``VerificationLimits/samplesPerPlace`` samples and ``VerificationLimits/observationsPerPlace`` observations per
/// place, the oldest going first. Writes prune their places as of the newest time written: the horizon on every
/// write, the caps at least once a day (so between two, a place may hold up to a day's recording beyond its caps);
/// ``pruneVerification(now:)`` enforces both at once.
///
/// ```swift
/// import Foundation
/// import WeatherModels
///
/// func bestSource(in store: any VerificationStore, at placeKey: String) async throws -> ProviderID? {
///     let scores = try await store.scores(for: placeKey, now: Date())
///     return scores.filter { $0.leadTime == .oneDay && $0.confidence != .tooFewSamples }.first?.source
/// }
/// ```
public protocol VerificationStore: Sendable {
    /// Keeps `samples`; a sample for the same source, place, lead bucket and valid hour as a kept one replaces
    /// it. Implausible samples (``ForecastSample/isPlausible``) are not kept.
    func recordForecasts(_ samples: [ForecastSample]) async throws
    /// Keeps `observations`; one from the same source, place, kind and time as a kept one replaces it.
    /// Implausible observations are not kept.
    func recordObservations(_ observations: [WeatherObservation]) async throws
    /// Everything kept for `placeKey`, with the number of rows that could not be read and were skipped.
    func verificationData(for placeKey: String) async throws -> VerificationData
    /// The places with anything kept.
    func verifiedPlaceKeys() async throws -> [String]
    /// Deletes what is older than ``VerificationLimits/horizon`` before `now` and what exceeds the per-place
    /// caps; returns the number of rows deleted.
    @discardableResult
    func pruneVerification(now: Date) async throws -> Int
}

/// The samples and observations kept for one place.
public struct VerificationData: Hashable, Sendable {
    /// The forecast samples, oldest first.
    public var samples: [ForecastSample]
    /// The observations, oldest first.
    public var observations: [WeatherObservation]
    /// Rows that could not be read (damaged or written by a newer SDK) and were skipped.
    public var skippedRows: Int

    /// Creates the data.
    public init(samples: [ForecastSample] = [], observations: [WeatherObservation] = [], skippedRows: Int = 0) {
        self.samples = samples
        self.observations = observations
        self.skippedRows = skippedRows
    }
}

/// The documented bounds of every ``VerificationStore``.
public enum VerificationLimits {
    /// How long data is kept: 90 days.
    public static let horizon: TimeInterval = 90 * 86_400
    /// The most forecast samples kept per place: 20,000 (three sources at five lead times, one fetch an
    /// hour, for 55 days).
    public static let samplesPerPlace = 20_000
    /// The most observations kept per place: 6,500 (three sources' current conditions every hour for 90 days).
    public static let observationsPerPlace = 6_500
    /// The most a place's verification data takes in `SQLiteWeatherStore`'s file at the caps: 4 MB (measured
    /// with a simulated year of hourly recording from three sources; ten places take at most 40 MB).
    public static let maximumBytesPerPlace = 4_000_000
}

extension VerificationStore {
    /// The scores of every source at `placeKey`, computed from the forecasts valid within `window` before `now`
    /// (the whole ``VerificationLimits/horizon`` by default; a shorter window follows a source whose skill changed
    /// sooner, from fewer samples).
    ///
    /// - Throws: The store's `WeatherError` when it cannot be read. Damaged rows are skipped, not thrown.
    public func scores(
        for placeKey: String, now: Date, over window: TimeInterval = VerificationLimits.horizon
    ) async throws -> [SourceScore] {
        let data = try await verificationData(for: placeKey)
        let start = now.addingTimeInterval(-max(0, window))
        return ForecastVerifier.scores(
            samples: data.samples.filter { $0.validAt >= start && $0.validAt <= now },
            observations: data.observations.filter { $0.time >= start.addingTimeInterval(-3600) })
    }
}
