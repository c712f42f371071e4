import Foundation

extension CityWeather {
    /// The city's time zone, estimated from its coordinate by `TimeZoneEstimate` (the zone of the nearest
    /// known place, else a whole-hour zone from the longitude): the service sends none. `Weather/notes` says
    /// so in every mapped value.
    package var estimatedTimeZone: TimeZone {
        TimeZoneEstimate(at: coordinate).timeZone
    }

    /// The unit assumed for ``windSpeed``: the service does not document it, and its values (6–20) read as km/h.
    public static var windSpeedUnit: UnitSpeed { .kilometersPerHour }

    /// The city as a `Place`.
    ///
    /// Its id is `"freetestapi:<id>:<city>"`, because the service's ids are not unique on their own (id 45 is
    /// both Canberra and Wellington). `Place/country` holds the country name as sent, not an ISO code.
    public var place: Place {
        place(in: estimatedTimeZone)
    }

    private func place(in zone: TimeZone) -> Place {
        Place(
            id: "freetestapi:" + String(id) + ":" + city,
            name: city,
            coordinate: coordinate,
            country: country.isEmpty ? nil : country,
            timeZone: zone
        )
    }

    /// The city's current conditions and forecast days as a `Weather`.
    ///
    /// - The time zone is estimated from the coordinate by `TimeZoneEstimate` (the service sends none).
    /// - The current block is dated `fetchedAt` (the data carry no time); its feels-like temperature, which
    ///   the service does not have, is derived from the temperature, humidity and wind.
    /// - Each forecast day is dated local midnight of its `date`; its one temperature stands as both the
    ///   high and the low. A day whose date cannot be read is left out.
    /// - Conditions come from the free text through `WeatherCondition/init(text:)`, so `"Partly Cloudy"` and
    ///   `"Partly cloudy"` both map to `WeatherCondition/partlyCloudy`.
    ///
    /// Each of these is listed in `Weather/notes`. At most `Weather.SeriesLimit.days` forecast days are
    /// read; the rest are left out with a `.leftOut` note on `daily`.
    public func weather(fetchedAt: Date) -> Weather {
        let estimate = TimeZoneEstimate(at: coordinate)
        let zone = estimate.timeZone
        let reading = Measurement(value: temperature, unit: CanonicalUnits.celsius)
        let wind = Wind(speed: Self.speed(windSpeed))
        let fraction = Self.fraction(humidity)
        // Every record has a temperature, humidity and wind, so the feels-like temperature is always derived;
        // the notes of a whole record are the same every time, made once.
        let apparent = WeatherDerivation.apparentTemperature(
            temperature: reading, humidity: fraction, windSpeed: wind.speed)
        let limited = Weather.SeriesLimit.rows(
            forecast.count, limit: Weather.SeriesLimit.days, series: "daily", unit: "days")
        var daily: [DayForecast] = []
        daily.reserveCapacity(limited.rows.count)
        var unreadable: [String] = []
        for day in forecast[limited.rows] {
            guard let mapped = day.dayForecast(in: zone) else {
                unreadable.append(day.date)
                continue
            }
            daily.append(mapped)
        }
        var notes =
            [estimate.note(provider: FreeTestWeatherClient.service.name)]
            + (daily.isEmpty ? Self.notesWithoutDays : Self.notes)
        for date in unreadable {
            notes.append(WeatherNote(.leftOut, field: "daily", detail: "a day with an unreadable date (\(date))"))
        }
        if let note = limited.note {
            notes.append(note)
        }
        return Weather(
            place: place(in: zone),
            coordinate: coordinate,
            timeZone: zone,
            current: CurrentWeather(
                date: fetchedAt,
                temperature: reading,
                apparentTemperature: apparent,
                humidity: fraction,
                condition: WeatherCondition(text: weatherDescription),
                conditionDescription: weatherDescription,
                wind: wind
            ),
            daily: daily,
            source: Self.source.marked(origin),
            fetchedAt: fetchedAt,
            notes: notes
        )
    }

    /// The notes every mapped city carries besides its time zone's: what the service never sends.
    static let notesWithoutDays = [
        WeatherNote(.derived, field: "current.date", detail: "the data carry no time; the time of the request"),
        WeatherNote(
            .derived, field: "current.apparentTemperature",
            detail: "from the temperature, humidity and wind (Steadman's formula)"),
    ]

    /// The notes of a city with forecast days.
    static let notes =
        notesWithoutDays + [
            WeatherNote(
                .derived, field: "daily.highTemperature",
                detail: "freetestapi sends one temperature per day; it stands as both the high and the low")
        ]

    /// Where every city's data comes from.
    static let source = FreeTestWeatherClient.service.source

    static func fraction(_ percent: Double) -> Double {
        percent.isFinite ? min(max(percent / 100, 0), 1) : 0
    }

    static func speed(_ value: Double) -> Measurement<UnitSpeed> {
        // km/h (``windSpeedUnit``) to m/s with the exact factor; Foundation's coefficient is rounded (0.277778).
        Measurement(value: value / 3.6, unit: CanonicalUnits.metersPerSecond)
    }
}

extension CityWeather.ForecastDay {
    /// The day as a `DayForecast` dated local midnight in `timeZone`, or `nil` when ``date`` is not
    /// `"yyyy-MM-dd"`.
    public func dayForecast(in timeZone: TimeZone) -> DayForecast? {
        // Same "yyyy-MM-dd" form as WeatherAPI.com days.
        guard let day = LocalTime.day(date, in: timeZone) else { return nil }
        let temperature = Measurement(value: Double(self.temperature), unit: CanonicalUnits.celsius)
        return DayForecast(
            date: day,
            highTemperature: temperature,
            lowTemperature: temperature,
            condition: WeatherCondition(text: weatherDescription),
            conditionDescription: weatherDescription,
            dayTemperature: temperature,
            humidity: CityWeather.fraction(humidity),
            wind: Wind(speed: CityWeather.speed(windSpeed))
        )
    }
}
