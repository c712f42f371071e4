import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Every recorded MET Norway body, through `METNorwayClient`, checked against its JSON and against values
/// worked out by hand from it (in the place's own time zone).
@Suite("MET Norway fixtures")
struct METNorwayFixtureTests {
    /// The Locationforecast bodies (the nowcast bodies have their own tests).
    static let paths = Fixtures.paths(under: "metno").filter { !$0.hasPrefix("metno/nowcast/") }

    /// What a body maps to: the number of hours, and per local day the high, the low, the precipitation
    /// (each period counted once) and the most significant symbol.
    struct Expectation: Sendable {
        var hourly: Int
        var days: [(date: String, high: Double, low: Double, precipitation: Double?, symbol: String?)]
    }

    static let expectations: [String: Expectation] = [
        "metno/compact/beijing-no-altitude-2020-07.json": Expectation(
            hourly: 55,
            days: [
                ("2020-07-20", 30.4, 27.1, 0.0, "partlycloudy_night"),
                ("2020-07-21", 33.8, 23.8, 0.0, "partlycloudy_night"),
                ("2020-07-22", 34.4, 21.4, 0.0, "partlycloudy_night"),
                ("2020-07-23", 32.4, 22.6, 0.0, "partlycloudy_night"),
                ("2020-07-24", 36.5, 23.4, 0.0, "partlycloudy_night"),
                ("2020-07-25", 38.1, 24.8, 0.0, "cloudy"),
                ("2020-07-26", 31.9, 27.3, 0.4, "cloudy"),
                ("2020-07-27", 32.4, 25.6, 0.0, "cloudy"),
                ("2020-07-28", 36.6, 25.3, 0.0, "clearsky_night"),
                ("2020-07-29", 37.6, 27.9, 0.0, "clearsky_night"),
            ]),
        "metno/compact/london-altitude25-2020-07.json": Expectation(
            hourly: 63,
            days: [
                ("2020-07-17", 25.7, 17.1, 0.0, "partlycloudy_day"),
                ("2020-07-18", 24.6, 13.5, 0.0, "cloudy"),
                ("2020-07-19", 18.7, 12.6, 7.9, "heavyrain"),
                ("2020-07-20", 19.8, 9.5, 0.0, "cloudy"),
                ("2020-07-21", 20.2, 12.6, 0.0, "partlycloudy_day"),
                ("2020-07-22", 21.9, 13.0, 0.0, "partlycloudy_day"),
                ("2020-07-23", 22.5, 13.9, 0.0, "cloudy"),
                ("2020-07-24", 23.8, 15.3, 3.0, "rain"),
                ("2020-07-25", 21.5, 16.1, 10.9, "heavyrain"),
                ("2020-07-26", 20.7, 14.7, 0.2, "partlycloudy_day"),
            ]),
        "metno/compact/new-york-altitude10-2020-07.json": Expectation(
            hourly: 55,
            days: [
                ("2020-07-20", 36.0, 26.5, 0.0, "partlycloudy_day"),
                ("2020-07-21", 32.2, 22.4, 0.0, "partlycloudy_night"),
                ("2020-07-22", 30.2, 23.7, 3.0, "rainshowers_night"),
                ("2020-07-23", 31.3, 24.9, 1.0, "lightrainshowers_day"),
                ("2020-07-24", 27.7, 24.1, 3.6, "rain"),
                ("2020-07-25", 27.8, 21.8, 0.0, "cloudy"),
                ("2020-07-26", 34.7, 24.1, 1.6, "rainshowers_day"),
                ("2020-07-27", 33.8, 25.7, 0.0, "clearsky_night"),
                ("2020-07-28", 33.7, 23.9, 0.0, "partlycloudy_day"),
                ("2020-07-29", 24.7, 24.7, nil, nil),
            ]),
        "metno/compact/norway-lat60-lon11-integer-coords-2024-02.json": Expectation(
            hourly: 53,
            days: [
                ("2024-02-04", 2.7, -0.4, 0.0, "cloudy"),
                ("2024-02-05", 0.7, -10.0, 0.0, "fair_night"),
                ("2024-02-06", -5.7, -9.9, 0.0, "cloudy"),
                ("2024-02-07", -7.1, -9.0, 0.0, "cloudy"),
                ("2024-02-08", -9.2, -17.6, 0.0, "cloudy"),
                ("2024-02-09", -4.5, -9.0, 0.0, "cloudy"),
                ("2024-02-10", -2.6, -5.4, 6.3, "snow"),
                ("2024-02-11", -3.1, -6.1, 0.0, "cloudy"),
                ("2024-02-12", -3.7, -6.8, 0.0, "cloudy"),
                ("2024-02-13", -1.7, -7.0, 0.0, "cloudy"),
                ("2024-02-14", -8.7, -8.7, nil, nil),
            ]),
        "metno/complete/london-altitude25-2020-07.json": Expectation(
            hourly: 55,
            days: [
                ("2020-07-20", 21.1, 12.7, 0.0, "partlycloudy_day"),
                ("2020-07-21", 20.2, 10.9, 0.0, "cloudy"),
                ("2020-07-22", 23.3, 11.0, 0.0, "cloudy"),
                ("2020-07-23", 22.9, 11.8, 0.0, "cloudy"),
                ("2020-07-24", 23.3, 11.2, 0.0, "partlycloudy_day"),
                ("2020-07-25", 23.4, 14.6, 1.1, "lightrainshowers_day"),
                ("2020-07-26", 23.7, 16.4, 0.8, "cloudy"),
                ("2020-07-27", 22.9, 12.3, 0.0, "cloudy"),
                ("2020-07-28", 23.0, 15.1, 0.3, "cloudy"),
                ("2020-07-29", 17.4, 16.5, 0.3, "cloudy"),
            ]),
    ]

    @Test func everyRecordedBodyIsCovered() {
        #expect(Self.paths.count == 5)
        #expect(Set(Self.paths) == Set(Self.expectations.keys))
        #expect(Set(Self.paths) == Set(METNorwayTesting.zones.keys))
    }

    /// Every body has a provenance row and every row names a body, so none is skipped or invented.
    @Test func everyBodyHasProvenance() throws {
        let provenance = String(decoding: try Fixtures.data("metno/PROVENANCE.md"), as: UTF8.self)
        let rows = provenance.split(separator: "\n")
            .filter { $0.hasPrefix("| metno/") && !$0.hasPrefix("| metno/nowcast/") }
            .compactMap { $0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) }
        #expect(rows.count == Self.paths.count)
        #expect(Set(rows) == Set(Self.paths))
    }

    /// The body at `path` mapped in its place's time zone, and the body as plain JSON.
    private static func mapped(_ path: String) async throws -> (Weather, [String: Any], TimeZone) {
        let zone = try #require(METNorwayTesting.zones[path].flatMap(TimeZone.init(identifier:)))
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let point = try #require((json["geometry"] as? [String: Any])?["coordinates"] as? [Double])
        let coordinate = try Coordinate(latitude: point[1], longitude: point[0])
        let transport = StubTransport(responses: [try METNorwayTesting.ok(path)])
        let client = METNorwayTesting.client(transport, endpoint: path.contains("complete") ? .complete : .compact)
        // The forecast alone: minutes would add a request to the nowcast.
        let weather = try await client.weather(at: coordinate, timeZone: zone, including: [.current, .hourly, .daily])
        #expect(transport.requests.count == 1)
        return (weather, json, zone)
    }

    private static func steps(_ json: [String: Any]) throws -> [[String: Any]] {
        try #require((json["properties"] as? [String: Any])?["timeseries"] as? [[String: Any]])
    }

    @Test(arguments: paths)
    func currentConditionsAreTheFirstStep(path: String) async throws {
        let (weather, json, zone) = try await Self.mapped(path)
        let first = try #require(try Self.steps(json).first)
        let data = try #require(first["data"] as? [String: Any])
        let details = try #require((data["instant"] as? [String: Any])?["details"] as? [String: Double])
        let nextHour = try #require(data["next_1_hours"] as? [String: Any])
        let symbol = try #require((nextHour["summary"] as? [String: String])?["symbol_code"])
        let current = try #require(weather.current)

        #expect(weather.timeZone == zone)
        #expect(weather.source == METNorway.source)
        #expect(weather.source.attribution?.contains("Data from MET Norway") == true)
        #expect(current.date == LocalTime.instant(try #require(first["time"] as? String)))
        #expect(current.temperature.value == details["air_temperature"])
        #expect(current.humidity == (details["relative_humidity"] ?? -100) / 100)
        #expect(current.pressure?.value == details["air_pressure_at_sea_level"])
        #expect(current.cloudCover == details["cloud_area_fraction"].map { $0 / 100 })
        #expect(current.wind?.speed.value == details["wind_speed"])
        #expect(current.wind?.direction?.value == details["wind_from_direction"])
        #expect(current.conditionCode == symbol)
        #expect(current.condition == WeatherCondition(metNorwaySymbol: symbol))
        #expect(current.condition != .unknown)
        #expect(current.isDaylight == symbol.hasSuffix("_day"))
        #expect(current.dewPoint?.value == details["dew_point_temperature"])
        #expect(current.uvIndex == details["ultraviolet_index_clear_sky"])
        // MET Norway sends no feels-like temperature: it is derived, and a note says so.
        #expect(weather.notes.contains { $0.field == "current.apparentTemperature" && $0.kind == .derived })
    }

    @Test(arguments: paths)
    func hoursAreTheHourlySteps(path: String) async throws {
        let (weather, json, _) = try await Self.mapped(path)
        let steps = try Self.steps(json)
        let expected = try #require(Self.expectations[path])
        #expect(weather.hourly.count == expected.hourly)
        for (hour, step) in zip(weather.hourly, steps) {
            let data = try #require(step["data"] as? [String: Any])
            let details = try #require((data["instant"] as? [String: Any])?["details"] as? [String: Double])
            let nextHour = try #require(data["next_1_hours"] as? [String: Any], "\(hour.date)")
            let symbol = try #require((nextHour["summary"] as? [String: String])?["symbol_code"])
            let amount = (nextHour["details"] as? [String: Double])?["precipitation_amount"]
            #expect(hour.date == LocalTime.instant(try #require(step["time"] as? String)))
            #expect(hour.temperature.value == details["air_temperature"])
            #expect(hour.conditionCode == symbol)
            #expect(hour.condition == WeatherCondition(metNorwaySymbol: symbol))
            #expect(hour.precipitationAmount?.value == amount)
            #expect(hour.humidity == details["relative_humidity"].map { $0 / 100 })
        }
        let gaps = zip(weather.hourly, weather.hourly.dropFirst()).map { $1.date.timeIntervalSince($0.date) }
        #expect(gaps.allSatisfy { $0 == 3600 })
    }

    @Test(arguments: paths)
    func daysGroupEveryStepInTheLocalDay(path: String) async throws {
        let (weather, json, zone) = try await Self.mapped(path)
        let expected = try #require(Self.expectations[path])
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd"
        #expect(weather.daily.map { formatter.string(from: $0.date) } == expected.days.map(\.date))
        for (day, want) in zip(weather.daily, expected.days) {
            #expect(abs(day.highTemperature.value - want.high) < 1e-9, "\(want.date)")
            #expect(abs(day.lowTemperature.value - want.low) < 1e-9, "\(want.date)")
            if let precipitation = want.precipitation {
                #expect(abs((day.precipitationAmount?.value ?? -1) - precipitation) < 1e-9, "\(want.date)")
            } else {
                #expect(day.precipitationAmount == nil, "\(want.date)")
            }
            #expect(day.conditionCode == want.symbol, "\(want.date)")
            #expect(day.condition == want.symbol.map(WeatherCondition.init(metNorwaySymbol:)) ?? .unknown)
            #expect(day.date == zone.startOfDay(containing: day.date))
        }
        // Every step falls in a day: late steps with only instant values make no day vanish.
        let days = Set(
            try Self.steps(json).compactMap { ($0["time"] as? String).flatMap(LocalTime.instant) }
                .map { zone.startOfDay(containing: $0) })
        #expect(Set(weather.daily.map(\.date)) == days)
    }

    @Test func aLastDayWithOnlyAnInstantKeepsItsReadingAndSaysItHasNoSymbol() async throws {
        let (weather, _, zone) = try await Self.mapped("metno/compact/norway-lat60-lon11-integer-coords-2024-02.json")
        let last = try #require(weather.daily.last)
        #expect(last.highTemperature.value == -8.7 && last.lowTemperature.value == -8.7)
        #expect(last.condition == .unknown)
        let field = WeatherNote.dayField("condition", of: last.date, in: zone)
        #expect(weather.notes.contains { $0.field == field && $0.kind == .missing })
    }

    @Test func wholeNumbersAndEmptyTwelveHourDetailsDecode() throws {
        let body = try Fixtures.data("metno/compact/norway-lat60-lon11-integer-coords-2024-02.json")
        let forecast = try WeatherJSONDecoder().decode(METNorway.ForecastResponse.self, from: body)
        #expect(forecast.geometry.coordinates == [11, 60, 148])
        #expect(forecast.geometry.altitude == 148)
        #expect(forecast.properties.meta.updatedDate == Date(timeIntervalSince1970: 1_707_010_505))
        #expect(forecast.properties.meta.units["air_temperature"] == "celsius")
        let first = try #require(forecast.properties.timeseries.first)
        #expect(first.data.next12Hours?.details?.values.isEmpty == true)
        #expect(first.data.next12Hours?.symbolCode == "partlycloudy_day")
        #expect(first.data.next1Hours?.details?.precipitationAmount == 0)
        #expect(forecast.properties.timeseries.last?.data.next1Hours == nil)
        #expect(forecast.properties.timeseries.last?.data.next6Hours == nil)
    }

    @Test func completeAddsDewPointUVAndSixHourRanges() async throws {
        let (weather, _, _) = try await Self.mapped("metno/complete/london-altitude25-2020-07.json")
        let current = try #require(weather.current)
        #expect(current.dewPoint?.value == 7.2)
        #expect(current.uvIndex == 6.4)
        // The 23rd's low (11.8) is the minimum of a six-hour range; no instant is that cold.
        let day = try #require(weather.daily.first { $0.lowTemperature.value == 11.8 })
        #expect(day.highTemperature.value == 22.9)
        // The clear-sky UV index comes only with the first days' steps; later days have none, not a guess.
        #expect(weather.daily.prefix(3).allSatisfy { ($0.uvIndex ?? 0) > 0 })
        #expect(weather.daily.last?.uvIndex == nil)
    }

    @Test func withoutATimeZoneTheNearestKnownPlacesZoneIsUsedAndNoted() async throws {
        let path = "metno/compact/new-york-altitude10-2020-07.json"
        let transport = StubTransport(responses: [try METNorwayTesting.ok(path)])
        let newYork = try Coordinate(latitude: 40.7, longitude: -74)
        let weather = try await METNorwayTesting.client(transport).weather(at: newYork)
        // New York's own zone, with its summer time, not the whole-hour estimate from the longitude (UTC-5).
        #expect(weather.timeZone.identifier == "America/New_York")
        #expect(weather.timeZone.secondsFromGMT(for: METNorwayTesting.recorded) == -4 * 3600)
        let note = try #require(weather.notes.first { $0.field == "timeZone" })
        #expect(note.detail.contains("America/New_York is the zone of the nearest known place"))
        #expect(weather.isTimeZoneEstimated)
        #expect(weather.daily.allSatisfy { weather.timeZone.startOfDay(containing: $0.date) == $0.date })

        let named = try await METNorwayTesting.client(StubTransport(responses: [try METNorwayTesting.ok(path)]))
            .weather(at: newYork, timeZone: TimeZone(identifier: "America/New_York"))
        #expect(!named.notes.contains { $0.field == "timeZone" })
        #expect(!named.isTimeZoneEstimated)
    }

    @Test func farFromAnyKnownPlaceTheZoneComesFromTheLongitude() async throws {
        // The same body asked for a point in the open Pacific, more than 1,000 km from any known place.
        let path = "metno/compact/new-york-altitude10-2020-07.json"
        let transport = StubTransport(responses: [try METNorwayTesting.ok(path)])
        let ocean = try Coordinate(latitude: 10, longitude: -140)
        let weather = try await METNorwayTesting.client(transport).weather(at: ocean)
        #expect(weather.timeZone.secondsFromGMT(for: METNorwayTesting.recorded) == -9 * 3600)
        let note = try #require(weather.notes.first { $0.field == "timeZone" })
        #expect(note.detail.contains("is estimated from the longitude (no known place within 1000 km)"))
    }

    @Test func onlyTheRequestedDataSetsAreFilled() async throws {
        let path = "metno/compact/london-altitude25-2020-07.json"
        let transport = StubTransport(responses: [try METNorwayTesting.ok(path)])
        let weather = try await METNorwayTesting.client(transport).weather(
            at: METNorwayTesting.london, including: .daily)
        #expect(weather.current == nil && weather.hourly.isEmpty)
        #expect(weather.daily.count == 10)
        #expect(weather.minutely.isEmpty && weather.alerts.isEmpty)
    }
}
