import Foundation
import WeatherModels

/// Generates plausible weather, deterministic for a (coordinate, instant, seed) triple.
///
/// Temperatures follow the latitude's climate, the season (opposite in the southern
/// hemisphere) and a daily cycle in local solar time; passing weather systems move clouds,
/// rain, pressure and wind together over hours and days. Every other quantity is derived so
/// the numbers agree: rain only under a cloudy sky, snow only at or below 2 °C, dew point at
/// most the temperature, night icons between sunset and sunrise.
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
        Sampler(coordinate: coordinate, climate: Climate(coordinate: coordinate, seed: seed))
    }

    /// The weather at one place, at any instant.
    package struct Sampler: Sendable {
        /// The place.
        package let coordinate: Coordinate
        fileprivate let climate: Climate

        fileprivate init(coordinate: Coordinate, climate: Climate) {
            self.coordinate = coordinate
            self.climate = climate
        }

    /// The weather at `time` (Unix seconds).
    package func sample(time: Int) -> WeatherSample {
        let climate = self.climate
        let noise = TimeNoise(key: climate.key)
        let hours = Double(time) / 3600
        let latitude = coordinate.latitude
        let solarDay = SolarDay(containing: time, latitude: latitude, longitude: coordinate.longitude)
        let isDaylight = solarDay.isDaylight(at: time)
        let elevation = SolarDay.elevation(at: time, latitude: latitude, longitude: coordinate.longitude)

        // Clouds and precipitation come from the passing weather systems.
        let cloudNoise = 0.65 * noise.value(1, hours: hours, period: 10) + 0.35 * noise.value(2, hours: hours, period: 40)
        let cloudFraction = min(1, max(0, 0.5 + 0.8 * cloudNoise - 0.45 * (climate.aridity - 0.3)))
        let rainNoise = noise.value(3, hours: hours, period: 7)
        let threshold = 0.2 + 0.5 * climate.aridity
        var intensity = 0.0
        if cloudFraction >= 0.8, rainNoise > threshold {
            intensity = (rainNoise - threshold) / (1 - threshold)
        }
        let cloudCover = Int((intensity > 0 ? max(cloudFraction, 0.85) : cloudFraction) * 100)

        // Temperature: climate, season, passing systems and the daily cycle.
        let solarHours = SolarDay.solarHours(at: time, longitude: coordinate.longitude)
        let diurnalShape = cos(2 * .pi * (solarHours - 15) / 24)
        let polarFactor = solarDay.kind == .normal ? 1.0 : 0.25
        let diurnalAmplitude = (3 + 5 * climate.aridity) * (1 - 0.55 * cloudFraction) * polarFactor
        let synoptic = 0.75 * noise.value(4, hours: hours, period: 60) + 0.25 * noise.value(5, hours: hours, period: 14)
        var temperature =
            climate.annualMean + climate.seasonalAmplitude * WeatherGenerator.season(time: time, latitude: latitude)
            + diurnalAmplitude * diurnalShape + climate.synopticAmplitude * synoptic
        if intensity > 0 { temperature -= 1.5 * intensity }

        // Humidity and dew point.
        var humidity =
            42 + 40 * cloudFraction - 32 * climate.aridity + 12 * (1 - diurnalShape) / 2
            + 8 * noise.value(6, hours: hours, period: 20)
        if intensity > 0 { humidity = max(humidity, 85 + 12 * intensity) }
        humidity = min(100, max(6, humidity.rounded()))
        let dewPoint = min(temperature, WeatherGenerator.dewPoint(temperature: temperature, humidity: humidity))

        // Wind.
        let windNoise = (noise.value(7, hours: hours, period: 16) + 1) / 2
        var windSpeed = climate.windiness * (0.25 + 1.5 * windNoise * windNoise) * (isDaylight ? 1 : 0.8)
        windSpeed += 4 * intensity
        windSpeed = min(38, max(0, windSpeed))
        let gustFactor = 1.25 + 0.5 * noise.constant(8, step: Int64(time / 3600))
        let thunder = intensity > 0.35 && temperature >= 18 && noise.constant(9, step: Int64(time / 10_800)) < 0.6
        let windGust = windSpeed * gustFactor + (thunder ? 6 : 0)
        var windDirection = climate.prevailingWind + 120 * noise.value(10, hours: hours, period: 30)
        windDirection = windDirection.truncatingRemainder(dividingBy: 360)
        if windDirection < 0 { windDirection += 360 }

        // Pressure.
        var pressure = 1013 + 12 * noise.value(11, hours: hours, period: 50) - 10 * (cloudFraction - 0.5)
        pressure -= 4 * intensity
        pressure = min(1050, max(955, pressure))
        let groundPressure = pressure * exp(-climate.elevation / 8434)

        // Precipitation, its phase and the condition.
        let amount = intensity > 0 ? 0.1 + 9 * intensity * intensity : 0
        var rain = 0.0
        var snow = 0.0
        var condition: SandboxCondition
        var visibility = 10_000.0
        if amount > 0 {
            if temperature <= 0 {
                snow = amount
                condition = amount < 1 ? .lightSnow : amount < 4 ? .snow : .heavySnow
                visibility = max(400, 10_000 - 2500 * amount)
            } else if temperature <= 2 {
                rain = amount / 2
                snow = amount / 2
                condition = amount < 1.5 ? .lightRainAndSnow : .rainAndSnow
                visibility = max(1000, 10_000 - 1500 * amount)
            } else {
                rain = amount
                if thunder {
                    condition = amount < 2.5 ? .thunderstormWithLightRain : .thunderstormWithRain
                } else {
                    condition =
                        amount < 0.3 ? .lightDrizzle : amount < 2.5 ? .lightRain : amount < 7.6 ? .moderateRain : .heavyRain
                }
                visibility = max(2000, 10_000 - 800 * amount)
            }
        } else if humidity >= 97, windSpeed < 2.5 {
            condition = .fog
            visibility = 200 + 700 * noise.constant(12, step: Int64(time / 3600))
        } else if humidity >= 93, windSpeed < 4 {
            condition = .mist
            visibility = 2000 + 3000 * noise.constant(12, step: Int64(time / 3600))
        } else {
            condition = .clouds(percent: cloudCover)
        }

        let chance: Double
        if amount > 0 {
            chance = 0.55 + 0.45 * intensity
        } else {
            chance = min(0.5, max(0, (rainNoise - threshold + 0.5) * cloudFraction))
        }
        let clearSkyIndex = 12.5 * pow(max(0, sin(elevation * .pi / 180)), 2.5)
        let uvIndex = isDaylight ? clearSkyIndex * (1 - 0.7 * cloudFraction * cloudFraction) : 0

        return WeatherSample(
            time: time,
            temperature: temperature,
            apparentTemperature: WeatherGenerator.apparentTemperature(temperature, humidity: humidity, windSpeed: windSpeed),
            dewPoint: dewPoint,
            humidity: humidity,
            pressure: pressure,
            groundPressure: groundPressure,
            windSpeed: windSpeed,
            windGust: max(windGust, windSpeed),
            windDirection: windDirection,
            cloudCover: cloudCover,
            visibility: (visibility / 10).rounded() * 10,
            rain: rain,
            snow: snow,
            precipitationChance: chance,
            uvIndex: uvIndex,
            sunElevation: elevation,
            condition: condition,
            isDaylight: isDaylight
        )
    }
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

/// The long-term character of a place: what the noise varies around.
private struct Climate: Sendable {
    var key: UInt64
    var annualMean: Double
    var seasonalAmplitude: Double
    var synopticAmplitude: Double
    var aridity: Double
    var windiness: Double
    var prevailingWind: Double
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

        var mean = 27 - 0.0056 * absolute * absolute + 4 * (region(1) - 0.5)
        if latitude < -60 { mean -= (absolute - 60) * 1.1 }
        annualMean = mean
        let continentality = region(2)
        seasonalAmplitude = (0.5 + 0.2 * absolute) * (0.6 + 0.8 * continentality)
        synopticAmplitude = 1.5 + 0.07 * absolute
        let subtropics = exp(-pow((absolute - 25) / 10, 2))
        aridity = min(1, max(0, 0.65 * subtropics + 0.45 * region(3) - 0.1))
        windiness = 2 + 4 * min(absolute / 55, 1) + 2 * region(4)
        prevailingWind = (absolute >= 30 && absolute <= 65 ? 250 : 80) + 40 * region(5)
        elevation = 600 * region(6) * region(6)
    }
}

extension WeatherGenerator {
    /// The ground elevation the generator assumes at `coordinate`, metres.
    package func elevation(at coordinate: Coordinate) -> Double {
        Climate(coordinate: coordinate, seed: seed).elevation.rounded()
    }
}
