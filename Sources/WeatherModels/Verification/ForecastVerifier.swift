import Foundation

/// Pairs forecasts with what was observed and scores each source, per place and lead time. Pure: no I/O.
///
/// The rules, which the scores' meaning depends on:
/// - A ``ForecastSample`` is paired with the ``WeatherObservation`` of its place nearest its `validAt`, within
///   ``pairingWindow`` (±30 minutes) either side; when two are equally near, an archive's hour wins. A sample
///   without one is left out (not counted).
/// - Each sample is scored in the ``LeadTime`` bucket nearest its lead.
/// - An hour was wet when the observation had at least ``wetHourThreshold`` (0.1 mm); the source forecast it
///   wet when it gave at least 0.1 mm or a chance of at least ``wetChanceThreshold`` (50 %).
///
/// ```swift
/// import Foundation
/// import WeatherModels
///
/// let issued = Date(timeIntervalSince1970: 1_750_000_000)
/// let forecast = ForecastSample(
///     source: "open-meteo", placeKey: "home", issuedAt: issued, validAt: issued.addingTimeInterval(3600),
///     temperature: 20)
/// let observed = WeatherObservation(
///     placeKey: "home", time: issued.addingTimeInterval(3600), temperature: 19, observedBy: "open-meteo")
/// let scores = ForecastVerifier.scores(samples: [forecast], observations: [observed])
/// print(scores[0].temperatureBias)  // 1.0
/// ```
public enum ForecastVerifier {
    /// How far from a sample's valid time its observation may be: 30 minutes.
    public static let pairingWindow: TimeInterval = 30 * 60
    /// The precipitation from which an hour counts as wet: 0.1 mm.
    public static let wetHourThreshold = 0.1
    /// The chance from which a forecast counts as wet: 0.5.
    public static let wetChanceThreshold = 0.5

    /// The scores of every source, place and lead-time bucket in `samples`, sorted by place, lead time and
    /// then temperature error (best first). Implausible samples and observations are ignored.
    public static func scores(samples: [ForecastSample], observations: [WeatherObservation]) -> [SourceScore] {
        let byPlace = Dictionary(grouping: observations.filter(\.isPlausible), by: \.placeKey)
            .mapValues { $0.sorted { $0.time < $1.time } }
        var tallies: [TallyKey: Tally] = [:]
        for sample in samples where sample.isPlausible {
            guard let observed = nearest(to: sample.validAt, in: byPlace[sample.placeKey] ?? []) else { continue }
            tallies[
                TallyKey(source: sample.source, placeKey: sample.placeKey, leadTime: sample.leadTime), default: Tally()
            ]
            .add(sample, observed)
        }
        return tallies.map { key, tally in tally.score(key) }.sorted { lhs, rhs in
            if lhs.placeKey != rhs.placeKey { return lhs.placeKey < rhs.placeKey }
            if lhs.leadTime != rhs.leadTime { return lhs.leadTime < rhs.leadTime }
            if lhs.temperatureMeanAbsoluteError != rhs.temperatureMeanAbsoluteError {
                return lhs.temperatureMeanAbsoluteError < rhs.temperatureMeanAbsoluteError
            }
            return lhs.source.rawValue < rhs.source.rawValue
        }
    }

    /// The observation nearest `time` within ``pairingWindow`` in `sorted` (oldest first); an archive's on a tie.
    static func nearest(to time: Date, in sorted: [WeatherObservation]) -> WeatherObservation? {
        // The first observation not before the window's start.
        var low = 0
        var high = sorted.count
        let start = time.addingTimeInterval(-pairingWindow)
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].time < start { low = middle + 1 } else { high = middle }
        }
        var best: WeatherObservation?
        var bestDistance = Double.infinity
        var index = low
        while index < sorted.count, sorted[index].time.timeIntervalSince(time) <= pairingWindow {
            let candidate = sorted[index]
            let distance = abs(candidate.time.timeIntervalSince(time))
            if distance < bestDistance || (distance == bestDistance && candidate.kind == .archive) {
                best = candidate
                bestDistance = distance
            }
            index += 1
        }
        return best
    }

    private struct TallyKey: Hashable {
        var source: ProviderID
        var placeKey: String
        var leadTime: LeadTime
    }

    private struct Tally {
        var count = 0
        var absoluteError = 0.0
        var error = 0.0
        var precipitationCount = 0
        var hits = 0
        var misses = 0
        var falseAlarms = 0

        mutating func add(_ sample: ForecastSample, _ observed: WeatherObservation) {
            count += 1
            let difference = sample.temperature - observed.temperature
            absoluteError += abs(difference)
            error += difference
            guard let wet = observed.wasWet, let forecastWet = sample.forecastsPrecipitation else { return }
            precipitationCount += 1
            switch (forecastWet, wet) {
            case (true, true): hits += 1
            case (false, true): misses += 1
            case (true, false): falseAlarms += 1
            case (false, false): break
            }
        }

        func score(_ key: TallyKey) -> SourceScore {
            let wetHours = hits + misses
            let wetForecasts = hits + falseAlarms
            return SourceScore(
                source: key.source, placeKey: key.placeKey, leadTime: key.leadTime, samples: count,
                temperatureMeanAbsoluteError: count == 0 ? 0 : absoluteError / Double(count),
                temperatureBias: count == 0 ? 0 : error / Double(count), precipitationSamples: precipitationCount,
                precipitationHitRate: wetHours == 0 ? nil : Double(hits) / Double(wetHours),
                precipitationFalseAlarmRate: wetForecasts == 0 ? nil : Double(falseAlarms) / Double(wetForecasts))
        }
    }
}
