import Foundation
import WeatherCore
import WeatherModels

/// Generates plausible weather, deterministic for a (coordinate, instant, seed) triple.
///
/// Temperatures, humidity and rain follow the monthly climate normals of the nearest gazetteer
/// city (blended toward a latitude model away from every city), interpolated smoothly through the
/// year, with a daily cycle in local solar time; passing weather systems move temperature, clouds,
/// rain, pressure and wind together over hours and days. The systems are one ``Atmosphere`` for the
/// whole globe, travelling waves read at the place's coordinate, so neighbouring places share the same
/// mild spell, the same cloud and the same rain band at the same moment, each around its own normals.
/// Every other quantity is derived so the numbers agree: rain only under a cloudy sky, snow only at or
/// below 2 °C, dew point at most the temperature, night icons between sunset and sunrise.
package struct WeatherGenerator: Sendable {
    /// The seed; other seeds give other, equally plausible weather.
    package var seed: UInt64

    /// Creates a generator.
    package init(seed: UInt64) {
        self.seed = seed
    }

    /// The weather at `coordinate` at `time` (Unix seconds).
    package func sample(at coordinate: Coordinate, time: Int) -> WeatherSample {
        sampler(at: coordinate).sample(time: time)
    }

    /// A sampler for many instants at one place, which works out the place's climate once.
    package func sampler(at coordinate: Coordinate) -> Sampler {
        Sampler(
            coordinate: coordinate, climate: Self.climate(at: coordinate, seed: seed),
            atmosphere: Atmosphere.shared(seed: seed))
    }

    /// The climates worked out lately, by place and seed: a list of a thousand cities asks for each again on
    /// every page, and finding a place's normals is the costliest step of a sample.
    private static let climates = Locked([ClimateKey: Climate]())

    /// A place and a seed, as a key of ``climates``.
    private struct ClimateKey: Hashable {
        var latitude: Double
        var longitude: Double
        var seed: UInt64
    }

    /// The climate at `coordinate` for `seed`, from ``climates`` when it was worked out before.
    private static func climate(at coordinate: Coordinate, seed: UInt64) -> Climate {
        let key = ClimateKey(latitude: coordinate.latitude, longitude: coordinate.longitude, seed: seed)
        if let known = climates.withLock({ $0[key] }) {
            return known
        }
        let climate = Climate(coordinate: coordinate, seed: seed)
        climates.withLock { cache in
            // Bounded: a sandbox asked about endless places keeps only the latest few thousand.
            if cache.count >= 4096 {
                cache.removeAll(keepingCapacity: true)
            }
            cache[key] = climate
        }
        return climate
    }

    /// The season at `time`: 1 at the height of summer, −1 in the depth of winter (a month after
    /// the solstices, opposite in the southern hemisphere).
    package static func season(time: Int, latitude: Double) -> Double {
        let year = 365.2422 * 86_400
        let fraction = (Double(time) / year).truncatingRemainder(dividingBy: 1)
        let northern = -cos(2 * .pi * (fraction - 20 / 365.2422))
        return latitude >= 0 ? northern : -northern
    }

    /// The dew point from temperature and relative humidity (Magnus formula).
    package static func dewPoint(temperature: Double, humidity: Double) -> Double {
        let gamma = log(max(humidity, 1) / 100) + 17.62 * temperature / (243.12 + temperature)
        return 243.12 * gamma / (17.62 - gamma)
    }

    /// The apparent temperature (Steadman's formula as used by the Australian Bureau of Meteorology).
    package static func apparentTemperature(_ temperature: Double, humidity: Double, windSpeed: Double) -> Double {
        let vapourPressure = humidity / 100 * 6.105 * exp(17.27 * temperature / (237.7 + temperature))
        return temperature + 0.33 * vapourPressure - 0.70 * windSpeed - 4
    }
}

extension WeatherGenerator {
    /// The ground elevation the generator assumes at `coordinate`, metres.
    package func elevation(at coordinate: Coordinate) -> Double {
        Climate.elevation(at: coordinate, seed: seed).rounded()
    }
}
