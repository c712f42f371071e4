import Foundation
import WeatherModels

/// The long-term character of a place: what the noise varies around.
struct Climate: Sendable {
    /// The seed mixed with the place (a 0.1° cell), keying its noise.
    var key: UInt64
    /// The mean temperature over a year, °C.
    var annualMean: Double
    /// Half the difference between the warmest and the coldest month, °C.
    var seasonalAmplitude: Double
    /// How far passing weather systems move the temperature, °C.
    var synopticAmplitude: Double
    /// 0 (humid) … 1 (desert): fewer clouds, drier air, larger daily swings.
    var aridity: Double
    /// The typical wind speed, m/s.
    var windiness: Double
    /// The direction the wind mostly comes from, degrees: westerlies in mid-latitudes, trade winds elsewhere.
    var prevailingWind: Double
    /// The ground elevation, metres.
    var elevation: Double

    init(coordinate: Coordinate, seed: UInt64) {
        let latitude = coordinate.latitude
        let absolute = abs(latitude)
        let cellLatitude = UInt64(bitPattern: Int64((latitude * 10).rounded()))
        let cellLongitude = UInt64(bitPattern: Int64((coordinate.longitude * 10).rounded()))
        key = SplitMix64.hash(seed, cellLatitude, cellLongitude)
        let regionLatitude = UInt64(bitPattern: Int64(latitude.rounded()))
        let regionLongitude = UInt64(bitPattern: Int64(coordinate.longitude.rounded()))
        let region = { (channel: UInt64) in SplitMix64.unit(seed, 77, channel, regionLatitude, regionLongitude) }

        let subtropics = exp(-pow((absolute - 25) / 10, 2))
        aridity = min(1, max(0, 0.65 * subtropics + 0.45 * region(3) - 0.1))
        let continentality =
            0.8 * Self.continentality(latitude: latitude, longitude: coordinate.longitude)
            + 0.2 * region(2)
        var mean = 27 - 0.0065 * absolute * absolute + 3 * (region(1) - 0.5)
        mean += 5 * aridity - 6 * (continentality - 0.4)
        if latitude < -60 { mean -= (absolute - 60) * 0.6 }
        annualMean = mean
        seasonalAmplitude = (0.5 + 0.2 * absolute) * (0.5 + 0.9 * continentality)
        synopticAmplitude = 1.5 + 0.07 * absolute
        windiness = 2 + 4 * min(absolute / 55, 1) + 2 * region(4)
        prevailingWind = (absolute >= 30 && absolute <= 65 ? 250 : 80) + 40 * region(5)
        elevation = 600 * region(6) * region(6)
    }

    /// How continental the climate is (0 maritime … 1 deep inland), from a coarse map: seasons
    /// are mild on west coasts and oceans and extreme inside Eurasia and North America.
    static func continentality(latitude: Double, longitude: Double) -> Double {
        switch (latitude, longitude) {
        case (35...75, 30...180):
            return 0.5 + 0.5 * min(1, (longitude - 30) / 70)
        case (35...72, -25..<30):
            return 0.25 + 0.3 * (longitude + 10) / 40
        case (30...72, -118 ... -60):
            return 0.9 - 0.5 * min(1, abs(longitude + 100) / 40)
        case (-35 ... -18, 118...145):
            return 0.6
        case (..<0, _):
            return 0.2
        default:
            return 0.35
        }
    }
}
