import Foundation

extension METNorwayStandIn {
    /// Builds the time series of one forecast body from the generator's hourly samples.
    struct Series {
        /// The weather at the place.
        var sampler: WeatherGenerator.Sampler
        /// The place's latitude, for the polar-twilight symbols.
        var latitude: Double
        /// The first step (the start of the current hour), Unix seconds.
        var first: Int
        /// Whether to write `complete`'s variables as well as `compact`'s.
        var complete: Bool

        /// The step times: hourly up to the first six-hour mark (00, 06, 12 or 18 UTC) at least 54 hours
        /// on, then every six hours up to about nine and a half days, as the service's series run.
        var times: [Int] {
            let sixHours = 6 * 3600
            let change = (CivilTime.floorDivide(first + 54 * 3600 - 1, sixHours) + 1) * sixHours
            let end = CivilTime.floorDivide(first + 228 * 3600, sixHours) * sixHours
            return Array(stride(from: first, to: change, by: 3600))
                + Array(stride(from: change, through: end, by: sixHours))
        }

        /// The `timeseries` array. A step has `next_1_hours`, `next_6_hours` or `next_12_hours` only when
        /// the series has a step that many hours later, so the hours before the change to six-hourly steps
        /// lack the longer periods and the last step has only `instant`.
        func timeseries() -> [JSONValue] {
            let times = times
            let steps = Set(times)
            let last = times.last ?? first
            // One sample per hour, from the first step to the end of the last twelve-hour period.
            let samples = (0...(last - first) / 3600 + 12).map { sampler.sample(time: first + $0 * 3600) }
            func hours(from time: Int, count: Int) -> ArraySlice<WeatherSample> {
                let start = (time - first) / 3600
                return samples[start..<min(start + count, samples.count)]
            }
            return times.map { time in
                var data: [(String, JSONValue)] = [
                    ("instant", .object(["details": instant(samples[(time - first) / 3600])]))
                ]
                for (key, length) in [("next_12_hours", 12), ("next_1_hours", 1), ("next_6_hours", 6)]
                where steps.contains(time + length * 3600) {
                    data.append((key, period(hours(from: time, count: length + 1), length: length)))
                }
                return .object(["time": .string(Self.isoTime(time)), "data": .members(data)])
            }
        }

        /// The `instant.details` of one sample.
        private func instant(_ sample: WeatherSample) -> JSONValue {
            var members: [(String, JSONValue)] = [
                ("air_pressure_at_sea_level", Self.number(sample.pressure)),
                ("air_temperature", Self.number(sample.temperature)),
            ]
            if complete {
                members += [
                    ("air_temperature_percentile_10", Self.number(sample.temperature - 1.2)),
                    ("air_temperature_percentile_90", Self.number(sample.temperature + 1.3)),
                ]
            }
            let cover = Double(sample.cloudCover)
            members.append(("cloud_area_fraction", Self.number(cover)))
            if complete {
                let fog: Double = sample.condition == .fog ? 100 : sample.condition == .mist ? 40 : 0
                members += [
                    ("cloud_area_fraction_high", Self.number(cover * 0.4)),
                    ("cloud_area_fraction_low", Self.number(cover * 0.7)),
                    ("cloud_area_fraction_medium", Self.number(cover * 0.5)),
                    ("dew_point_temperature", Self.number(sample.dewPoint)),
                    ("fog_area_fraction", Self.number(fog)),
                ]
            }
            members.append(("relative_humidity", Self.number(sample.humidity)))
            if complete {
                members.append(("ultraviolet_index_clear_sky", Self.number(sample.uvIndex)))
            }
            members += [
                ("wind_from_direction", Self.number(sample.windDirection)),
                ("wind_speed", Self.number(sample.windSpeed)),
            ]
            if complete {
                members += [
                    ("wind_speed_of_gust", Self.number(sample.windGust)),
                    ("wind_speed_percentile_10", Self.number(sample.windSpeed * 0.8)),
                    ("wind_speed_percentile_90", Self.number(sample.windSpeed * 1.25)),
                ]
            }
            return .members(members)
        }

        /// A `next_<length>_hours` block from the samples at its start, every hour after, and its end.
        private func period(_ samples: ArraySlice<WeatherSample>, length: Int) -> JSONValue {
            let hours = samples.prefix(length)
            let precipitation = hours.map(\.precipitation).reduce(0, +)
            let chance = (hours.map(\.precipitationChance).max() ?? 0) * 100
            var details: [(String, JSONValue)] = []
            switch length {
            case 12:
                if complete {
                    details.append(("probability_of_precipitation", Self.number(chance)))
                }
            default:
                if complete, length == 6 {
                    let temperatures = samples.map(\.temperature)
                    details += [
                        ("air_temperature_max", Self.number(temperatures.max() ?? 0)),
                        ("air_temperature_min", Self.number(temperatures.min() ?? 0)),
                    ]
                }
                details.append(("precipitation_amount", Self.number(precipitation)))
                if complete {
                    details += [
                        ("precipitation_amount_max", Self.number(precipitation * 1.6)),
                        ("precipitation_amount_min", Self.number(precipitation * 0.4)),
                        ("probability_of_precipitation", Self.number(chance)),
                    ]
                    if length == 1 {
                        let storms: [SandboxCondition] = [.thunderstormWithLightRain, .thunderstormWithRain]
                        let thunder = hours.contains { storms.contains($0.condition) }
                        details.append(("probability_of_thunder", Self.number(thunder ? 60 : 0)))
                    }
                }
            }
            return .object([
                "summary": .object(["symbol_code": .string(symbol(hours))]),
                "details": .members(details),
            ])
        }

        /// The symbol of some hours: the wettest hour's condition when any precipitation falls (as showers
        /// under a broken sky), else fog when half the hours are foggy, else the band of the mean cloud
        /// cover; with a `_day`, `_night` or `_polartwilight` variant where the symbol has one.
        private func symbol(_ hours: ArraySlice<WeatherSample>) -> String {
            let count = max(hours.count, 1)
            let cover = hours.map(\.cloudCover).reduce(0, +) / count
            let condition: SandboxCondition
            if let wettest = hours.filter({ $0.precipitation > 0 }).max(by: { $0.precipitation < $1.precipitation }) {
                condition = wettest.condition
            } else if hours.filter({ $0.condition == .fog || $0.condition == .mist }).count * 2 >= count {
                condition = .fog
            } else {
                condition = .clouds(percent: cover)
            }
            let base = condition.metNorwayBase(showers: condition.isPrecipitation && cover < 85)
            guard SandboxCondition.metNorwayHasVariants(base), let middle = hours.dropFirst(hours.count / 2).first
            else { return base }
            if hours.filter(\.isDaylight).count * 2 > hours.count {
                return base + "_day"
            }
            return base + (abs(latitude) >= 60 && middle.sunElevation > -6 ? "_polartwilight" : "_night")
        }

        /// The `meta.units` block, in the service's (alphabetical) order.
        static func units(complete: Bool) -> [(String, String)] {
            let compact = [
                ("air_pressure_at_sea_level", "hPa"), ("air_temperature", "celsius"), ("cloud_area_fraction", "%"),
                ("precipitation_amount", "mm"), ("relative_humidity", "%"), ("wind_from_direction", "degrees"),
                ("wind_speed", "m/s"),
            ]
            guard complete else { return compact }
            let more = [
                ("air_temperature_max", "celsius"), ("air_temperature_min", "celsius"),
                ("air_temperature_percentile_10", "celsius"), ("air_temperature_percentile_90", "celsius"),
                ("cloud_area_fraction_high", "%"), ("cloud_area_fraction_low", "%"),
                ("cloud_area_fraction_medium", "%"), ("dew_point_temperature", "celsius"), ("fog_area_fraction", "%"),
                ("precipitation_amount_max", "mm"), ("precipitation_amount_min", "mm"),
                ("probability_of_precipitation", "%"), ("probability_of_thunder", "%"),
                ("ultraviolet_index_clear_sky", "1"), ("wind_speed_of_gust", "m/s"),
                ("wind_speed_percentile_10", "m/s"), ("wind_speed_percentile_90", "m/s"),
            ]
            return (compact + more).sorted { $0.0 < $1.0 }
        }

        /// `value` rounded to `places` decimals, written as an integer when whole (`0`, `100`), as the
        /// service writes its numbers.
        static func number(_ value: Double, places: Int = 1) -> JSONValue {
            let rounded = value.rounded(toPlaces: places)
            return rounded == rounded.rounded() && abs(rounded) < 1e9 ? .integer(Int(rounded)) : .number(rounded)
        }

        /// `yyyy-MM-ddTHH:mm:ssZ`.
        static func isoTime(_ seconds: Int) -> String {
            let time = CivilTime(seconds: seconds)
            let second = time.second < 10 ? "0\(time.second)" : "\(time.second)"
            return time.minuteText(separator: "T") + ":" + second + "Z"
        }
    }
}
