import Foundation

// Mapping of the raw WeatherAPI.com values to the SDK's models. Every quantity uses the metric field
// (temp_c, wind_kph, pressure_mb, vis_km, precip_mm) and falls back to its imperial twin when an account
// has filtered the metric one out; every local time string is resolved in the location's `tz_id`.

extension WeatherAPI.CurrentResponse {
    /// The response as a `Weather` with only `Weather/current` set.
    ///
    /// - Parameter fetchedAt: When the response was received; stored in `Weather/fetchedAt`.
    /// - Throws: `WeatherError` with code `.decoding` when the location has no usable coordinate.
    public func weather(fetchedAt: Date) throws -> Weather {
        let location = try WeatherAPI.MappedLocation(location)
        return Weather(
            place: location.place,
            coordinate: location.coordinate,
            timeZone: location.timeZone,
            current: current.flatMap { $0.currentWeather(in: location.timeZone, fallbackDate: location.localtime) },
            source: WeatherAPI.source,
            fetchedAt: fetchedAt
        )
    }
}

extension WeatherAPI.ForecastResponse {
    /// The response as a `Weather`: current conditions, every hour of every day, the days and the alerts.
    ///
    /// - Parameter fetchedAt: When the response was received; stored in `Weather/fetchedAt`.
    /// - Throws: `WeatherError` with code `.decoding` when the location has no usable coordinate.
    public func weather(fetchedAt: Date) throws -> Weather {
        let location = try WeatherAPI.MappedLocation(location)
        let days = forecast?.forecastday ?? []
        return Weather(
            place: location.place,
            coordinate: location.coordinate,
            timeZone: location.timeZone,
            current: current.flatMap { $0.currentWeather(in: location.timeZone, fallbackDate: location.localtime) },
            hourly: days.flatMap { ($0.hour ?? []).compactMap { $0.hourForecast(in: location.timeZone) } },
            daily: days.compactMap { $0.dayForecast(in: location.timeZone) },
            alerts: (alerts?.alert ?? []).compactMap { $0.weatherAlert() },
            source: WeatherAPI.source,
            fetchedAt: fetchedAt
        )
    }
}

extension WeatherAPI.SearchResult {
    /// The result as a `Place` with the id `"weatherapi:<id>"`, or `nil` when it has no valid coordinate.
    ///
    /// Search results carry no time zone, so `Place/timeZone` is `nil`; `Place/state` holds the region.
    public var place: Place? {
        guard let lat, let lon, let coordinate = try? Coordinate(latitude: lat, longitude: lon) else { return nil }
        let identifier = id.map { "weatherapi:\($0)" } ?? "weatherapi:\(lat),\(lon)"
        return Place(
            id: identifier,
            name: name ?? "",
            coordinate: coordinate,
            state: region.flatMap(WeatherAPI.nonEmpty),
            country: country.flatMap(WeatherAPI.nonEmpty)
        )
    }
}

extension WeatherAPI.Current {
    /// The conditions as a `CurrentWeather`, or `nil` when neither `temp_c` nor `temp_f` is present.
    ///
    /// A missing `humidity` maps to 0, a missing feels-like temperature to the temperature.
    func currentWeather(in timeZone: TimeZone, fallbackDate: Date?) -> CurrentWeather? {
        guard let temperature = WeatherAPI.temperature(celsius: tempC, fahrenheit: tempF),
            let date = lastUpdatedEpoch.map(WeatherAPI.instant)
                ?? lastUpdated.flatMap({ WeatherAPI.LocalTime.date($0, in: timeZone) }) ?? fallbackDate
        else { return nil }
        return CurrentWeather(
            date: date,
            temperature: temperature,
            apparentTemperature: WeatherAPI.temperature(celsius: feelslikeC, fahrenheit: feelslikeF) ?? temperature,
            humidity: WeatherAPI.fraction(humidity) ?? 0,
            condition: WeatherAPI.condition(condition, isDay: isDay),
            conditionDescription: WeatherAPI.text(of: condition),
            isDaylight: WeatherAPI.isDaylight(isDay, icon: condition?.icon),
            pressure: WeatherAPI.pressure(millibars: pressureMb, inches: pressureIn),
            wind: WeatherAPI.wind(
                kph: windKph, mph: windMph, degrees: windDegree, gustKph: gustKph, gustMph: gustMph),
            uvIndex: uv,
            cloudCover: WeatherAPI.fraction(cloud),
            visibility: WeatherAPI.length(kilometres: visKm, miles: visMiles),
            dewPoint: WeatherAPI.temperature(celsius: dewpointC, fahrenheit: dewpointF),
            precipitationIntensity: WeatherAPI.precipitation(millimetres: precipMm, inches: precipIn)
                .map {
                    Measurement(value: $0.converted(to: .millimeters).value, unit: CanonicalUnits.millimetersPerHour)
                },
            icon: WeatherAPI.iconURL(condition?.icon)
        )
    }
}

extension WeatherAPI.Hour {
    /// The hour as an ``HourForecast``, or `nil` when it has no time or no temperature.
    func hourForecast(in timeZone: TimeZone) -> HourForecast? {
        guard let temperature = WeatherAPI.temperature(celsius: tempC, fahrenheit: tempF),
            let date = timeEpoch.map(WeatherAPI.instant)
                ?? time.flatMap({ WeatherAPI.LocalTime.date($0, in: timeZone) })
        else { return nil }
        return HourForecast(
            date: date,
            temperature: temperature,
            condition: WeatherAPI.condition(condition, isDay: isDay),
            conditionDescription: WeatherAPI.text(of: condition),
            isDaylight: WeatherAPI.isDaylight(isDay, icon: condition?.icon),
            apparentTemperature: WeatherAPI.temperature(celsius: feelslikeC, fahrenheit: feelslikeF),
            humidity: WeatherAPI.fraction(humidity),
            pressure: WeatherAPI.pressure(millibars: pressureMb, inches: pressureIn),
            wind: WeatherAPI.wind(
                kph: windKph, mph: windMph, degrees: windDegree, gustKph: gustKph, gustMph: gustMph),
            uvIndex: uv,
            cloudCover: WeatherAPI.fraction(cloud),
            visibility: WeatherAPI.length(kilometres: visKm, miles: visMiles),
            dewPoint: WeatherAPI.temperature(celsius: dewpointC, fahrenheit: dewpointF),
            precipitationChance: WeatherAPI.chance(rain: chanceOfRain, snow: chanceOfSnow),
            precipitationAmount: WeatherAPI.precipitation(millimetres: precipMm, inches: precipIn),
            icon: WeatherAPI.iconURL(condition?.icon)
        )
    }
}

extension WeatherAPI.ForecastDay {
    /// The day as a `DayForecast` dated local midnight, or `nil` when it has no date or no high and low.
    func dayForecast(in timeZone: TimeZone) -> DayForecast? {
        guard let date, let midnight = WeatherAPI.LocalTime.day(date, in: timeZone),
            let high = WeatherAPI.temperature(celsius: day?.maxtempC, fahrenheit: day?.maxtempF),
            let low = WeatherAPI.temperature(celsius: day?.mintempC, fahrenheit: day?.mintempF)
        else { return nil }
        let localTime = { (text: String?) in text.flatMap { WeatherAPI.LocalTime.time($0, onDay: date, in: timeZone) } }
        return DayForecast(
            date: midnight,
            highTemperature: high,
            lowTemperature: low,
            condition: WeatherAPI.condition(day?.condition, isDay: 1),
            conditionDescription: WeatherAPI.text(of: day?.condition),
            precipitationChance: WeatherAPI.chance(rain: day?.dailyChanceOfRain, snow: day?.dailyChanceOfSnow),
            precipitationAmount: WeatherAPI.precipitation(millimetres: day?.totalprecipMm, inches: day?.totalprecipIn),
            snowfallAmount: day?.totalsnowCm.map { Measurement(value: $0, unit: UnitLength.centimeters) },
            sunrise: localTime(astro?.sunrise),
            sunset: localTime(astro?.sunset),
            moonrise: localTime(astro?.moonrise),
            moonset: localTime(astro?.moonset),
            moonPhase: astro?.moonPhase.flatMap(WeatherAPI.moonPhase),
            humidity: WeatherAPI.fraction(day?.avghumidity),
            wind: WeatherAPI.wind(kph: day?.maxwindKph, mph: day?.maxwindMph, degrees: nil, gustKph: nil, gustMph: nil),
            uvIndex: day?.uv,
            icon: WeatherAPI.iconURL(day?.condition?.icon)
        )
    }
}

extension WeatherAPI.Alert {
    /// The alert as a ``WeatherAlert``; empty strings become `nil`, and a missing `expires` ends it when it starts.
    func weatherAlert() -> WeatherAlert? {
        guard let start = effective.flatMap(WeatherAPI.LocalTime.instant) else { return nil }
        let title = event.flatMap(WeatherAPI.nonEmpty) ?? headline.flatMap(WeatherAPI.nonEmpty) ?? ""
        return WeatherAlert(
            sender: "WeatherAPI.com",
            event: title,
            start: start,
            end: expires.flatMap(WeatherAPI.LocalTime.instant) ?? start,
            description: desc ?? headline ?? "",
            tags: [category, msgtype].compactMap { $0.flatMap(WeatherAPI.nonEmpty) },
            severity: severity.flatMap(WeatherAPI.nonEmpty),
            areas: areas.flatMap(WeatherAPI.nonEmpty),
            instruction: instruction.flatMap(WeatherAPI.nonEmpty)
        )
    }
}
