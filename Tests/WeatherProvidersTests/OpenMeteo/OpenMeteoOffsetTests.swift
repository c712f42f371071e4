import Foundation
import Testing
import WeatherTesting

@testable import WeatherProviders

/// Open-Meteo writes every time of a body in one offset, `utc_offset_seconds`, the offset of the place's zone
/// at the moment of the request, even where the zone changes its offset inside the series; its days are
/// still the place's.
@Suite("Open-Meteo's one offset")
struct OpenMeteoOffsetTests {
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.41)
    static let newYork = try! Coordinate(latitude: 40.71, longitude: -74.01)

    /// A forecast asked on 27 March 2026 (CET, +1) for seven days across the change to CEST on the 29th:
    /// hours from 27 March 00:00 written at +1, with the temperature equal to the hour's index.
    static func berlinAcrossTheSpringChange() -> Data {
        let start = 1_774_566_000  // 2026-03-27T00:00+01:00
        var times: [String] = []
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 3_600)!
        for hour in 0..<168 {
            let parts = calendar.dateComponents(
                [.year, .month, .day, .hour], from: Date(timeIntervalSince1970: Double(start + hour * 3_600)))
            times.append(
                String(format: "\"%04d-%02d-%02dT%02d:00\"", parts.year!, parts.month!, parts.day!, parts.hour!))
        }
        let temperatures = (0..<168).map { String($0) }.joined(separator: ",")
        let days = (27...31).map { "\"2026-03-\($0)\"" } + ["\"2026-04-01\"", "\"2026-04-02\""]
        return Data(
            """
            {"latitude":52.52,"longitude":13.42,"utc_offset_seconds":3600,"timezone":"Europe/Berlin",
            "timezone_abbreviation":"GMT+1","hourly_units":{"time":"iso8601","temperature_2m":"°C"},
            "hourly":{"time":[\(times.joined(separator: ","))],"temperature_2m":[\(temperatures)]},
            "daily_units":{"time":"iso8601"},"daily":{"time":[\(days.joined(separator: ","))]}}
            """.utf8)
    }

    static func weather(_ body: Data, at place: Coordinate) async throws -> Weather {
        let transport = StubTransport(statusCode: 200, data: body)
        return try await OpenMeteoClient(
            transport: transport,
            configuration: .init(
                retryPolicy: .none, clock: TestClock(), now: { Date(timeIntervalSince1970: 1_774_600_000) })
        ).weather(at: place)
    }

    @Test func everyHourIsAtTheInstantItsOffsetMeans() async throws {
        let weather = try await Self.weather(Self.berlinAcrossTheSpringChange(), at: Self.berlin)
        #expect(weather.hourly.count == 168)
        for (index, hour) in weather.hourly.enumerated() {
            // Hour `index` after 27 March 00:00 at +1, however Berlin's clocks read then.
            #expect(hour.date == Date(timeIntervalSince1970: Double(1_774_566_000 + index * 3_600)))
        }
        #expect(weather.timeZone.identifier == "Europe/Berlin")
    }

    @Test func theDayOfTheChangeHas23HoursAndTheDaysAreBerlins() async throws {
        let weather = try await Self.weather(Self.berlinAcrossTheSpringChange(), at: Self.berlin)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.timeZone
        let hoursPerDay = Dictionary(grouping: weather.hourly) { calendar.startOfDay(for: $0.date) }.mapValues(\.count)
        let change = try #require(weather.daily.first { calendar.component(.day, from: $0.date) == 29 })
        #expect(hoursPerDay[change.date] == 23)
        // Each day's high is its last hour's (the temperature is the hour's index), on Berlin's own day.
        for day in weather.daily.dropLast() {
            let last = weather.hourly.last { calendar.isDate($0.date, inSameDayAs: day.date) }
            #expect(day.highTemperature.value == last?.temperature.value)
        }
        // The days after the change are ones Open-Meteo cut at 01:00 Berlin time, and a note says so.
        let note = try #require(weather.notes.first { $0.detail.hasPrefix("Open-Meteo computed the values of") })
        #expect(note.detail.contains("windows ending at 01:00 local time"))
        // From the day of the change itself (00:00 to 01:00 the next day), to the end of the series.
        #expect(note.detail.contains("5 day(s)"))
        #expect(note.field == "daily[2026-03-29]")
    }

    @Test func aTenYearArchiveKeepsItsSunriseInTheRequestsOffset() async throws {
        let body = try WeatherFixtures.data(
            "openmeteo/archive/new-york-daily-10y-fahrenheit-sunrise-2016-02-15-to-2026-02-14.json")
        let weather = try await Self.weather(body, at: Self.newYork)
        #expect(weather.daily.count == 3_653)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
        let july = try #require(
            weather.daily.first { day in
                let parts = calendar.dateComponents([.year, .month, .day], from: day.date)
                return (parts.year, parts.month, parts.day) == (2016, 7, 1)
            })
        // "2016-07-01T04:29" at −5 (the offset of February, when it was asked) is 05:29 EDT, 09:29 UTC.
        #expect(july.sunrise == Date(timeIntervalSince1970: 1_467_365_340))
        #expect(calendar.component(.hour, from: july.date) == 0, "the day is New York's own")
        #expect(weather.notes.contains { $0.detail.hasPrefix("Open-Meteo computed the values of") })
    }

    @Test(
        "in a part-hour zone a note says the values may hold later or earlier than their hour",
        arguments: [("Asia/Kolkata", 19_800, "30 minutes later"), ("America/St_Johns", -12_600, "30 minutes earlier")])
    func partHourZones(zone: String, offset: Int, wording: String) async throws {
        let body = Data(
            """
            {"latitude":28.625,"longitude":77.25,"utc_offset_seconds":\(offset),"timezone":"\(zone)",
            "hourly_units":{"time":"iso8601","temperature_2m":"°C"},
            "hourly":{"time":["2026-01-01T00:00","2026-01-01T01:00"],"temperature_2m":[10,11]}}
            """.utf8)
        let weather = try await Self.weather(body, at: try Coordinate(latitude: 28.625, longitude: 77.25))
        #expect(weather.hourly.count == 2)
        let note = try #require(weather.notes.first { $0.field == "hourly" && $0.kind == .derived })
        #expect(note.detail.contains("may hold \(wording)"))
        // Whole-hour offsets get no such note.
        let berlin = try await Self.weather(Self.berlinAcrossTheSpringChange(), at: Self.berlin)
        #expect(!berlin.notes.contains { $0.field == "hourly" && $0.kind == .derived })
    }

    @Test func daysSentInUnixTimeAreThePlacesDaysAfterAnAutumnChange() async throws {
        // Asked on 24 October 2026 (CEST, +2): Open-Meteo's days begin at midnight +2, which is 23:00 CET after
        // the change on the 25th.
        let starts = (24...28).map { day in 1_792_792_800 + (day - 24) * 86_400 }  // 2026-10-24T00:00+02:00
        let body = Data(
            """
            {"latitude":52.52,"longitude":13.42,"utc_offset_seconds":7200,"timezone":"Europe/Berlin",
            "daily_units":{"time":"unixtime","temperature_2m_max":"°C","temperature_2m_min":"°C"},
            "daily":{"time":[\(starts.map(String.init).joined(separator: ","))],
            "temperature_2m_max":[15,14,13,12,11],"temperature_2m_min":[5,4,3,2,1]}}
            """.utf8)
        let weather = try await Self.weather(body, at: Self.berlin)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.timeZone
        #expect(weather.daily.map { calendar.component(.day, from: $0.date) } == [24, 25, 26, 27, 28])
        #expect(weather.daily.allSatisfy { calendar.startOfDay(for: $0.date) == $0.date })
        #expect(weather.daily.map(\.highTemperature.value) == [15, 14, 13, 12, 11])
    }

    @Test(
        "the note names where the shifted windows fall on the place's clock",
        arguments: [
            // Asked on 19 October 2026 (+2) for 7 days: only the last, the day of the change, is shifted.
            (7_200, 19, 1, "windows ending at 23:00 local time"),
            // Asked on 25 October after the change (+1): that day's window starts at 01:00 and ends at midnight.
            (3_600, 25, 1, "windows starting at 01:00 local time"),
        ])
    func shiftedWindowWording(offset: Int, firstDay: Int, count: Int, wording: String) async throws {
        let days = (firstDay..<(firstDay + 7)).filter { $0 <= 25 }.map { "\"2026-10-\($0)\"" }
        let values = Array(repeating: "10", count: days.count).joined(separator: ",")
        let body = Data(
            """
            {"latitude":52.52,"longitude":13.42,"utc_offset_seconds":\(offset),"timezone":"Europe/Berlin",
            "daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C"},
            "daily":{"time":[\(days.joined(separator: ","))],"temperature_2m_max":[\(values)],
            "temperature_2m_min":[\(values)]}}
            """.utf8)
        let weather = try await Self.weather(body, at: Self.berlin)
        let note = try #require(weather.notes.first { $0.detail.hasPrefix("Open-Meteo computed the values of") })
        #expect(note.detail.contains("of \(count) day(s)"))
        #expect(note.detail.contains(wording))
        #expect(note.field == "daily[2026-10-25]")
    }
}
