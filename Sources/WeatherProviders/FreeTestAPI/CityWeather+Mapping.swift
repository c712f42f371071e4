import Foundation

extension CityWeather {
    /// The time zone the mapping uses. The service gives none, so days and times are read in UTC.
    public static let timeZone = TimeZone(secondsFromGMT: 0) ?? TimeZone.current

    /// The unit assumed for ``windSpeed``: the service does not document it, and its values (6–20) read as km/h.
    public static var windSpeedUnit: UnitSpeed { .kilometersPerHour }

    /// The city as a `Place`.
    ///
    /// Its id is `"freetestapi:<id>:<city>"`, because the service's ids are not unique on their own (id 45 is
    /// both Canberra and Wellington). `Place/country` holds the country name as sent, not an ISO code.
    public var place: Place {
        Place(
            id: "freetestapi:" + String(id) + ":" + city,
            name: city,
            coordinate: coordinate,
            country: country.isEmpty ? nil : country,
            timeZone: Self.timeZone
        )
    }

    /// The city's current conditions and forecast days as a `Weather`.
    ///
    /// - The current block is dated `fetchedAt` (the data carry no time), and its feels-like temperature is the
    ///   temperature, since the service has none.
    /// - Each forecast day is dated midnight UTC of its `date`; its one temperature is both the high and the low.
    ///   Days whose date cannot be read are left out.
    /// - Conditions come from the free text through `WeatherCondition/init(text:)`, so `"Partly Cloudy"` and
    ///   `"Partly cloudy"` both map to `WeatherCondition/partlyCloudy`.
    public func weather(fetchedAt: Date) -> Weather {
        Weather(
            place: place,
            coordinate: coordinate,
            timeZone: Self.timeZone,
            current: CurrentWeather(
                date: fetchedAt,
                temperature: Measurement(value: temperature, unit: CanonicalUnits.celsius),
                apparentTemperature: Measurement(value: temperature, unit: CanonicalUnits.celsius),
                humidity: Self.fraction(humidity),
                condition: WeatherCondition(text: weatherDescription),
                conditionDescription: weatherDescription,
                wind: Wind(speed: Self.speed(windSpeed))
            ),
            daily: forecast.compactMap { $0.dayForecast() },
            source: Self.source,
            fetchedAt: fetchedAt
        )
    }

    /// Where every city's data comes from.
    static let source = WeatherSource(
        provider: .freeTestAPI,
        attribution: "Mock data from freetestapi.com",
        attributionURL: URL(string: "https://freetestapi.com/")
    )

    static func fraction(_ percent: Double) -> Double {
        percent.isFinite ? min(max(percent / 100, 0), 1) : 0
    }

    static func speed(_ value: Double) -> Measurement<UnitSpeed> {
        // km/h (``windSpeedUnit``) to m/s with the exact factor; Foundation's coefficient is rounded (0.277778).
        Measurement(value: value / 3.6, unit: CanonicalUnits.metersPerSecond)
    }
}

extension CityWeather.ForecastDay {
    /// The day as a `DayForecast` dated midnight UTC, or `nil` when ``date`` is not `"yyyy-MM-dd"`.
    public func dayForecast() -> DayForecast? {
        // Same "yyyy-MM-dd" form as WeatherAPI.com days; read in UTC, since no zone is given.
        guard let day = WeatherAPI.LocalTime.day(date, in: CityWeather.timeZone) else { return nil }
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
