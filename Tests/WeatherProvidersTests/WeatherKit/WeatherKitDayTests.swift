import Foundation
import Testing
import WeatherNetworking

@testable import WeatherProviders

/// WeatherKit's days follow the `timezone` the request names; when a body's days do not start at that zone's
/// midnight, each is dated by the day its middle falls on, and a note says so.
@Suite("WeatherKit days and zones")
struct WeatherKitDayTests {
    static let sydney = TimeZone(identifier: "Australia/Sydney")!

    /// Two days cut at `start` and 24 hours later, as a `forecastDaily` body.
    static func days(from start: String, _ next: String, _ end: String) throws -> WeatherKitREST.WeatherResponse {
        func day(_ from: String, _ to: String, high: Int) -> String {
            """
            {"forecastStart":"\(from)","forecastEnd":"\(to)","conditionCode":"Clear","maxUvIndex":5,
            "temperatureMax":\(high),"temperatureMin":10,"precipitationAmount":0,"precipitationChance":0}
            """
        }
        let body = """
            {"forecastDaily":{"days":[\(day(start, next, high: 20)),\(day(next, end, high: 25))]}}
            """
        return try WeatherJSONDecoder().decode(WeatherKitREST.WeatherResponse.self, from: Data(body.utf8))
    }

    @Test func daysCutAtLocalMidnightAreTheirOwnDayWithoutANote() throws {
        // Sydney's midnights of 10 and 11 January 2026 (+11).
        let body = try Self.days(from: "2026-01-09T13:00:00Z", "2026-01-10T13:00:00Z", "2026-01-11T13:00:00Z")
        let weather = body.weather(
            at: try Coordinate(latitude: -33.87, longitude: 151.21), timeZone: Self.sydney)
        #expect(weather.daily.map(\.date.timeIntervalSince1970) == [1_767_963_600, 1_768_050_000])
        #expect(!weather.notes.contains { $0.field == "daily" })
    }

    @Test func daysCutAtUTCMidnightAreDatedByTheirMiddleAndNoted() throws {
        // Days of 00:00Z, 11:00 in Sydney: the first runs 11:00 on 10 January to 11:00 on the 11th.
        let body = try Self.days(from: "2026-01-10T00:00:00Z", "2026-01-11T00:00:00Z", "2026-01-12T00:00:00Z")
        let weather = body.weather(
            at: try Coordinate(latitude: -33.87, longitude: 151.21), timeZone: Self.sydney)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.sydney
        #expect(weather.daily.map { calendar.component(.day, from: $0.date) } == [10, 11])
        #expect(weather.daily.allSatisfy { calendar.startOfDay(for: $0.date) == $0.date })
        let note = try #require(weather.notes.first { $0.field == "daily" && $0.kind == .derived })
        #expect(note.detail.contains("cut 2 day(s) at 11:00 in Australia/Sydney"))
    }

    @Test(
        "a zone is sent by its name, a fixed offset as its Etc zone",
        arguments: [
            (TimeZone(identifier: "Europe/Oslo"), "Europe/Oslo"), (TimeZone(identifier: "CET"), "CET"),
            (TimeZone(identifier: "EST5EDT"), "EST5EDT"), (TimeZone(secondsFromGMT: 3_600), "Etc/GMT-1"),
            (TimeZone(secondsFromGMT: -18_000), "Etc/GMT+5"), (TimeZone(secondsFromGMT: 0), "Etc/UTC"),
        ])
    func zoneNames(zone: TimeZone?, sent: String) throws {
        #expect(WeatherKitREST.zoneName(try #require(zone)) == sent)
    }
}
