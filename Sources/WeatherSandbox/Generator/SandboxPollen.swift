import Foundation
import WeatherModels

/// Plausible pollen concentrations (grains/m³) for a place and hour, as the CAMS European forecast gives them:
/// only inside its domain (Europe), each species in its season and zero outside it, peaking in the afternoon,
/// washed out by rain, with a level of its own per place and day drawn from the seed.
///
/// Seasons (day of the year of the peak, half-width in days; later toward the north for the trees): alder
/// early March, birch late April, grass early June, mugwort early August, ragweed early September, olive in
/// May and June around the Mediterranean only (south of 44.5° N). A species is exactly zero more than 2.5
/// half-widths from its peak, so December has no pollen anywhere.
struct SandboxPollen {
    /// One species' season.
    struct Season {
        var species: PollenSpecies
        /// The day of the year (1–366) of the peak at 50° N.
        var peakDay: Double
        /// How many days the peak moves later per degree of latitude north of 50° N.
        var daysPerDegreeNorth: Double
        /// The half-width of the season, days.
        var width: Double
        /// The concentration at the peak on an ordinary day, grains/m³.
        var peak: Double
    }

    /// The six species' seasons.
    static let seasons: [Season] = [
        Season(species: .alder, peakDay: 65, daysPerDegreeNorth: 3, width: 18, peak: 90),
        Season(species: .birch, peakDay: 112, daysPerDegreeNorth: 2.5, width: 16, peak: 420),
        Season(species: .grass, peakDay: 160, daysPerDegreeNorth: 1.5, width: 28, peak: 70),
        Season(species: .mugwort, peakDay: 218, daysPerDegreeNorth: 0, width: 14, peak: 45),
        Season(species: .olive, peakDay: 145, daysPerDegreeNorth: 0, width: 14, peak: 350),
        Season(species: .ragweed, peakDay: 245, daysPerDegreeNorth: 0, width: 13, peak: 60),
    ]

    /// Whether CAMS Europe covers `coordinate` (its domain: 30.05–71.95° N, 24.95° W–44.95° E).
    static func covers(_ coordinate: Coordinate) -> Bool {
        (30.05...71.95).contains(coordinate.latitude) && (-24.95...44.95).contains(coordinate.longitude)
    }

    /// The concentration of each species at `coordinate` at `time` (Unix seconds) in `sample`'s weather, or `nil`
    /// outside Europe; values are rounded to 0.1 grains/m³ as the service stores them.
    static func concentrations(
        at coordinate: Coordinate, time: Int, sample: WeatherSample, seed: UInt64
    ) -> [PollenSpecies: Double]? {
        guard covers(coordinate) else { return nil }
        let dayNumber = CivilTime.floorDivide(time, 86_400)
        let date = CivilTime.civil(fromDays: dayNumber)
        let dayOfYear = Double(dayNumber - CivilTime.days(year: date.year, month: 1, day: 1) + 1)
        // The local solar hour, so the afternoon peak follows the sun rather than a zone.
        let solarSeconds = Double(time) + coordinate.longitude / 15 * 3600
        let hour = (solarSeconds / 3600).truncatingRemainder(dividingBy: 24)
        let hourOfDay = hour < 0 ? hour + 24 : hour
        let daily = 0.35 + 0.65 * exp(-pow(hourOfDay - 15, 2) / 20)
        let washout = sample.rain > 0 || sample.snow > 0 ? 0.3 : 1
        let latitudeCell = UInt64(bitPattern: Int64((coordinate.latitude * 10).rounded()))
        let longitudeCell = UInt64(bitPattern: Int64((coordinate.longitude * 10).rounded()))
        var values: [PollenSpecies: Double] = [:]
        for (index, season) in seasons.enumerated() {
            let channel = UInt64(index + 1)
            var peakDay = season.peakDay + season.daysPerDegreeNorth * (coordinate.latitude - 50)
            peakDay += 10 * (SplitMix64.unit(seed, 91, channel, latitudeCell, longitudeCell) - 0.5)
            var distance = abs(dayOfYear - peakDay)
            distance = min(distance, 366 - distance)
            guard distance <= 2.5 * season.width, season.species != .olive || coordinate.latitude < 44.5 else {
                values[season.species] = 0
                continue
            }
            let place = 0.4 + 1.2 * SplitMix64.unit(seed, 92, channel, latitudeCell, longitudeCell)
            let day = 0.5 + SplitMix64.unit(seed, 93, channel, UInt64(bitPattern: Int64(dayNumber)), latitudeCell)
            let seasonal = season.peak * exp(-pow(distance / season.width, 2))
            values[season.species] = (seasonal * place * day * daily * washout * 10).rounded() / 10
        }
        return values
    }
}
