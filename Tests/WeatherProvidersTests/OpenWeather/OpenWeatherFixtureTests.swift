import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// Every recorded OpenWeather body, decoded through the public client API with a transport that
/// returns it for the right endpoint, and checked against the JSON.
@Suite("OpenWeather fixtures")
struct OpenWeatherFixtureTests {
    static let all = Fixtures.paths(under: "openweather")

    /// Every body has a provenance row and every row names a body, so none is skipped or invented.
    @Test func everyBodyHasProvenance() throws {
        let provenance = String(decoding: try Fixtures.data("openweather/PROVENANCE.md"), as: UTF8.self)
        let rows = provenance.split(separator: "\n")
            .filter { $0.hasPrefix("| openweather/") }
            .compactMap { $0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) }
        #expect(Self.all.count == 53)
        #expect(Set(rows) == Set(Self.all))
        #expect(rows.count == Self.all.count)
    }

    @Test(arguments: Self.all)
    func decodesThroughTheClient(path: String) async throws {
        let folder = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
        let body = try Fixtures.data(path)
        let json = try Fixtures.json(path)
        let name = (path as NSString).lastPathComponent
        let units: OpenWeatherClient.Units =
            name.contains("imperial") ? .imperial : name.contains("metric") ? .metric : .standard
        switch folder {
        case "onecall25", "onecall3":
            try await checkOneCall(
                body, json, units: units, version: folder == "onecall3" ? .threePointZero : .twoPointFive)
        case "current":
            try await checkCurrent(body, json, name: name, units: units)
        case "forecast5":
            try await checkForecast(body, json, units: units)
        case "geo-direct", "geo-reverse", "geo-zip":
            try await checkGeocoding(body, json, folder: folder)
        case "errors":
            try await checkError(body, name: name)
        case "air-pollution", "air-pollution-history":
            try await checkAirPollution(body, json, history: folder == "air-pollution-history")
        case "onecall3-timemachine", "onecall25-timemachine":
            try await checkTimeMachine(body, json)
        default:
            Issue.record("No check for \(path)")
        }
    }

    /// The reading (3.0 `data`, 2.5 `current`) is the current conditions, every reading an hour.
    func checkTimeMachine(_ body: Data, _ json: Any) async throws {
        let root = try #require(JSONValue.object(json))
        let readings =
            (JSONValue.array(root["data"]) ?? []) + [root["current"]].compactMap { $0 }
            + (JSONValue.array(root["hourly"]) ?? [])
        let first = try #require(JSONValue.object(readings.first))
        let time = try #require(JSONValue.number(first["dt"]))
        let client = makeClient(
            Self.transport(answering: body, on: "/data/3.0/onecall/timemachine"), units: .standard,
            version: .threePointZero)
        let date = Date(timeIntervalSince1970: time)
        let weather = try await client.pastWeather(at: try Coordinate(latitude: 33.44, longitude: -94.04), on: date)
        #expect(weather.current?.date == date)
        #expect(abs((weather.current?.temperature.value ?? 0) + 273.15 - (JSONValue.number(first["temp"]) ?? 0)) < 1e-9)
        #expect(weather.hourly.count == readings.count)
    }

    /// Every entry's concentrations and index come through as they were sent, with the SDK's US AQI.
    func checkAirPollution(_ body: Data, _ json: Any, history: Bool) async throws {
        let root = try #require(JSONValue.object(json))
        let entries = try #require(JSONValue.array(root["list"]))
        let path = history ? "/data/2.5/air_pollution/history" : "/data/2.5/air_pollution"
        let client = makeClient(Self.transport(answering: body, on: path), units: .standard, version: .threePointZero)
        let coordinate = try Coordinate(latitude: 50, longitude: 50)
        let airs =
            history
            ? try await client.airQualityHistory(
                at: coordinate, from: Date(timeIntervalSince1970: 1_613_606_400),
                to: Date(timeIntervalSince1970: 1_613_610_000))
            : [try await client.airQuality(at: coordinate)]
        #expect(airs.count == entries.count)
        let keys: [(String, Pollutant)] = [
            ("co", .carbonMonoxide), ("no", .nitrogenMonoxide), ("no2", .nitrogenDioxide), ("o3", .ozone),
            ("so2", .sulfurDioxide), ("pm2_5", .pm25), ("pm10", .pm10), ("nh3", .ammonia),
        ]
        for (air, raw) in zip(airs, entries) {
            let entry = try #require(JSONValue.object(raw))
            let components = try #require(JSONValue.object(entry["components"]))
            #expect(air.date.timeIntervalSince1970 == JSONValue.number(entry["dt"]))
            for (key, pollutant) in keys {
                #expect(air.concentrations[pollutant] == JSONValue.number(components[key]), "\(key)")
            }
            let aqi = JSONValue.number(JSONValue.object(entry["main"])?["aqi"])
            #expect(air.providerIndex == aqi.map { ProviderAirQualityIndex(scale: "openweather", value: $0) })
            #expect(air.usAQI != nil)
        }
    }

    /// A transport that answers `body` only on `path`, and 404 elsewhere.
    static func transport(answering body: Data, on path: String) -> StubTransport {
        StubTransport { request, _ in
            let sent = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.path
            guard sent == path else {
                return HTTPResponse(statusCode: 404, body: Data(#"{"cod":"404","message":"wrong endpoint"}"#.utf8))
            }
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    func checkOneCall(
        _ body: Data, _ json: Any, units: OpenWeatherClient.Units, version: OpenWeatherClient.OneCallVersion
    ) async throws {
        let root = try #require(JSONValue.object(json))
        let transport = Self.transport(answering: body, on: version.path)
        let client = makeClient(transport, units: units, version: version)
        let coordinate = try Coordinate(
            latitude: try #require(JSONValue.number(root["lat"])),
            longitude: try #require(JSONValue.number(root["lon"])))
        let weather = try await client.weather(at: coordinate, including: .all)

        let zoneName = try #require(root["timezone"] as? String)
        #expect(weather.timeZone.identifier == zoneName)
        if let offset = JSONValue.number(root["timezone_offset"]), let current = weather.current {
            #expect(weather.timeZone.secondsFromGMT(for: current.date) == Int(offset))
        }
        #expect(weather.source.provider == .openWeather)
        #expect(weather.fetchedAt == fixedNow)

        if let current = JSONValue.object(root["current"]) {
            let mapped = try #require(weather.current)
            try checkConditions(mapped.condition, mapped.conditionDescription, mapped.icon, current["weather"])
            #expect(mapped.date.timeIntervalSince1970 == JSONValue.number(current["dt"]))
            #expect(
                isClose(
                    mapped.temperature.value,
                    Expected.celsius(try #require(JSONValue.number(current["temp"])), units: units)))
            #expect(
                isClose(
                    mapped.apparentTemperature.value,
                    Expected.celsius(try #require(JSONValue.number(current["feels_like"])), units: units)))
            #expect(isClose(mapped.humidity, try #require(JSONValue.number(current["humidity"])) / 100))
            #expect(isClose(mapped.pressure?.value, JSONValue.number(current["pressure"])))
            #expect(isClose(mapped.visibility?.value, JSONValue.number(current["visibility"])))
            #expect(isClose(mapped.uvIndex, JSONValue.number(current["uvi"])))
            #expect(isClose(mapped.cloudCover, JSONValue.number(current["clouds"]).map { $0 / 100 }))
            let speed = try #require(JSONValue.number(current["wind_speed"]))
            #expect(isClose(mapped.wind?.speed.value, Expected.metersPerSecond(speed, units: units)))
            #expect(isClose(mapped.wind?.direction?.value, JSONValue.number(current["wind_deg"])))
        } else {
            #expect(weather.current == nil)
        }

        let hourly = JSONValue.array(root["hourly"]) ?? []
        #expect(weather.hourly.count == hourly.count)
        for (hour, raw) in zip(weather.hourly, hourly) {
            let object = try #require(JSONValue.object(raw))
            #expect(hour.date.timeIntervalSince1970 == JSONValue.number(object["dt"]))
            #expect(
                isClose(
                    hour.temperature.value,
                    Expected.celsius(try #require(JSONValue.number(object["temp"])), units: units)))
            #expect(isClose(hour.precipitationChance, JSONValue.number(object["pop"])))
            #expect(isClose(hour.humidity, JSONValue.number(object["humidity"]).map { $0 / 100 }))
            let rain = JSONValue.number(JSONValue.object(object["rain"])?["1h"])
            #expect(isClose(hour.precipitationAmount?.value, rain))
        }

        let daily = JSONValue.array(root["daily"]) ?? []
        #expect(weather.daily.count == daily.count)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.timeZone
        for (day, raw) in zip(weather.daily, daily) {
            let object = try #require(JSONValue.object(raw))
            let temp = try #require(JSONValue.object(object["temp"]))
            let noon = Date(timeIntervalSince1970: try #require(JSONValue.number(object["dt"])))
            #expect(calendar.isDate(day.date, inSameDayAs: noon))
            #expect(calendar.component(.hour, from: day.date) == 0)
            #expect(
                isClose(
                    day.highTemperature.value,
                    Expected.celsius(try #require(JSONValue.number(temp["max"])), units: units)))
            #expect(
                isClose(
                    day.lowTemperature.value,
                    Expected.celsius(try #require(JSONValue.number(temp["min"])), units: units)))
            #expect(day.summary == object["summary"] as? String)
            #expect(isClose(day.precipitationChance, JSONValue.number(object["pop"])))
            let rain = JSONValue.number(object["rain"])
            let snow = JSONValue.number(object["snow"])
            let total = rain == nil && snow == nil ? nil : (rain ?? 0) + (snow ?? 0)
            #expect(isClose(day.precipitationAmount?.value, total))
            try checkConditions(day.condition, day.conditionDescription, day.icon, object["weather"])
        }

        let minutely = JSONValue.array(root["minutely"]) ?? []
        #expect(weather.minutely.count == minutely.count)
        let alerts = JSONValue.array(root["alerts"]) ?? []
        #expect(weather.alerts.count == alerts.count)
        for (alert, raw) in zip(weather.alerts, alerts) {
            let object = try #require(JSONValue.object(raw))
            #expect(alert.event == object["event"] as? String)
            #expect(alert.sender == object["sender_name"] as? String)
            #expect(alert.tags == (object["tags"] as? [String] ?? []))
            #expect(alert.start.timeIntervalSince1970 == JSONValue.number(object["start"]))
        }
        #expect(transport.requests.count == 1)
    }

    func checkCurrent(_ body: Data, _ json: Any, name: String, units: OpenWeatherClient.Units) async throws {
        let root = try #require(JSONValue.object(json))
        let transport = Self.transport(answering: body, on: "/data/2.5/weather")
        let language = name.range(of: #"lang-([a-z]+)"#, options: .regularExpression)
            .map { OpenWeatherClient.Language(code: String(name[$0].dropFirst(5))) }
        let client = makeClient(transport, units: units, language: language)
        let coord = try #require(JSONValue.object(root["coord"]))
        let cityName = try #require(root["name"] as? String)
        let weather: Weather
        if name.contains("-q") {
            weather = try await client.currentWeather(city: name.contains("state") ? "New York,NY,US" : "London")
        } else if name.contains("-id") {
            weather = try await client.currentWeather(cityID: Int(try #require(JSONValue.number(root["id"]))))
        } else if name.hasPrefix("zip-") {
            weather = try await client.currentWeather(zip: "10018", country: "US")
        } else {
            weather = try await client.currentWeather(
                at: try Coordinate(
                    latitude: try #require(JSONValue.number(coord["lat"])),
                    longitude: try #require(JSONValue.number(coord["lon"]))))
        }
        let main = try #require(JSONValue.object(root["main"]))
        let current = try #require(weather.current)
        let temp = try #require(JSONValue.number(main["temp"]))
        #expect(isClose(current.temperature.value, Expected.celsius(temp, units: units)))
        if let feelsLike = JSONValue.number(main["feels_like"]) {
            #expect(isClose(current.apparentTemperature.value, Expected.celsius(feelsLike, units: units)))
        } else {
            // Not sent: derived from the temperature, humidity and wind, and noted.
            #expect(weather.notes.contains { $0.field == "current.apparentTemperature" && $0.kind == .derived })
        }
        #expect(isClose(current.humidity, try #require(JSONValue.number(main["humidity"])) / 100))
        #expect(isClose(current.pressure?.value, JSONValue.number(main["pressure"])))
        #expect(isClose(current.visibility?.value, JSONValue.number(root["visibility"])))
        let wind = try #require(JSONValue.object(root["wind"]))
        #expect(
            isClose(
                current.wind?.speed.value,
                Expected.metersPerSecond(try #require(JSONValue.number(wind["speed"])), units: units)))
        #expect(isClose(current.wind?.direction?.value, JSONValue.number(wind["deg"])))
        #expect(
            isClose(
                current.wind?.gust?.value,
                JSONValue.number(wind["gust"]).map { Expected.metersPerSecond($0, units: units) }))
        #expect(current.date.timeIntervalSince1970 == JSONValue.number(root["dt"]))
        try checkConditions(current.condition, current.conditionDescription, current.icon, root["weather"])
        // The offset sent, named as the nearest known place's zone when that zone has it; else the estimate.
        let sent = JSONValue.number(root["timezone"]).map { Int($0) }
        let estimate = TimeZoneEstimate(at: weather.coordinate)
        #expect(
            weather.timeZone.secondsFromGMT(for: current.date)
                == sent ?? estimate.timeZone.secondsFromGMT(for: current.date))
        // No zone name in these bodies: whichever zone is used, a note says where it came from.
        #expect(weather.notes.contains { $0.field == "timeZone" })
        #expect(weather.isTimeZoneEstimated)
        #expect(weather.place?.name == cityName)
        let sys = JSONValue.object(root["sys"])
        #expect(weather.place?.country == sys?["country"] as? String)
        #expect(isClose(weather.coordinate.latitude, JSONValue.number(coord["lat"])))
        let rain = JSONValue.object(root["rain"])
        let rate = JSONValue.number(rain?["1h"]) ?? JSONValue.number(rain?["3h"]).map { $0 / 3 }
        #expect(isClose(current.precipitationIntensity?.value, rate))
        #expect(transport.requests.count == 1)
    }

    func checkForecast(_ body: Data, _ json: Any, units: OpenWeatherClient.Units) async throws {
        let root = try #require(JSONValue.object(json))
        let city = try #require(JSONValue.object(root["city"]))
        let coord = try #require(JSONValue.object(city["coord"]))
        let transport = Self.transport(answering: body, on: "/data/2.5/forecast")
        let client = makeClient(transport, units: units)
        let weather = try await client.forecast(
            at: try Coordinate(
                latitude: try #require(JSONValue.number(coord["lat"])),
                longitude: try #require(JSONValue.number(coord["lon"]))))
        let list = try #require(JSONValue.array(root["list"])).compactMap(JSONValue.object)
        let first = Date(timeIntervalSince1970: try #require(JSONValue.number(list.first?["dt"])))
        let sent = JSONValue.number(city["timezone"]).map { Int($0) }
        let estimate = TimeZoneEstimate(at: weather.coordinate)
        #expect(
            weather.timeZone.secondsFromGMT(for: first) == sent ?? estimate.timeZone.secondsFromGMT(for: first))
        // No zone name in these bodies: whichever zone is used, a note says where it came from.
        #expect(weather.notes.contains { $0.field == "timeZone" })
        #expect(weather.isTimeZoneEstimated)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.timeZone
        #expect(weather.current == nil)
        #expect(weather.hourly.count == list.count)
        for (hour, step) in zip(weather.hourly, list) {
            let main = try #require(JSONValue.object(step["main"]))
            #expect(hour.date.timeIntervalSince1970 == JSONValue.number(step["dt"]))
            #expect(
                isClose(
                    hour.temperature.value, Expected.celsius(try #require(JSONValue.number(main["temp"])), units: units)
                ))
            #expect(isClose(hour.humidity, JSONValue.number(main["humidity"]).map { $0 / 100 }))
            #expect(isClose(hour.precipitationChance, JSONValue.number(step["pop"])))
            let wind = JSONValue.object(step["wind"])
            #expect(
                isClose(
                    hour.wind?.speed.value,
                    JSONValue.number(wind?["speed"]).map { Expected.metersPerSecond($0, units: units) }))
            try checkConditions(hour.condition, hour.conditionDescription, hour.icon, step["weather"])
        }
        // Group by local day in the zone of the answer.
        var highs: [Date: Double] = [:]
        var lows: [Date: Double] = [:]
        for step in list {
            let day = calendar.startOfDay(
                for: Date(timeIntervalSince1970: try #require(JSONValue.number(step["dt"]))))
            let main = try #require(JSONValue.object(step["main"]))
            let high = try #require(JSONValue.number(main["temp_max"]))
            let low = try #require(JSONValue.number(main["temp_min"]))
            highs[day] = max(highs[day] ?? -.infinity, high)
            lows[day] = min(lows[day] ?? .infinity, low)
        }
        #expect(weather.daily.count == highs.count)
        for day in weather.daily {
            #expect(calendar.startOfDay(for: day.date) == day.date, "a day starts at local midnight")
            #expect(isClose(day.highTemperature.value, highs[day.date].map { Expected.celsius($0, units: units) }))
            #expect(isClose(day.lowTemperature.value, lows[day.date].map { Expected.celsius($0, units: units) }))
        }
        let cityName = city["name"] as? String ?? ""
        #expect(weather.place?.name == (cityName.isEmpty ? nil : cityName))
    }

    func checkGeocoding(_ body: Data, _ json: Any, folder: String) async throws {
        switch folder {
        case "geo-zip":
            let root = try #require(JSONValue.object(json))
            let transport = Self.transport(answering: body, on: "/geo/1.0/zip")
            let zip = try #require(root["zip"] as? String)
            let place = try #require(try await makeClient(transport).place(zip: zip, country: "US"))
            #expect(place.name == root["name"] as? String)
            #expect(place.country == root["country"] as? String)
            #expect(isClose(place.coordinate.latitude, JSONValue.number(root["lat"])))
            #expect(isClose(place.coordinate.longitude, JSONValue.number(root["lon"])))
            #expect(place.localizedNames.isEmpty)
            #expect(place.state == nil)
        default:
            let results = try #require(JSONValue.array(json)).compactMap(JSONValue.object)
            let path = folder == "geo-direct" ? "/geo/1.0/direct" : "/geo/1.0/reverse"
            let transport = Self.transport(answering: body, on: path)
            let client = makeClient(transport)
            let places: [Place]
            if folder == "geo-direct" {
                places = try await client.places(matching: try #require(results.first?["name"] as? String), limit: 5)
            } else {
                let first = try #require(results.first)
                let coordinate = try Coordinate(
                    latitude: try #require(JSONValue.number(first["lat"])),
                    longitude: try #require(JSONValue.number(first["lon"])))
                places = try await client.place(at: coordinate).map { [$0] } ?? []
            }
            #expect(places.count == (folder == "geo-direct" ? results.count : 1))
            for (place, result) in zip(places, results) {
                #expect(place.name == result["name"] as? String)
                #expect(place.country == result["country"] as? String)
                #expect(place.state == result["state"] as? String)
                #expect(isClose(place.coordinate.latitude, JSONValue.number(result["lat"])))
                #expect(isClose(place.coordinate.longitude, JSONValue.number(result["lon"])))
                var names = result["local_names"] as? [String: String] ?? [:]
                names["ascii"] = nil
                names["feature_name"] = nil
                #expect(place.localizedNames == names)
            }
        }
    }

    func checkError(_ body: Data, name: String) async throws {
        let status = try #require(Int(name.prefix(3)))
        let expected: [Int: WeatherError.Code] = [
            400: .badRequest, 401: .unauthorized, 404: .notFound, 429: .rateLimited,
        ]
        let code = try #require(expected[status])
        let transport = StubTransport(statusCode: status, data: body)
        let client = makeClient(transport)
        let error = try await #require(throws: WeatherError.self) {
            if name.contains("onecall") || name.contains("timemachine") || name.contains("geocode") {
                _ = try await client.weather(at: try Coordinate(latitude: 35.9, longitude: -105.9))
            } else {
                _ = try await client.currentWeather(city: "Londan")
            }
        }
        #expect(error.code == code)
        #expect(error.statusCode == status)
        #expect(error.providerCode == String(status))
        let message = try #require(
            JSONValue.object(try JSONSerialization.jsonObject(with: body))?["message"] as? String)
        #expect(error.message.contains(message.prefix(20)))
        if status == 429 {
            #expect(error.retryAfter == .seconds(600))
        }
        #expect(transport.requests.count == 1, "an error body is never retried here")
        for text in [error.description, error.debugDescription, error.message, String(reflecting: error)] {
            #expect(!text.contains(sentinelKey))
        }
    }

    /// The condition from the first `weather` element: the mapped case, the (translated) text and the icon URL.
    func checkConditions(
        _ condition: WeatherCondition, _ description: String, _ icon: String?, _ raw: Any?
    ) throws {
        let first = try #require(JSONValue.array(raw)?.first.flatMap(JSONValue.object))
        let id = Int(try #require(JSONValue.number(first["id"])))
        #expect(condition == WeatherCondition(openWeatherID: id))
        #expect(description == first["description"] as? String)
        let iconCode = try #require(first["icon"] as? String)
        #expect(icon == "https://openweathermap.org/img/wn/\(iconCode)@2x.png")
    }
}
