import Foundation
import WeatherModels

/// Plausible pollutant concentrations (µg/m³) for a place and hour: a level of its own per place, lower
/// with wind and rain, higher at the morning and evening rush hours and in the stagnant air of the shared
/// atmosphere (so neighbours' air gets better and worse together), ozone higher in the afternoon sun.
struct SandboxAir {
    var fineParticles: Double
    var coarseParticles: Double
    var nitrogenDioxide: Double
    var nitrogenMonoxide: Double
    var ozone: Double
    var sulfurDioxide: Double
    var carbonMonoxide: Double
    var ammonia: Double

    /// The air at `coordinate` at `time`, from the weather `sampler` gives there.
    init(at coordinate: Coordinate, time: Int, sampler: WeatherGenerator.Sampler, seed: UInt64) {
        let place = SplitMix64.unit(
            seed, UInt64(bitPattern: Int64((coordinate.latitude * 100).rounded())),
            UInt64(bitPattern: Int64((coordinate.longitude * 100).rounded())))
        self.init(
            place: place, sample: sampler.sample(time: time), stagnation: sampler.stagnation(time: time), time: time)
    }

    /// The air of a place whose own level is `place` (0…1), in the weather `sample`, when the air is
    /// `stagnation` (0…1) stagnant.
    init(place: Double, sample: WeatherSample, stagnation: Double, time: Int) {
        let hourOfDay = Double((time / 3600) % 24)
        // Stagnant air holds what the place gives off; moving air carries it away.
        let held = 0.85 + 0.3 * stagnation
        let dilution = 1 / (1 + sample.windSpeed / 4) * (sample.rain > 0 ? 0.6 : 1)
        let rush = 1 + 0.4 * exp(-pow(hourOfDay - 8, 2) / 4) + 0.4 * exp(-pow(hourOfDay - 18, 2) / 4)
        let level = (4 + 40 * place * place) * held
        fineParticles = level * dilution * rush
        coarseParticles = fineParticles * 1.6
        nitrogenDioxide = (5 + 45 * place) * dilution * rush * held
        nitrogenMonoxide = nitrogenDioxide * 0.15
        ozone = (40 + 50 * (sample.isDaylight ? 1 : 0.3) * Double(100 - sample.cloudCover) / 100) * held
        sulfurDioxide = (1 + 10 * place) * dilution * held
        carbonMonoxide = (180 + 300 * place) * dilution * rush * held
        ammonia = (0.5 + 4 * place) * held
    }

    /// OpenWeather's 1–5 index, from PM2.5 as its scale bands it (below 10, 25, 50, 75 µg/m³).
    var openWeatherIndex: Int {
        switch fineParticles {
        case ..<10: 1
        case ..<25: 2
        case ..<50: 3
        case ..<75: 4
        default: 5
        }
    }
}
