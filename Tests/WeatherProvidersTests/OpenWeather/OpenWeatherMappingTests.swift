import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherTesting

/// Field-by-field mapping to the SDK's canonical units and time zones.
@Suite("OpenWeather mapping")
struct OpenWeatherMappingTests {
    let somewhere = try! Coordinate(latitude: 55.75, longitude: 37.62)

    func current(_ file: String, units: OpenWeatherClient.Units) async throws -> Weather {
        let transport = StubTransport(statusCode: 200, data: try Fixtures.data("openweather/current/\(file).json"))
        return try await makeClient(transport, units: units).currentWeather(at: somewhere)
    }

    func oneCall(_ file: String, units: OpenWeatherClient.Units = .standard) async throws -> Weather {
        let transport = StubTransport(statusCode: 200, data: try Fixtures.data("openweather/\(file).json"))
        return try await makeClient(transport, units: units).weather(at: somewhere)
    }

    @Test func kelvinMetricAndImperialGiveTheSameCelsius() async throws {
        let kelvin = try #require(try await self.current("dresden-2017-no-timezone", units: .standard).current)
        #expect(isClose(kelvin.temperature.converted(to: .celsius).value, 19))
        let metric = try #require(try await self.current("moscow-id-lang-ru-metric", units: .metric).current)
        let imperial = try #require(try await self.current("moscow-id-lang-ru-imperial", units: .imperial).current)
        #expect(isClose(metric.temperature.converted(to: .celsius).value, 12))
        #expect(isClose(imperial.temperature.converted(to: .celsius).value, 12, tolerance: 1e-9))
        #expect(isClose(imperial.apparentTemperature.converted(to: .celsius).value, (44.87 - 32) * 5 / 9))
    }

    @Test func windIsConvertedFromMilesPerHourForImperialOnly() async throws {
        let metric = try #require(try await self.current("moscow-id-lang-ru-metric", units: .metric).current?.wind)
        let imperial = try #require(
            try await self.current("moscow-id-lang-ru-imperial", units: .imperial).current?.wind)
        let standard = try #require(try await self.current("dresden-2017-no-timezone", units: .standard).current?.wind)
        #expect(isClose(metric.speed.converted(to: .metersPerSecond).value, 3))
        #expect(isClose(imperial.speed.converted(to: .metersPerSecond).value, 6.71 * 0.44704, tolerance: 1e-9))
        #expect(isClose(standard.speed.converted(to: .metersPerSecond).value, 2.6))
        #expect(isClose(standard.direction?.converted(to: .degrees).value, 220))
    }

    @Test func percentagesBecomeFractionsAndVisibilityStaysInMetres() async throws {
        let current = try #require(try await self.current("moscow-id-lang-ru-metric", units: .metric).current)
        #expect(isClose(current.humidity, 0.27))
        #expect(isClose(current.visibility?.converted(to: .meters).value, 10_000))
        #expect(isClose(current.pressure?.converted(to: .hectopascals).value, 1014))
        #expect(current.conditionDescription == "ясно", "descriptions stay translated")
        #expect(current.condition == .clear)
    }

    @Test func missingFieldsAreDerivedAndNoted() async throws {
        let weather = try await self.current("dresden-2017-no-timezone", units: .standard)
        let current = try #require(weather.current)
        #expect(weather.timeZone.secondsFromGMT() == 3600, "no `timezone`: estimated from Dresden's longitude")
        #expect(weather.notes.contains { $0.field == "timeZone" && $0.kind == .derived })
        let derived = WeatherDerivation.apparentTemperature(
            temperature: current.temperature, humidity: current.humidity, windSpeed: try #require(current.wind?.speed))
        #expect(current.apparentTemperature == derived, "no `feels_like`: derived, not the air temperature")
        #expect(current.apparentTemperature != current.temperature)
        #expect(weather.notes.contains { $0.field == "current.apparentTemperature" && $0.kind == .derived })
        let zip = try #require(try await self.current("zip-10018-us", units: .standard).current?.wind)
        #expect(zip.direction == nil, "no `wind.deg`")
    }

    @Test func halfHourOffsetsAndNonASCIINames() async throws {
        let weather = try await self.current("chapra-india-metric-2020", units: .metric)
        #expect(weather.timeZone.secondsFromGMT() == 19_800)
        #expect(weather.place?.name == "Chāpra")
        #expect(weather.place?.timeZone == weather.timeZone)
    }

    @Test func nullIslandHasNoCountry() async throws {
        let weather = try await self.current("null-island-lat0-lon0", units: .standard)
        #expect(weather.place?.name == "Globe")
        #expect(weather.place?.country == nil)
        #expect(weather.coordinate.latitude == 0)
    }

    @Test func rainOverThreeHoursBecomesAnHourlyRate() async throws {
        let body = try JSONSerialization.jsonObject(
            with: Fixtures.data("openweather/current/dresden-2017-rain-3h.json"))
        let threeHours = try #require(JSONValue.number(JSONValue.object(JSONValue.object(body)?["rain"])?["3h"]))
        let current = try #require(try await self.current("dresden-2017-rain-3h", units: .standard).current)
        #expect(isClose(current.precipitationIntensity?.converted(to: .millimetersPerHour).value, threeHours / 3))
    }

    @Test func oneCallDailyRainIsABareNumberAndHourlyRainAnObject() async throws {
        let weather = try await oneCall("onecall3/nairobi-kenya-default-units")
        #expect(isClose(weather.daily[0].precipitationAmount?.converted(to: .millimeters).value, 0.25))
        #expect(weather.daily[1].precipitationAmount == nil, "dry day")
        #expect(isClose(weather.daily[4].precipitationAmount?.converted(to: .millimeters).value, 3.34))
        #expect(isClose(weather.hourly[7].precipitationAmount?.converted(to: .millimeters).value, 0.1))
        #expect(weather.hourly[0].precipitationAmount == nil)
    }

    @Test func minutelyHasSixtyOrSixtyOneEntries() async throws {
        #expect(try await oneCall("onecall3/nairobi-kenya-default-units").minutely.count == 60)
        #expect(try await oneCall("onecall25/london-imperial-met-office-alert", units: .imperial).minutely.count == 61)
        #expect(try await oneCall("onecall3/denver-imperial-exclude-minutely", units: .imperial).minutely.isEmpty)
    }

    @Test func dailySummaryWhenPresent() async throws {
        let recent = try await oneCall("onecall3/nairobi-kenya-default-units")
        #expect(recent.daily.first?.summary == "Expect a day of partly cloudy with rain")
        let older = try await oneCall("onecall3/richmond-va-imperial-2022", units: .imperial)
        #expect(older.daily.allSatisfy { $0.summary == nil })
        #expect(older.daily.count == 8)
    }

    @Test func alertsWithAndWithoutTags() async throws {
        let seattle = try await oneCall("onecall25/seattle-alert-without-tags")
        #expect(seattle.alerts.count == 1)
        #expect(seattle.alerts.first?.tags == [])
        let boston = try await oneCall("onecall25/boston-imperial-alert-with-tags-2022", units: .imperial)
        #expect(boston.alerts.first?.sender == "RaveMobile")
        #expect(boston.alerts.first?.event == "test for event")
        let phoenix = try await oneCall("onecall25/phoenix-with-alerts")
        #expect(phoenix.alerts.contains { $0.description.contains("\n") })
        #expect(phoenix.timeZone.identifier == "America/Phoenix")
        #expect(try await oneCall("onecall3/nairobi-kenya-default-units").alerts.isEmpty)
    }

    @Test func translatedKoreanDescriptions() async throws {
        let weather = try await oneCall("onecall25/pohang-kr-metric-lang-kr", units: .metric)
        #expect(weather.current?.conditionDescription == "맑음")
        #expect(weather.current?.condition == .clear)
        #expect(weather.timeZone.identifier == "Asia/Seoul")
    }

    @Test func earlyBodiesWithoutOffsetUseTheZoneName() async throws {
        let weather = try await oneCall("onecall25/texarkana-exclude-minutely-hourly-2020")
        #expect(weather.timeZone.identifier == "America/Chicago")
        #expect(weather.hourly.isEmpty)
        #expect(weather.minutely.isEmpty)
        let noCurrent = try await oneCall("onecall25/texarkana-metric-exclude-current-minutely-alerts", units: .metric)
        #expect(noCurrent.current == nil)
        #expect(!noCurrent.daily.isEmpty)
    }

    @Test func daysStartAtLocalMidnight() async throws {
        let weather = try await oneCall("onecall25/colombo-current-minutely-only")
        #expect(weather.timeZone.secondsFromGMT(for: weather.current?.date ?? fixedNow) == 19_800)
        let phoenix = try await oneCall("onecall25/phoenix-with-alerts")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = phoenix.timeZone
        for day in phoenix.daily {
            #expect(calendar.dateComponents([.hour, .minute], from: day.date) == DateComponents(hour: 0, minute: 0))
        }
        #expect(phoenix.daily.first?.sunrise != nil)
    }

    @Test func forecastGroupsThreeHourStepsIntoLocalDays() async throws {
        let transport = StubTransport(
            statusCode: 200, data: try Fixtures.data("openweather/forecast5/gurgaon-metric-2022.json"))
        let weather = try await makeClient(transport, units: .metric).forecast(at: somewhere)
        #expect(weather.hourly.count == 40)
        #expect(weather.timeZone.secondsFromGMT() == 19_800)
        #expect((5...6).contains(weather.daily.count))
        let first = try #require(weather.daily.first)
        let sameDay = weather.hourly.filter {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = weather.timeZone
            return calendar.isDate($0.date, inSameDayAs: first.date)
        }
        #expect(!sameDay.isEmpty)
        #expect(first.highTemperature >= sameDay.map(\.temperature).max()!)
        #expect(first.lowTemperature <= sameDay.map(\.temperature).min()!)
        #expect(weather.place?.name != nil)
    }

    @Test func forecastOverTheOceanHasNoPlace() async throws {
        let transport = StubTransport(
            statusCode: 200, data: try Fixtures.data("openweather/forecast5/antarctica-latlon.json"))
        let weather = try await makeClient(transport).forecast(at: somewhere)
        #expect(weather.place == nil)
        #expect(weather.timeZone.secondsFromGMT() == 0)
    }

    @Test func oldForecastBodiesWithEmptyRainObjects() async throws {
        let transport = StubTransport(
            statusCode: 200, data: try Fixtures.data("openweather/forecast5/dresden-2018-empty-rain-objects.json"))
        let weather = try await makeClient(transport).forecast(at: somewhere)
        #expect(weather.hourly.allSatisfy { $0.precipitationChance == nil }, "no `pop` in 2018")
        #expect(weather.hourly.filter { $0.precipitationAmount != nil }.count == 5, "`{}` is no rain")
        #expect(isClose(weather.hourly[13].precipitationAmount?.converted(to: .millimeters).value, 1.6))
        #expect(weather.timeZone.secondsFromGMT() == 3600, "no `city.timezone` in 2018: estimated from the longitude")
        // The 2018 body names no sun or moon: they are computed, and said to be.
        #expect(weather.notes.map(\.field) == ["timeZone", "daily.moonPhase", "daily.moonrise", "daily.sunrise"])
        #expect(weather.daily.allSatisfy { $0.sunrise != nil && $0.moonPhase != nil })
        let snowy = StubTransport(
            statusCode: 200, data: try Fixtures.data("openweather/forecast5/dresden-2018-snow.json"))
        let snow = try await makeClient(snowy).forecast(at: somewhere)
        #expect(snow.daily.contains { ($0.snowfallAmount?.value ?? 0) > 0 })
    }

    @Test func geocodingLeavesOutInternalNames() async throws {
        let transport = StubTransport(
            statusCode: 200, data: try Fixtures.data("openweather/geo-reverse/london-5-results-2021.json"))
        let place = try #require(try await makeClient(transport).place(at: somewhere))
        #expect(place.localizedNames["ascii"] == nil)
        #expect(place.localizedNames["feature_name"] == nil)
        #expect(place.id == "51.5085,-0.1257", "the coordinate to four decimals")
        let direct = StubTransport(
            statusCode: 200, data: try Fixtures.data("openweather/geo-direct/london-5-results-2021.json"))
        let places = try await makeClient(direct).places(matching: "London", limit: 5)
        #expect(places.map(\.state) == [nil, nil, "OH", "KY", "CA"])
        #expect(places.first?.localizedName(for: "ru") == "Лондон")
        #expect(Set(places.map(\.id)).count == places.count, "ids are unique")
    }
}

@Suite("OpenWeather options")
struct OpenWeatherOptionTests {
    @Test(
        arguments: [
            ("cs", "cz"), ("cs_CZ", "cz"), ("ko-KR", "kr"), ("lv", "la"), ("uk_UA", "ua"), ("zh-Hans", "zh_cn"),
            ("zh_TW", "zh_tw"), ("zh-Hant-HK", "zh_tw"), ("pt-BR", "pt_br"), ("pt_PT", "pt"), ("es-MX", "es"),
            ("sv", "sv"), ("nb", "no"), ("de", "de"), ("EN-gb", "en"),
        ])
    func languagesFromLocales(identifier: String, code: String) {
        #expect(OpenWeatherClient.Language(localeIdentifier: identifier)?.code == code)
    }

    @Test func unsupportedLocalesAreNil() {
        #expect(OpenWeatherClient.Language(localeIdentifier: "xx") == nil)
        #expect(OpenWeatherClient.Language(localeIdentifier: "") == nil)
    }

    @Test func oddCodes() {
        #expect(OpenWeatherClient.Language.czech.code == "cz")
        #expect(OpenWeatherClient.Language.korean.code == "kr")
        #expect(OpenWeatherClient.Language.latvian.code == "la")
        #expect(OpenWeatherClient.Language.ukrainian.code == "ua")
    }

    @Test func unitsByName() {
        #expect(OpenWeatherClient.Units(rawValue: "metric") == .metric)
        #expect(OpenWeatherClient.Units(rawValue: "IMPERIAL") == .imperial)
        #expect(OpenWeatherClient.Units(rawValue: "standard") == .standard)
        #expect(OpenWeatherClient.Units(rawValue: "kelvin") == nil)
        #expect(OpenWeatherClient.Units.imperial.windSpeedUnit == .milesPerHour)
    }

    @Test(arguments: [
        (#"{"cod":200}"#, "200"), (#"{"cod":"404"}"#, "404"), (#"{"cod":429.0}"#, "429"), (#"{"cod":"abc"}"#, "abc"),
    ])
    func codeIsIntOrString(json: String, text: String) throws {
        struct Body: Decodable { var cod: OpenWeather.Code }
        let code = try JSONDecoder().decode(Body.self, from: Data(json.utf8)).cod
        #expect(code.rawValue == text)
        #expect(code.intValue == Int(text))
    }

    @Test func iconURLs() {
        #expect(OpenWeather.iconURL(for: "10d")?.absoluteString == "https://openweathermap.org/img/wn/10d@2x.png")
        #expect(OpenWeather.iconURL(for: "") == nil)
        #expect(OpenWeather.iconURL(for: "../x") == nil)
        let condition = OpenWeather.Condition(id: 500, main: "Rain", description: "light rain", icon: "10n")
        #expect(condition.iconURL?.absoluteString == "https://openweathermap.org/img/wn/10n@2x.png")
    }
}
