import Foundation
import WeatherModels

/// Daily highs, lows and precipitation over long spans, drawn straight from a place's ``Climate``: each day its
/// normals (interpolated between the months) plus a day-to-day swing that persists for a few days, and rain on
/// some days whose amounts add up to the month's normal.
///
/// It answers the archive's multi-year requests (30 years for normals) without sampling every hour, and its means
/// over the years are the climate's own, so "today against normal" on the sandbox compares the sandbox's forecast
/// with the sandbox's normals. It is not the same weather as the hour-by-hour generator gives for a given past day.
struct SandboxClimateSeries {
    /// One day.
    struct Day {
        /// The highest temperature, °C.
        var high: Double
        /// The lowest temperature, °C.
        var low: Double
        /// The precipitation, mm.
        var precipitation: Double
    }

    /// The place's climate.
    var climate: Climate
    /// The generator's seed.
    var seed: UInt64
    /// The place, which with the seed decides the swings.
    var coordinate: Coordinate

    /// The share of a day's temperature swing that carries over to the next.
    static let persistence = 0.7
    /// How many earlier days the swing of a day is built from.
    static let memory = 8

    /// Day `dayNumber` (days since 1970-01-01), cut at `offset` seconds from UTC.
    func day(_ dayNumber: Int, offset: Int) -> Day {
        let state = climate.state(at: dayNumber * 86_400 - offset + 43_200)
        // An autoregressive swing built from the last few days' draws: the same day always gets the same value,
        // whatever span it is asked in.
        var swing = 0.0
        var weight = 1.0
        for back in 0..<Self.memory {
            swing += weight * gaussian(dayNumber - back, channel: 1)
            weight *= Self.persistence
        }
        // Scaled so the swing's standard deviation is the climate's day-to-day variability.
        let scale = (1 - Self.persistence * Self.persistence).squareRoot()
        let anomaly = swing * scale * state.variability
        let spread = 0.6 * gaussian(dayNumber, channel: 2)
        let high = state.high + anomaly + spread
        let low = min(state.low + anomaly - spread, high - 0.5)
        // Wet on about a third of the days; the amounts average to the month's normal per day.
        let daily = state.precipitation / 30.44
        let wetShare = 0.35
        let wet = unit(dayNumber, channel: 3) < wetShare
        let amount = wet ? -log(max(1e-9, 1 - unit(dayNumber, channel: 4))) * daily / wetShare : 0
        return Day(high: high, low: low, precipitation: amount)
    }

    /// A uniform value in 0..<1 for a day and channel.
    private func unit(_ dayNumber: Int, channel: UInt64) -> Double {
        SplitMix64.unit(
            seed, 131, channel, UInt64(bitPattern: Int64(dayNumber)),
            UInt64(bitPattern: Int64((coordinate.latitude * 100).rounded())),
            UInt64(bitPattern: Int64((coordinate.longitude * 100).rounded())))
    }

    /// A standard normal value for a day and channel (Box–Muller).
    private func gaussian(_ dayNumber: Int, channel: UInt64) -> Double {
        let first = max(1e-12, unit(dayNumber, channel: channel * 2 + 10))
        let second = unit(dayNumber, channel: channel * 2 + 11)
        return (-2 * log(first)).squareRoot() * cos(2 * .pi * second)
    }
}
