import Foundation

extension OpenWeatherMapping {
    /// Maps a Current Weather body to `Weather` with only `Weather.current` and the place set.
    ///
    /// The time zone comes from the body's `timezone` offset in seconds: the nearest known place's zone when
    /// it has that offset at `dt`, else the fixed offset; in bodies older than 2018 that lack it,
    /// `TimeZoneEstimate`'s. A note says which. `rain`/`snow` over three hours become an hourly average.
    func weather(from body: OpenWeather.CurrentWeatherResponse, fetchedAt: Date) throws -> Weather {
        let coordinate = try Self.coordinate(latitude: body.coord.latitude, longitude: body.coord.longitude)
        let zone = Self.timeZone(
            secondsFromGMT: body.timezone, coordinate: coordinate, at: Self.date(body.time))
        var notes = zone.note.map { [$0] } ?? []
        return Weather(
            place: Self.place(from: body, coordinate: coordinate, timeZone: zone.zone),
            coordinate: coordinate,
            timeZone: zone.zone,
            current: current(body, notes: &notes),
            source: source,
            fetchedAt: fetchedAt,
            notes: notes)
    }

    func current(_ body: OpenWeather.CurrentWeatherResponse, notes: inout [WeatherNote]) -> CurrentWeather {
        let reading = temperature(body.main.temp)
        let wind = wind(speed: body.wind?.speed, direction: body.wind?.deg, gust: body.wind?.gust)
        let completed = WeatherDerivation.currentConditions(
            temperature: reading, apparentTemperature: temperature(body.main.feelsLike),
            humidity: Self.fraction(percent: body.main.humidity), dewPoint: nil, windSpeed: wind?.speed)
        notes += completed.notes
        return CurrentWeather(
            date: Self.date(body.time),
            temperature: reading,
            apparentTemperature: completed.apparentTemperature,
            humidity: completed.humidity,
            condition: Self.condition(body.weather),
            conditionDescription: Self.description(body.weather),
            isDaylight: Self.isDaylight(
                body.weather, at: body.time, sunrise: body.sys?.sunrise, sunset: body.sys?.sunset),
            pressure: Self.pressure(body.main.pressure ?? body.main.seaLevel),
            wind: wind,
            cloudCover: Self.fraction(percent: body.clouds?.all),
            visibility: Self.visibility(body.visibility),
            precipitationIntensity: Self.millimetersPerHour(
                Self.sum(Self.hourlyRate(body.rain), Self.hourlyRate(body.snow))),
            icon: Self.icon(body.weather),
            conditionCode: Self.code(body.weather))
    }

    /// Millimetres per hour from `1h`, else the average of `3h`.
    static func hourlyRate(_ precipitation: OpenWeather.Precipitation?) -> Double? {
        guard let precipitation else { return nil }
        return precipitation.lastHour ?? precipitation.lastThreeHours.map { $0 / 3 }
    }

    /// The city of a Current Weather body; its id is the city id, or the coordinate when the id is `0`.
    static func place(
        from body: OpenWeather.CurrentWeatherResponse, coordinate: Coordinate, timeZone: TimeZone
    ) -> Place? {
        guard let name = body.name, !name.isEmpty else { return nil }
        let country = body.sys?.country.flatMap { $0.isEmpty ? nil : $0 }
        let id = body.id.flatMap { $0 == 0 ? nil : String($0) } ?? placeID(for: coordinate)
        return Place(id: id, name: name, coordinate: coordinate, country: country, timeZone: timeZone)
    }

    /// The identifier of a place the service gives no id for: its coordinate to four decimals
    /// (about 11 m), e.g. `"51.5085,-0.1257"`.
    static func placeID(for coordinate: Coordinate) -> String {
        let rounded = coordinate.rounded(toDecimalPlaces: 4)
        return "\(plain(rounded.latitude)),\(plain(rounded.longitude))"
    }

    private static func plain(_ value: Double) -> String {
        String(format: "%.4f", value)
    }
}
