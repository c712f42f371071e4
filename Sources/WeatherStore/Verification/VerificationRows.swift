import Foundation
import WeatherModels

/// The verification data of ``InMemoryWeatherStore``, keyed as the SQLite tables are, with the same bounds.
struct VerificationRows: Sendable {
    struct SampleKey: Hashable {
        var placeKey: String
        var source: ProviderID
        var leadHours: Int
        var validAt: Date
    }

    struct ObservationKey: Hashable {
        var placeKey: String
        var source: ProviderID
        var kind: WeatherObservation.Kind
        var time: Date
    }

    var samples: [SampleKey: ForecastSample] = [:]
    var observations: [ObservationKey: WeatherObservation] = [:]

    mutating func record(_ new: [ForecastSample]) {
        for sample in new where sample.isPlausible {
            let key = SampleKey(
                placeKey: sample.placeKey, source: sample.source, leadHours: sample.leadTime.hours,
                validAt: sample.validAt)
            samples[key] = sample
        }
        if let now = new.filter(\.isPlausible).map(\.issuedAt).max() {
            prune(now: now, places: Set(new.map(\.placeKey)))
        }
    }

    mutating func record(_ new: [WeatherObservation]) {
        for observation in new where observation.isPlausible {
            let key = ObservationKey(
                placeKey: observation.placeKey, source: observation.observedBy, kind: observation.kind,
                time: observation.time)
            observations[key] = observation
        }
        if let now = new.filter(\.isPlausible).map(\.time).max() {
            prune(now: now, places: Set(new.map(\.placeKey)))
        }
    }

    func data(for placeKey: String) -> VerificationData {
        VerificationData(
            samples: samples.values.filter { $0.placeKey == placeKey }.sorted(by: Self.older),
            observations: observations.values.filter { $0.placeKey == placeKey }.sorted { $0.time < $1.time })
    }

    var placeKeys: [String] {
        Set(samples.keys.map(\.placeKey)).union(observations.keys.map(\.placeKey)).sorted()
    }

    /// Deletes what is older than the horizon and what exceeds the caps, for `places` (every place when `nil`).
    @discardableResult
    mutating func prune(now: Date, places: Set<String>? = nil) -> Int {
        let start = now.addingTimeInterval(-VerificationLimits.horizon)
        let before = samples.count + observations.count
        samples = samples.filter { $0.value.validAt >= start }
        observations = observations.filter { $0.value.time >= start }
        for place in places ?? Set(placeKeys) {
            let kept = samples.filter { $0.key.placeKey == place }
            if kept.count > VerificationLimits.samplesPerPlace {
                for (key, _) in kept.sorted(by: { Self.older($0.value, $1.value) })
                    .prefix(kept.count - VerificationLimits.samplesPerPlace)
                {
                    samples[key] = nil
                }
            }
            let observed = observations.filter { $0.key.placeKey == place }
            if observed.count > VerificationLimits.observationsPerPlace {
                for (key, _) in observed.sorted(by: { $0.value.time < $1.value.time })
                    .prefix(observed.count - VerificationLimits.observationsPerPlace)
                {
                    observations[key] = nil
                }
            }
        }
        return before - samples.count - observations.count
    }

    static func older(_ lhs: ForecastSample, _ rhs: ForecastSample) -> Bool {
        if lhs.validAt != rhs.validAt { return lhs.validAt < rhs.validAt }
        if lhs.source != rhs.source { return lhs.source.rawValue < rhs.source.rawValue }
        return lhs.issuedAt < rhs.issuedAt
    }
}

extension InMemoryWeatherStore: VerificationStore {
    /// Keeps `samples`, replacing one for the same source, place, lead bucket and valid hour, then prunes their
    /// places to the documented bounds (`VerificationLimits`) as of the newest issue time.
    public func recordForecasts(_ samples: [ForecastSample]) async throws {
        verification.record(samples)
    }

    /// Keeps `observations`, replacing one from the same source, place, kind and time, then prunes their places.
    public func recordObservations(_ observations: [WeatherObservation]) async throws {
        verification.record(observations)
    }

    /// The samples and observations kept for `placeKey`, oldest first.
    public func verificationData(for placeKey: String) async throws -> VerificationData {
        verification.data(for: placeKey)
    }

    /// The places with anything kept, sorted.
    public func verifiedPlaceKeys() async throws -> [String] {
        verification.placeKeys
    }

    /// Deletes what is older than the horizon before `now` and what exceeds the per-place caps.
    @discardableResult
    public func pruneVerification(now: Date) async throws -> Int {
        verification.prune(now: now)
    }
}
