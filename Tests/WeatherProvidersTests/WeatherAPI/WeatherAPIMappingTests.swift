import Foundation
import Testing

@testable import WeatherProviders

/// Field-by-field mapping of WeatherAPI.com bodies, including the quirks listed in the recorded-responses notes.
@Suite("WeatherAPI.com mapping")
struct WeatherAPIMappingTests {
    typealias Support = WeatherAPITesting

    private func forecast(_ path: String) throws -> Weather {
        try JSONDecoder().decode(WeatherAPI.ForecastResponse.self, from: Fixtures.data(path))
            .weather(fetchedAt: Support.now)
    }

    private func current(_ path: String) throws -> Weather {
        try JSONDecoder().decode(WeatherAPI.CurrentResponse.self, from: Fixtures.data(path))
            .weather(fetchedAt: Support.now)
    }

    private func instant(_ text: String, _ zone: String) throws -> Date {
        let timeZone = try #require(TimeZone(identifier: zone))
        return try #require(LocalTime.date(text, in: timeZone))
    }

    @Test func currentFieldsUseMetricValuesInCanonicalUnits() throws {
        let weather = try current("weatherapi/current/amsterdam-2025.json")
        let now = try #require(weather.current)
        #expect(now.date == Date(timeIntervalSince1970: 1_742_922_000))
        #expect(now.temperature.converted(to: .celsius).value == 9.4)
        #expect(now.apparentTemperature.converted(to: .celsius).value == 7.6)
        #expect(now.humidity == 0.81)
        #expect(now.cloudCover == 0.75)
        #expect(now.uvIndex == 0.1)
        #expect(now.pressure?.converted(to: .hectopascals).value == 1020)
        #expect(now.visibility?.converted(to: .meters).value == 9000)
        #expect(now.dewPoint?.converted(to: .celsius).value == 5.9)
        #expect(now.wind?.speed.converted(to: .metersPerSecond).value == 11.9 / 3.6)
        #expect(now.wind?.gust?.converted(to: .metersPerSecond).value == 16.3 / 3.6)
        #expect(now.wind?.direction?.converted(to: .degrees).value == 295)
        #expect(now.wind?.compassDirection == "WNW")
        #expect(now.condition == .partlyCloudy)
        #expect(now.conditionDescription == "Partly cloudy")
        #expect(now.isDaylight)
        #expect(now.icon == "https://cdn.weatherapi.com/weather/64x64/day/116.png")
        #expect(weather.timeZone.identifier == "Europe/Amsterdam")
        #expect(weather.place?.name == "Amsterdam")
        #expect(weather.place?.state == "North Holland")
        #expect(weather.place?.country == "Netherlands")
        #expect(weather.source.provider == .weatherAPI)
        #expect(weather.source.attribution?.contains("WeatherAPI.com") == true)
    }

    @Test func nightIconAndPrecipitationAreMapped() throws {
        let night = try #require(try current("weatherapi/current/london-aqi-yes-2024.json").current)
        #expect(!night.isDaylight)
        #expect(night.condition == .rain)
        #expect(night.icon == "https://cdn.weatherapi.com/weather/64x64/night/302.png")
        let wet = try #require(try current("weatherapi/current/london-2020.json").current)
        let intensity = try #require(wet.precipitationIntensity?.converted(to: .millimetersPerHour).value)
        #expect(abs(intensity - 0.6) < 1e-9)
        #expect(wet.condition == .thunderstorms)
    }

    @Test func airQualityKeysWithHyphensDecode() throws {
        let body = try JSONDecoder().decode(
            WeatherAPI.CurrentResponse.self, from: Fixtures.data("weatherapi/current/london-aqi-yes-2024.json"))
        let air = try #require(body.current?.airQuality)
        #expect(air.usEPAIndex == 1)
        #expect(air.gbDEFRAIndex == 1)
        #expect(air.pm25 == 2.2)
        #expect(air.co == 250.3)
    }

    @Test func accountFilteredFieldsFallBackToImperialTwins() throws {
        let weather = try forecast("weatherapi/forecast/honolulu-6day-account-filtered-fields.json")
        let now = try #require(weather.current)
        let raw = try JSONDecoder().decode(
            WeatherAPI.ForecastResponse.self,
            from: Fixtures.data("weatherapi/forecast/honolulu-6day-account-filtered-fields.json"))
        let fahrenheit = try #require(raw.current?.tempF)
        #expect(raw.current?.tempC == nil)
        #expect(abs(now.temperature.converted(to: .celsius).value - (fahrenheit - 32) * 5 / 9) < 1e-9)
        let miles = try #require(raw.current?.visMiles)
        #expect(now.visibility?.converted(to: .meters).value == miles * 1609.344)
        #expect(now.wind == nil)
        #expect(now.pressure == nil)
        // No `last_updated_epoch`: the local text is read in Pacific/Honolulu.
        #expect(now.date == (try instant("2024-01-16 15:45", "Pacific/Honolulu")))
        // No condition code: the text decides.
        #expect(now.condition == WeatherCondition(text: "Partly cloudy"))
        #expect(weather.daily.count == 6)
        #expect(weather.hourly.count == 6 * 24)
        #expect(weather.hourly.allSatisfy { $0.humidity == nil && $0.wind == nil })
    }

    @Test func filteredBodyWithoutFeelsLikeOrHumidityStillMaps() throws {
        let body =
            #"{"location":{"lat":1,"lon":2,"tz_id":"Asia/Singapore"},"current":{"temp_f":86,"last_updated":"2024-01-01 9:05"}}"#
        let weather = try JSONDecoder().decode(WeatherAPI.CurrentResponse.self, from: Data(body.utf8))
            .weather(fetchedAt: Support.now)
        let now = try #require(weather.current)
        #expect(abs(now.temperature.converted(to: .celsius).value - 30) < 1e-9)
        #expect(now.apparentTemperature == now.temperature)
        #expect(now.humidity == 0)
        #expect(now.condition == .unknown)
        #expect(now.date == (try instant("2024-01-01 09:05", "Asia/Singapore")))
    }

    @Test func moonIlluminationIsAStringOrANumber() throws {
        let old = try JSONDecoder().decode(
            WeatherAPI.ForecastResponse.self, from: Fixtures.data("weatherapi/forecast/london-1day-2023.json"))
        #expect(old.forecast?.forecastday?.first?.astro?.moonIllumination?.value == 51)
        let new = try JSONDecoder().decode(
            WeatherAPI.ForecastResponse.self, from: Fixtures.data("weatherapi/forecast/phoenix-5day-2024.json"))
        #expect(new.forecast?.forecastday?.first?.astro?.moonIllumination?.value == 99)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(WeatherAPI.FlexibleNumber.self, from: Data(#""bright""#.utf8))
        }
        #expect(try JSONDecoder().decode(WeatherAPI.FlexibleNumber.self, from: Data(#"" 12.5 ""#.utf8)).value == 12.5)
    }

    @Test func noMoonsetAndTwelveHourTimesResolveInTheLocationZone() throws {
        let weather = try forecast("weatherapi/forecast/denver-5day-2023.json")
        let first = try #require(weather.daily.first)
        #expect(first.sunrise == (try instant("2023-04-22 06:12", "America/Denver")))
        #expect(first.sunset == (try instant("2023-04-22 19:45", "America/Denver")))
        #expect(first.moonrise == (try instant("2023-04-22 07:34", "America/Denver")))
        #expect(first.moonset == (try instant("2023-04-22 22:58", "America/Denver")))
        // "Waxing Crescent", 4 % lit: the lit share places the phase within the waxing half.
        #expect(abs((first.moonPhase ?? 0) - acos(1 - 2 * 0.04) / (2 * .pi)) < 1e-12)
        #expect(first.namedMoonPhase == .waxingCrescent)
        let second = weather.daily[1]
        #expect(second.moonset == nil)
        #expect(second.moonrise != nil)
        // "12:02 AM" is just after midnight.
        #expect(weather.daily[2].moonset == (try instant("2023-04-24 00:02", "America/Denver")))
        #expect(first.date == (try instant("2023-04-22 0:00", "America/Denver")))
        #expect(first.precipitationChance == 0.87)
        #expect(first.precipitationAmount?.converted(to: .millimeters).value == 7.5)
        #expect(first.snowfallAmount?.converted(to: .millimeters).value == 61.2)
        #expect(first.humidity == 0.7)
        #expect(first.condition == .rain)
        #expect(first.wind?.speed.converted(to: .metersPerSecond).value == 18.4 / 3.6)
    }

    @Test func astroFlagsMayBeMissing() throws {
        let body = try JSONDecoder().decode(
            WeatherAPI.ForecastResponse.self, from: Fixtures.data("weatherapi/forecast/london-5day-2023.json"))
        let astro = try #require(body.forecast?.forecastday?.first?.astro)
        #expect(astro.isMoonUp == nil && astro.isSunUp == nil)
        #expect(astro.moonPhase == "Waxing Crescent")
    }

    @Test func unpaddedLocaltimeIsRead() throws {
        let body = try JSONDecoder().decode(
            WeatherAPI.ForecastResponse.self, from: Fixtures.data("weatherapi/forecast/london-5day-2023.json"))
        #expect(body.location?.localtime == "2023-04-26 2:41")
        let london = try #require(TimeZone(identifier: "Europe/London"))
        let parsed = try #require(LocalTime.date("2023-04-26 2:41", in: london))
        let epoch = try #require(body.location?.localtimeEpoch)
        #expect(parsed == Date(timeIntervalSince1970: TimeInterval(epoch / 60 * 60)))
    }

    @Test func alertsWithEmptyStringsAndLocalLanguage() throws {
        let weather = try forecast("weatherapi/forecast/moscow-2day-aqi-alerts-2025.json")
        #expect(weather.alerts.count == 5)
        let alert = try #require(weather.alerts.first)
        #expect(alert.event == "Снег")
        #expect(alert.areas == nil)
        #expect(alert.instruction == nil)
        #expect(alert.severity == "Moderate")
        #expect(alert.start == (try #require(LocalTime.instant("2025-04-05T08:21:00Z"))))
        #expect(alert.end == (try #require(LocalTime.instant("2025-04-07T20:00:00Z"))))
        #expect(alert.tags == ["Met", "Alert"])
        // Condition text with a stray trailing space.
        #expect(weather.daily.first?.conditionDescription == "Overcast")
        #expect(weather.daily.first?.condition == .cloudy)
        // "First Quarter", 49 % lit.
        #expect(abs((weather.daily.first?.moonPhase ?? 0) - acos(1 - 2 * 0.49) / (2 * .pi)) < 1e-12)
        #expect(weather.daily.first?.namedMoonPhase == .firstQuarter)
    }

    @Test func hourFieldsMap() throws {
        let weather = try forecast("weatherapi/forecast/moscow-2day-aqi-alerts-2025.json")
        let hour = try #require(weather.hourly.first)
        #expect(hour.date == Date(timeIntervalSince1970: 1_743_800_400))
        #expect(hour.temperature.converted(to: .celsius).value == 5.9)
        #expect(hour.apparentTemperature?.converted(to: .celsius).value == 3.3)
        #expect(hour.humidity == 0.55)
        #expect(hour.cloudCover == 0.07)
        #expect(hour.dewPoint?.converted(to: .celsius).value == -2.6)
        #expect(hour.pressure?.converted(to: .hectopascals).value == 1003)
        #expect(hour.precipitationChance == 0)
        #expect(hour.uvIndex == 0)
        #expect(hour.condition == .clear)
        #expect(!hour.isDaylight)
        #expect(weather.hourly.count == 48)
    }

    @Test func searchResultWithoutCoordinateIsSkipped() throws {
        #expect(WeatherAPI.SearchResult(id: 1, name: "Nowhere").place == nil)
        #expect(WeatherAPI.SearchResult(id: 1, name: "Bad", lat: 95, lon: 0).place == nil)
        let place = try #require(
            WeatherAPI.SearchResult(id: 7, name: "Moscow", region: "", lat: 46.73, lon: -117).place)
        #expect(place.id == "weatherapi:7")
        #expect(place.state == nil)
        #expect(place.coordinate.longitude == -117)
    }

    @Test func locationWithoutCoordinateIsADecodingError() throws {
        let body = WeatherAPI.CurrentResponse(location: WeatherAPI.Location(name: "X"), current: nil)
        let error = try #require(throws: WeatherError.self) { try body.weather(fetchedAt: Support.now) }
        #expect(error.code == .decoding)
    }

    @Test func unknownTimeZoneFallsBackToUTC() throws {
        let body = WeatherAPI.CurrentResponse(location: WeatherAPI.Location(lat: 1, lon: 1, tzID: "Mars/Olympus"))
        #expect(try body.weather(fetchedAt: Support.now).timeZone.secondsFromGMT() == 0)
    }

    @Test(arguments: Fixtures.paths(under: "weatherapi/forecast"))
    func rawForecastRoundTripsThroughEncoding(path: String) throws {
        let decoded = try JSONDecoder().decode(WeatherAPI.ForecastResponse.self, from: Fixtures.data(path))
        let again = try JSONDecoder().decode(WeatherAPI.ForecastResponse.self, from: JSONEncoder().encode(decoded))
        #expect(again == decoded)
    }
}
