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
            let humidity = humidity(moment, sky, temperature: temperature)
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

        /// Temperature: the normals' mean and daily range for the season, passing systems and the
        /// daily cycle in solar time (smaller under cloud, larger under clear skies).
        private func temperature(_ moment: Moment, _ sky: Sky) -> Double {
            let normals = moment.normals
            let halfRange = max(0, normals.high - normals.low) / 2
            let diurnal = halfRange * (1 - 0.45 * sky.cloudAnomaly) * moment.diurnalShape
            return normals.mean + moment.synoptic + diurnal - 1.5 * sky.intensity
        }

        /// Relative humidity in whole percent around the month's normal: the day's dew point held
        /// through the daily cycle (so humid nights and drier afternoons), higher under cloud and in rain.
        private func humidity(_ moment: Moment, _ sky: Sky, temperature: Double) -> Double {
            let normals = moment.normals
            let halfRange = max(0, normals.high - normals.low) / 2
            // The daily cycle raises the day's mean humidity by about (b·range/2)²/4 with b the
            // Magnus slope; dividing it out keeps the mean at the normal.
            let slope = 17.62 * 243.12 / pow(243.12 + normals.mean, 2)
            let cycleMean = 1 + pow(slope * halfRange, 2) / 4
            let dayMean = normals.mean + moment.synoptic
            let magnus = { (value: Double) in 17.62 * value / (243.12 + value) }
            // Rain raises the humidity of its hours to at least 85%; the other hours make up for it.
            var humidity =
                normals.humidity * exp(magnus(dayMean) - magnus(temperature)) / cycleMean
                - 14 * sky.rainShare + 6 * sky.cloudAnomaly + 5 * moment.noise(6, period: 20)
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

    /// One instant at one place: the time, the sun, the season's normals and the place's noise.
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
        /// The place's normals at this instant.
        var normals: ClimateState
        /// How far passing weather systems move the temperature from the normal now, °C.
        var synoptic: Double

        init(time: Int, coordinate: Coordinate, climate: Climate) {
            self.time = time
            self.climate = climate
            hours = Double(time) / 3600
            solarDay = SolarDay(containing: time, latitude: coordinate.latitude, longitude: coordinate.longitude)
            isDaylight = solarDay.isDaylight(at: time)
            sunElevation = SolarDay.elevation(at: time, latitude: coordinate.latitude, longitude: coordinate.longitude)
            diurnalShape = cos(2 * .pi * (SolarDay.solarHours(at: time, longitude: coordinate.longitude) - 15) / 24)
            noiseSource = TimeNoise(key: climate.key)
            normals = climate.state(at: time)
            // The blend of a slow and a fast noise has a standard deviation of about 0.4.
            synoptic =
                normals.variability / 0.4
                * (0.75 * noiseSource.value(4, hours: hours, period: 60)
                    + 0.25 * noiseSource.value(5, hours: hours, period: 14))
        }

        func noise(_ channel: UInt64, period: Double) -> Double {
            noiseSource.value(channel, hours: hours, period: period)
        }

        func constant(_ channel: UInt64, step: Int64) -> Double {
            noiseSource.constant(channel, step: step)
        }
    }

    /// Clouds and precipitation from the passing weather systems: rain as often and as much as the
    /// month's normal precipitation gives, only under a sky at least 85% covered.
    struct Sky {
        var cloudFraction: Double
        var cloudCover: Int
        /// The cloud noise, −1…1 (positive when cloudier than usual for the season).
        var cloudAnomaly: Double
        /// 0 when dry, up to 1 in the heaviest rain.
        var intensity: Double
        /// mm/h of rain or snow (water equivalent).
        var amount: Double
        var chance: Double
        /// The share of hours with rain or snow at this time of year.
        var rainShare: Double

        init(_ moment: Moment) {
            let normals = moment.normals
            let rain = RainClimate(precipitation: normals.precipitation, temperature: normals.mean)
            cloudAnomaly = 0.65 * moment.noise(1, period: 10) + 0.35 * moment.noise(2, period: 40)
            let rank = RainClimate.rank(0.6 * moment.noise(3, period: 6) + 0.4 * moment.noise(13, period: 36))
            let share = rain.hourShare
            rainShare = share
            // 0 well away from rain, 1 where it is about to start.
            let nearness = share > 0 ? min(1, max(0, (rank - (1 - 3 * share)) / (2 * share))) : 0
            let usual = min(0.8, max(0.03, 0.05 + 1.1 * rain.dayShare + 0.5 * (normals.humidity - 55) / 45))
            var fraction = min(1, max(0, usual + 0.55 * cloudAnomaly + 0.5 * nearness))
            if share > 0, rank > 1 - share {
                let position = min(1, (rank - (1 - share)) / share)
                intensity = max(0.01, position)
                // Exponentially distributed hourly amounts with the month's mean.
                amount = max(0.1, rain.hourlyAmount * -log(1 - 0.995 * position) / 0.973)
                fraction = max(fraction, 0.85)
                chance = 0.55 + 0.45 * intensity
            } else {
                intensity = 0
                amount = 0
                chance = 0.45 * nearness
            }
            cloudFraction = fraction
            cloudCover = Int(fraction * 100)
        }
    }

    /// How often and how hard it rains (or snows) for a month's normal precipitation.
    struct RainClimate {
        /// The share of days with some precipitation.
        var dayShare: Double
        /// The share of hours with precipitation.
        var hourShare: Double
        /// The mean precipitation of a wet hour, mm.
        var hourlyAmount: Double

        /// The rain of a month with `precipitation` mm at a mean temperature of `temperature` °C: the
        /// wetter the month the more wet days, and in warm climates fewer, heavier falls for the same total.
        init(precipitation: Double, temperature: Double) {
            let scale = min(200, max(50, 50 + 5 * temperature))
            dayShare = precipitation > 0 ? min(0.93, 1.3 * precipitation / (precipitation + scale)) : 0
            hourShare = Self.hourShare(dayShare: dayShare)
            hourlyAmount = hourShare > 0 ? precipitation / (730.5 * hourShare) : 0
        }

        /// The share of wet hours that gives `dayShare` wet days with the sky's rain noise, which
        /// keeps rain for a few hours at a time (found by sampling the noise over forty years).
        static func hourShare(dayShare: Double) -> Double {
            let table: [(day: Double, hour: Double)] = [
                (0, 0), (0.029, 0.003), (0.076, 0.01), (0.131, 0.02), (0.217, 0.04), (0.289, 0.06),
                (0.351, 0.08), (0.406, 0.1), (0.526, 0.15), (0.626, 0.2), (0.781, 0.3), (0.878, 0.4), (0.934, 0.5),
            ]
            guard dayShare > 0 else { return 0 }
            for (lower, upper) in zip(table, table.dropFirst()) where dayShare <= upper.day {
                return lower.hour + (upper.hour - lower.hour) * (dayShare - lower.day) / (upper.day - lower.day)
            }
            return table[table.count - 1].hour
        }

        /// Quantiles of the sky's rain noise (a blend of a 6-hour and a 36-hour noise): the table
        /// ``sampledQuantiles()`` gives, written out (`RainNoiseQuantiles.swift`) so no process pays for
        /// sampling and sorting 131,072 values before its first sample; a test checks the two agree.
        static let quantiles: [Double] = rainNoiseQuantiles

        /// The quantiles measured from a fixed sample of the noise: sixteen keys, 8,192 hours each.
        static func sampledQuantiles() -> [Double] {
            var values: [Double] = []
            values.reserveCapacity(16 * 8192)
            for key in 0..<UInt64(16) {
                let noise = TimeNoise(key: SplitMix64.hash(0x5241_494E, key, 0))
                for hour in 0..<8192 {
                    let hours = Double(hour)
                    values.append(
                        0.6 * noise.value(3, hours: hours, period: 6) + 0.4 * noise.value(13, hours: hours, period: 36))
                }
            }
            values.sort()
            return (0...1024).map { values[$0 * (values.count - 1) / 1024] }
        }

        /// The share of the rain noise's values below `value`, 0…1: uniform over time.
        static func rank(_ value: Double) -> Double {
            let quantiles = Self.quantiles
            guard value > quantiles[0] else { return 0 }
            guard value < quantiles[quantiles.count - 1] else { return 1 }
            var low = 0
            var high = quantiles.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if quantiles[middle] <= value { low = middle } else { high = middle }
            }
            let width = quantiles[high] - quantiles[low]
            let fraction = width > 0 ? (value - quantiles[low]) / width : 0
            return (Double(low) + fraction) / Double(quantiles.count - 1)
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
                sky.intensity > 0.6 && temperature >= 18 && moment.constant(9, step: Int64(moment.time / 10_800)) < 0.6
            let gustFactor = 1.25 + 0.5 * moment.constant(8, step: Int64(moment.time / 3600))
            gust = speed * gustFactor + (thunder ? 6 : 0)
            var direction = (moment.climate.prevailingWind + 120 * moment.noise(10, period: 30)).truncatingRemainder(
                dividingBy: 360)
            if direction < 0 { direction += 360 }
            self.direction = direction
        }
    }
}
