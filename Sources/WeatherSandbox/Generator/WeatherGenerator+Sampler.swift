import Foundation
import WeatherModels

extension WeatherGenerator {
    /// The weather at one place, at any instant.
    package struct Sampler: Sendable {
        /// The place.
        package let coordinate: Coordinate
        let climate: Climate

        init(coordinate: Coordinate, climate: Climate) {
            self.coordinate = coordinate
            self.climate = climate
        }

        /// The weather at `time` (Unix seconds).
        package func sample(time: Int) -> WeatherSample {
            let moment = Moment(time: time, coordinate: coordinate, climate: climate)
            let sky = Sky(moment)
            let temperature = temperature(moment, sky)
            let humidity = humidity(moment, sky)
            let wind = Wind(moment, sky, temperature: temperature)
            let pressure = pressure(moment, sky)
            let (condition, visibility) = condition(
                moment, sky, temperature: temperature, humidity: humidity, wind: wind)
            let clearSkyIndex = 12.5 * pow(max(0, sin(moment.sunElevation * .pi / 180)), 2.5)
            return WeatherSample(
                time: time,
                temperature: temperature,
                apparentTemperature: WeatherGenerator.apparentTemperature(
                    temperature, humidity: humidity, windSpeed: wind.speed),
                dewPoint: min(temperature, WeatherGenerator.dewPoint(temperature: temperature, humidity: humidity)),
                humidity: humidity,
                pressure: pressure,
                groundPressure: pressure * exp(-climate.elevation / 8434),
                windSpeed: wind.speed,
                windGust: max(wind.gust, wind.speed),
                windDirection: wind.direction,
                cloudCover: sky.cloudCover,
                visibility: (visibility / 10).rounded() * 10,
                rain: temperature > 2 ? sky.amount : temperature > 0 ? sky.amount / 2 : 0,
                snow: temperature <= 0 ? sky.amount : temperature <= 2 ? sky.amount / 2 : 0,
                precipitationChance: sky.chance,
                uvIndex: moment.isDaylight ? clearSkyIndex * (1 - 0.7 * sky.cloudFraction * sky.cloudFraction) : 0,
                sunElevation: moment.sunElevation,
                condition: condition,
                isDaylight: moment.isDaylight
            )
        }

        /// Temperature: the climate, the season, passing systems and the daily cycle in solar time.
        private func temperature(_ moment: Moment, _ sky: Sky) -> Double {
            let polarFactor = moment.solarDay.kind == .normal ? 1.0 : 0.25
            let diurnalAmplitude = (4 + 6 * climate.aridity) * (1 - 0.6 * sky.cloudFraction) * polarFactor
            let synoptic =
                0.75 * moment.noise(4, period: 60) + 0.25 * moment.noise(5, period: 14)
            let season = WeatherGenerator.season(time: moment.time, latitude: coordinate.latitude)
            let temperature =
                climate.annualMean + climate.seasonalAmplitude * season + diurnalAmplitude * moment.diurnalShape
                + climate.synopticAmplitude * synoptic
            return temperature - 1.5 * sky.intensity
        }

        /// Relative humidity in whole percent: higher under cloud, at night and in rain.
        private func humidity(_ moment: Moment, _ sky: Sky) -> Double {
            var humidity =
                42 + 40 * sky.cloudFraction - 32 * climate.aridity + 12 * (1 - moment.diurnalShape) / 2
                + 8 * moment.noise(6, period: 20)
            if sky.intensity > 0 { humidity = max(humidity, 85 + 12 * sky.intensity) }
            return min(100, max(6, humidity.rounded()))
        }

        /// Sea-level pressure: lower under cloud and in rain.
        private func pressure(_ moment: Moment, _ sky: Sky) -> Double {
            let pressure =
                1013 + 12 * moment.noise(11, period: 50) - 10 * (sky.cloudFraction - 0.5) - 4 * sky.intensity
            return min(1050, max(955, pressure))
        }

        /// The condition and visibility: the precipitation's phase by temperature, else fog or
        /// mist in still, saturated air, else the cloud band.
        private func condition(
            _ moment: Moment, _ sky: Sky, temperature: Double, humidity: Double, wind: Wind
        ) -> (SandboxCondition, Double) {
            let amount = sky.amount
            let haze = moment.constant(12, step: Int64(moment.time / 3600))
            if amount > 0 {
                if temperature <= 0 {
                    return (amount < 1 ? .lightSnow : amount < 4 ? .snow : .heavySnow, max(400, 10_000 - 2500 * amount))
                }
                if temperature <= 2 {
                    return (amount < 1.5 ? .lightRainAndSnow : .rainAndSnow, max(1000, 10_000 - 1500 * amount))
                }
                let visibility = max(2000, 10_000 - 800 * amount)
                if wind.thunder {
                    return (amount < 2.5 ? .thunderstormWithLightRain : .thunderstormWithRain, visibility)
                }
                let rain: SandboxCondition =
                    amount < 0.3 ? .lightDrizzle : amount < 2.5 ? .lightRain : amount < 7.6 ? .moderateRain : .heavyRain
                return (rain, visibility)
            }
            if humidity >= 97, wind.speed < 2.5 {
                return (.fog, 200 + 700 * haze)
            }
            if humidity >= 93, wind.speed < 4 {
                return (.mist, 2000 + 3000 * haze)
            }
            return (.clouds(percent: sky.cloudCover), 10_000)
        }
    }

    /// One instant at one place: the time, the sun and the place's noise.
    struct Moment {
        var time: Int
        var hours: Double
        var solarDay: SolarDay
        var isDaylight: Bool
        var sunElevation: Double
        /// 1 at 15:00 local solar time, −1 at 03:00.
        var diurnalShape: Double
        var noiseSource: TimeNoise
        var climate: Climate

        init(time: Int, coordinate: Coordinate, climate: Climate) {
            self.time = time
            self.climate = climate
            hours = Double(time) / 3600
            solarDay = SolarDay(containing: time, latitude: coordinate.latitude, longitude: coordinate.longitude)
            isDaylight = solarDay.isDaylight(at: time)
            sunElevation = SolarDay.elevation(at: time, latitude: coordinate.latitude, longitude: coordinate.longitude)
            diurnalShape = cos(2 * .pi * (SolarDay.solarHours(at: time, longitude: coordinate.longitude) - 15) / 24)
            noiseSource = TimeNoise(key: climate.key)
        }

        func noise(_ channel: UInt64, period: Double) -> Double {
            noiseSource.value(channel, hours: hours, period: period)
        }

        func constant(_ channel: UInt64, step: Int64) -> Double {
            noiseSource.constant(channel, step: step)
        }
    }

    /// Clouds and precipitation from the passing weather systems: rain only under a sky at
    /// least 80% (then 85%) covered.
    struct Sky {
        var cloudFraction: Double
        var cloudCover: Int
        /// 0 when dry, up to 1 in the heaviest rain.
        var intensity: Double
        /// mm/h of rain or snow (water equivalent).
        var amount: Double
        var chance: Double

        init(_ moment: Moment) {
            let aridity = moment.climate.aridity
            let cloudNoise = 0.65 * moment.noise(1, period: 10) + 0.35 * moment.noise(2, period: 40)
            cloudFraction = min(1, max(0, 0.5 + 0.8 * cloudNoise - 0.45 * (aridity - 0.3)))
            let rainNoise = moment.noise(3, period: 7)
            let threshold = 0.2 + 0.5 * aridity
            intensity = cloudFraction >= 0.8 && rainNoise > threshold ? (rainNoise - threshold) / (1 - threshold) : 0
            cloudCover = Int((intensity > 0 ? max(cloudFraction, 0.85) : cloudFraction) * 100)
            amount = intensity > 0 ? 0.1 + 9 * intensity * intensity : 0
            chance =
                amount > 0 ? 0.55 + 0.45 * intensity : min(0.5, max(0, (rainNoise - threshold + 0.5) * cloudFraction))
        }
    }

    /// Wind speed, gusts (stronger in thunderstorms) and direction around the prevailing one.
    struct Wind {
        var speed: Double
        var gust: Double
        var direction: Double
        var thunder: Bool

        init(_ moment: Moment, _ sky: Sky, temperature: Double) {
            let windNoise = (moment.noise(7, period: 16) + 1) / 2
            var speed = moment.climate.windiness * (0.25 + 1.5 * windNoise * windNoise) * (moment.isDaylight ? 1 : 0.8)
            speed = min(38, max(0, speed + 4 * sky.intensity))
            self.speed = speed
            thunder =
                sky.intensity > 0.35 && temperature >= 18 && moment.constant(9, step: Int64(moment.time / 10_800)) < 0.6
            let gustFactor = 1.25 + 0.5 * moment.constant(8, step: Int64(moment.time / 3600))
            gust = speed * gustFactor + (thunder ? 6 : 0)
            var direction = (moment.climate.prevailingWind + 120 * moment.noise(10, period: 30)).truncatingRemainder(
                dividingBy: 360)
            if direction < 0 { direction += 360 }
            self.direction = direction
        }
    }
}
