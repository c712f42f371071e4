import Foundation
import WeatherModels

extension WeatherGenerator {
    /// The weather at one place, at any instant.
    package struct Sampler: Sendable {
        /// The place.
        package let coordinate: Coordinate
        let climate: Climate
        /// The atmosphere every place of the generator's seed shares.
        let atmosphere: Atmosphere
        /// The place, as the atmosphere reads it.
        let place: Atmosphere.Place
        /// The error of the stand-in forecasting with this sampler, or `nil` for the atmosphere itself.
        var forecastError: ForecastError?

        init(coordinate: Coordinate, climate: Climate, atmosphere: Atmosphere) {
            self.coordinate = coordinate
            self.climate = climate
            self.atmosphere = atmosphere
            place = Atmosphere.Place(coordinate)
        }

        /// This sampler with the forecast error of a stand-in of `skill` issuing its forecast at `issuedAt`:
        /// samples after `issuedAt` carry the error, the others are the atmosphere.
        package func forecasting(
            with skill: SandboxForecastSkill, issuedAt: Int, service: UInt64, seed: UInt64
        ) -> Sampler {
            var sampler = self
            sampler.forecastError =
                skill == .perfect ? nil : ForecastError(skill: skill, issuedAt: issuedAt, service: service, seed: seed)
            return sampler
        }

        /// The weather at `time` (Unix seconds), with the forecast error when one is set.
        package func sample(time: Int) -> WeatherSample {
            let truth = atmosphereSample(time: time)
            return forecastError?.apply(to: truth) ?? truth
        }

        /// The atmosphere's weather at `time` (Unix seconds).
        private func atmosphereSample(time: Int) -> WeatherSample {
            let moment = Moment(
                time: time, coordinate: coordinate, climate: climate,
                atmosphere: atmosphere.local(at: place, hours: Double(time) / 3600))
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

        /// How stagnant the air is at `time` (Unix seconds), 0…1: the shared atmosphere's, which the
        /// sandbox's air quality follows.
        func stagnation(time: Int) -> Double {
            atmosphere.local(at: place, hours: Double(time) / 3600).uniform(.stagnation)
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
                - 14 * sky.rainShare + 6 * sky.cloudAnomaly + 5 * moment.atmosphere.noise(.humidity)
            if sky.intensity > 0 { humidity = max(humidity, 85 + 12 * sky.intensity) }
            return min(100, max(6, humidity.rounded()))
        }

        /// Sea-level pressure: lower under cloud and in rain.
        private func pressure(_ moment: Moment, _ sky: Sky) -> Double {
            let pressure =
                1013 + 12 * moment.atmosphere.noise(.pressure) - 10 * (sky.cloudFraction - 0.5) - 4 * sky.intensity
            return min(1050, max(955, pressure))
        }

        /// The condition and visibility: the precipitation's phase by temperature, else fog or
        /// mist in still, saturated air, else the cloud band.
        private func condition(
            _ moment: Moment, _ sky: Sky, temperature: Double, humidity: Double, wind: Wind
        ) -> (SandboxCondition, Double) {
            let amount = sky.amount
            let haze = moment.atmosphere.uniform(.haze)
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

    /// One instant at one place: the time, the sun, the season's normals and the atmosphere there.
    struct Moment {
        var time: Int
        var solarDay: SolarDay
        var isDaylight: Bool
        var sunElevation: Double
        /// 1 at 15:00 local solar time, −1 at 03:00.
        var diurnalShape: Double
        /// The shared atmosphere at this place and instant.
        var atmosphere: Atmosphere.Local
        var climate: Climate
        /// The place's normals at this instant.
        var normals: ClimateState
        /// How far passing weather systems move the temperature from the normal now, °C.
        var synoptic: Double

        init(time: Int, coordinate: Coordinate, climate: Climate, atmosphere: Atmosphere.Local) {
            self.time = time
            self.climate = climate
            solarDay = SolarDay(containing: time, latitude: coordinate.latitude, longitude: coordinate.longitude)
            isDaylight = solarDay.isDaylight(at: time)
            sunElevation = SolarDay.elevation(at: time, latitude: coordinate.latitude, longitude: coordinate.longitude)
            diurnalShape = cos(2 * .pi * (SolarDay.solarHours(at: time, longitude: coordinate.longitude) - 15) / 24)
            self.atmosphere = atmosphere
            normals = climate.state(at: time)
            // The blend of a slow and a quick field has a standard deviation of about 0.4.
            synoptic =
                normals.variability / 0.4
                * (0.75 * atmosphere.noise(.temperature) + 0.25 * atmosphere.noise(.temperatureQuick))
        }
    }

    /// Clouds and precipitation from the passing weather systems: rain as often and as much as the
    /// month's normal precipitation gives, only under a sky at least 85% covered. Both come from the shared
    /// atmosphere's cloud and rain fields, so neighbours see the same rain band arrive and leave.
    struct Sky {
        var cloudFraction: Double
        var cloudCover: Int
        /// The cloud anomaly, −1…1 (positive when cloudier than usual for the season).
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
            let atmosphere = moment.atmosphere
            cloudAnomaly = 0.65 * atmosphere.noise(.cloud) + 0.35 * atmosphere.noise(.cloudSlow)
            let rank = RainClimate.rank(RainClimate.rainNoise(atmosphere))
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

        /// Wet days against wet hours with the sky's rain noise, which keeps rain for a few hours at a
        /// time: ``sampledDayShares(hourShares:)`` rounded to four places (a test checks they agree).
        static let dayShareTable: [(day: Double, hour: Double)] = [
            (0, 0), (0.0207, 0.003), (0.0588, 0.01), (0.1058, 0.02), (0.1888, 0.04), (0.2590, 0.06),
            (0.3220, 0.08), (0.3752, 0.1), (0.4927, 0.15), (0.5955, 0.2), (0.7584, 0.3), (0.8715, 0.4),
            (0.9373, 0.5),
        ]

        /// The share of wet hours that gives `dayShare` wet days (see ``dayShareTable``).
        static func hourShare(dayShare: Double) -> Double {
            let table = dayShareTable
            guard dayShare > 0 else { return 0 }
            for (lower, upper) in zip(table, table.dropFirst()) where dayShare <= upper.day {
                return lower.hour + (upper.hour - lower.hour) * (dayShare - lower.day) / (upper.day - lower.day)
            }
            return table[table.count - 1].hour
        }

        /// The sky's rain noise: a blend of the atmosphere's quick and slow rain fields. Where its
        /// ``rank(_:)`` passes 1 − the season's share of wet hours, it rains.
        static func rainNoise(_ atmosphere: Atmosphere.Local) -> Double {
            0.6 * atmosphere.noise(.rain) + 0.4 * atmosphere.noise(.rainSlow)
        }

        /// Quantiles of the sky's rain noise: the table ``sampledQuantiles()`` gives, written out
        /// (`RainNoiseQuantiles.swift`) so no process pays for sampling and sorting 131,072 values before
        /// its first sample; a test checks the two agree.
        static let quantiles: [Double] = rainNoiseQuantiles

        /// The rain noise of a fixed sample: sixteen seeds, each at its own place (spread evenly over the
        /// globe), 8,192 hours each. Over a long time the noise has the same distribution at every place.
        static func sampledRainNoise() -> [[Double]] {
            (0..<16).map { index in
                let atmosphere = Atmosphere(seed: SplitMix64.hash(UInt64(0x5241_494E), UInt64(index), UInt64(0)))
                // The sixteen points of a Fibonacci lattice on the sphere.
                let latitude = asin(1 - (2 * Double(index) + 1) / 16) * 180 / .pi
                let longitude = (Double(index) * 137.507_764).truncatingRemainder(dividingBy: 360) - 180
                let place = Atmosphere.Place(latitude: latitude, longitude: longitude)
                return (0..<8192).map { hour in rainNoise(atmosphere.local(at: place, hours: Double(hour))) }
            }
        }

        /// The quantiles measured from ``sampledRainNoise()``.
        static func sampledQuantiles() -> [Double] {
            let values = sampledRainNoise().flatMap { $0 }.sorted()
            return (0...1024).map { values[$0 * (values.count - 1) / 1024] }
        }

        /// The shares of days (24 hours from midnight UTC) with at least one wet hour when each of
        /// `hourShares` of the hours are wet, measured on ``sampledRainNoise()``: the table
        /// ``hourShare(dayShare:)`` inverts.
        static func sampledDayShares(hourShares: [Double]) -> [Double] {
            // The rank of each day's wettest hour.
            let wettest = sampledRainNoise().flatMap { series in
                stride(from: 0, through: series.count - 24, by: 24).map { start in
                    rank(series[start..<(start + 24)].max() ?? 0)
                }
            }
            return hourShares.map { share in
                Double(wettest.filter { $0 > 1 - share }.count) / Double(wettest.count)
            }
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
            let windNoise = (moment.atmosphere.noise(.wind) + 1) / 2
            var speed = moment.climate.windiness * (0.25 + 1.5 * windNoise * windNoise) * (moment.isDaylight ? 1 : 0.8)
            speed = min(38, max(0, speed + 4 * sky.intensity))
            self.speed = speed
            thunder =
                sky.intensity > 0.6 && temperature >= 18 && moment.atmosphere.uniform(.thunder) < 0.6
            let gustFactor = 1.25 + 0.5 * moment.atmosphere.uniform(.gust)
            gust = speed * gustFactor + (thunder ? 6 : 0)
            let turn = 120 * moment.atmosphere.noise(.windDirection)
            var direction = (moment.climate.prevailingWind + turn).truncatingRemainder(dividingBy: 360)
            if direction < 0 { direction += 360 }
            self.direction = direction
        }
    }
}
