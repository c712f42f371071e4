import Foundation

extension DayForecast {
    /// The moon's phase by name, from ``moonPhase``.
    public var namedMoonPhase: MoonPhase? {
        moonPhase.map(MoonPhase.init(fraction:))
    }
}

extension Weather {
    /// This weather with every day's missing sunrise, sunset, moonrise, moonset and moon phase worked out
    /// by ``Astronomy`` for ``coordinate`` in ``timeZone``; values the provider sent are kept.
    ///
    /// A ``WeatherNote`` of kind ``WeatherNote/Kind/derived`` names each field that was computed, so no
    /// computed value passes for the provider's. At most ``Weather/SeriesLimit/astronomyDays`` dates are
    /// worked out (about 40 µs each); days past them keep what the provider sent, and a
    /// ``WeatherNote/Kind/missing`` note says how many. A sunrise or sunset that stays `nil` is a polar day or
    /// night, and a note says so; a moonrise or moonset that stays `nil` means the moon does not rise or set
    /// that day.
    ///
    /// ```swift
    /// import WeatherProviders
    ///
    /// let oslo = try Coordinate(latitude: 59.91, longitude: 10.75)
    /// let weather = try await METNorwayClient(userAgent: "MyWeather/1.0 me@example.com").weather(at: oslo)
    /// print(weather.daily.first?.moonrise ?? "no moonrise", weather.daily.first?.namedMoonPhase ?? .new)
    /// ```
    ///
    /// The SDK's clients call it for you; call it on `Weather` values you build yourself.
    public func completingSunAndMoon() -> Weather {
        completingSunAndMoon(tick: {})
    }

    /// ``completingSunAndMoon()``, calling `tick` once per day worked out, so a client's mapping stops
    /// when its call's ``WorkBudget`` is spent. Days on the same date are worked out once, and at most
    /// ``Weather/SeriesLimit/astronomyDays`` dates are.
    package func completingSunAndMoon(tick: () throws -> Void) rethrows -> Weather {
        let needsSun = daily.contains { $0.sunrise == nil && $0.sunset == nil }
        let needsMoon = daily.contains { $0.moonPhase == nil || ($0.moonrise == nil && $0.moonset == nil) }
        guard needsSun || needsMoon else { return self }
        var weather = self
        var computed: [String: Int] = [:]
        var polar: [Astronomy.Polar: Int] = [:]
        var skies: [Date: Astronomy.Day] = [:]
        var beyondLimit = 0
        for index in weather.daily.indices {
            var day = weather.daily[index]
            let sunMissing = day.sunrise == nil && day.sunset == nil
            let moonMissing = day.moonrise == nil && day.moonset == nil
            guard sunMissing || moonMissing || day.moonPhase == nil else { continue }
            try tick()
            let noon = day.date.addingTimeInterval(12 * 3_600)
            let sky: Astronomy.Day
            if let known = skies[noon] {
                sky = known
            } else if skies.count < Weather.SeriesLimit.astronomyDays {
                sky = Astronomy.day(containing: noon, at: coordinate, in: timeZone)
                skies[noon] = sky
            } else {
                beyondLimit += 1
                continue
            }
            if sunMissing {
                day.sunrise = sky.sunrise
                day.sunset = sky.sunset
                if let kind = sky.polar {
                    polar[kind, default: 0] += 1
                } else {
                    computed["sunrise and sunset", default: 0] += 1
                }
            }
            if moonMissing, sky.moonrise != nil || sky.moonset != nil {
                day.moonrise = sky.moonrise
                day.moonset = sky.moonset
                computed["moonrise and moonset", default: 0] += 1
            }
            if day.moonPhase == nil {
                day.moonPhase = sky.moonPhase
                computed["moon phase", default: 0] += 1
            }
            weather.daily[index] = day
        }
        let fields = [
            "sunrise and sunset": "daily.sunrise", "moonrise and moonset": "daily.moonrise",
            "moon phase": "daily.moonPhase",
        ]
        for (what, count) in computed.sorted(by: { $0.key < $1.key }) {
            weather.notes.append(
                WeatherNote(
                    .derived, field: fields[what] ?? "daily",
                    detail: "\(what) of \(count) day(s) computed astronomically (\(source.provider) sent none)"))
        }
        if beyondLimit > 0 {
            weather.notes.append(
                WeatherNote(
                    .missing, field: "daily.sunrise",
                    detail: "sun and moon of \(beyondLimit) day(s) not worked out: past the "
                        + "\(Weather.SeriesLimit.astronomyDays) dates the SDK works out per answer"))
        }
        for (kind, count) in polar.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            weather.notes.append(
                WeatherNote(
                    .derived, field: "daily.sunrise",
                    detail: "\(count) day(s) of polar \(kind.rawValue): the sun neither rises nor sets"))
        }
        return weather
    }
}
