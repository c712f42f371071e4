import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// WeatherAPI.com's local time strings, read in the location's time zone.
@Suite("WeatherAPI.com local times")
struct WeatherAPILocalTimeTests {
    private func zone(_ identifier: String) throws -> TimeZone {
        try #require(TimeZone(identifier: identifier))
    }

    private func utc(_ text: String) throws -> Date {
        try #require(LocalTime.instant(text))
    }

    @Test func paddedAndUnpaddedHoursReadTheSame() throws {
        let london = try zone("Europe/London")
        let unpadded = LocalTime.date("2023-04-26 2:41", in: london)
        #expect(unpadded == LocalTime.date("2023-04-26 02:41", in: london))
        #expect(unpadded == (try utc("2023-04-26T01:41:00Z")))
    }

    @Test func twelveHourTimesCoverMidnightAndNoon() throws {
        let denver = try zone("America/Denver")
        let day = "2023-04-24"
        #expect(LocalTime.time("12:02 AM", onDay: day, in: denver) == (try utc("2023-04-24T06:02:00Z")))
        #expect(LocalTime.time("12:30 PM", onDay: day, in: denver) == (try utc("2023-04-24T18:30:00Z")))
        #expect(LocalTime.time("07:45 PM", onDay: day, in: denver) == (try utc("2023-04-25T01:45:00Z")))
        #expect(LocalTime.time("7:45 pm", onDay: day, in: denver) == (try utc("2023-04-25T01:45:00Z")))
    }

    @Test(arguments: ["No moonrise", "No moonset", "", "13:00 PM", "00:10 AM", "07:61 AM", "07:21", "7 AM", "+7:21 AM"])
    func textThatIsNoTimeGivesNil(text: String) throws {
        #expect(LocalTime.time(text, onDay: "2023-04-24", in: try zone("America/Denver")) == nil)
    }

    @Test(arguments: [
        "2023-02-30 10:00", "2023-13-01 10:00", "2023-04-26", "2023-04-26 24:00", "yesterday", "2023-04-26 2:4",
    ])
    func malformedLocalTimesGiveNil(text: String) throws {
        #expect(LocalTime.date(text, in: try zone("Europe/London")) == nil)
    }

    @Test func daylightSavingTimeIsRespected() throws {
        let newYork = try zone("America/New_York")
        #expect(LocalTime.date("2024-01-15 12:00", in: newYork) == (try utc("2024-01-15T17:00:00Z")))
        #expect(LocalTime.date("2024-07-15 12:00", in: newYork) == (try utc("2024-07-15T16:00:00Z")))
        // Phoenix keeps standard time all year.
        let phoenix = try zone("America/Phoenix")
        #expect(LocalTime.date("2024-07-15 12:00", in: phoenix) == (try utc("2024-07-15T19:00:00Z")))
        #expect(LocalTime.day("2024-03-10", in: newYork) == (try utc("2024-03-10T05:00:00Z")))
    }

    @Test(arguments: [
        "2023-4-26", "2023-04-26", " 2023-04-26 ", "2023-004-026",
    ])
    func daysAreReadWithOneOrMoreDigitsPerField(text: String) throws {
        #expect(LocalTime.day(text, in: try zone("UTC")) == (try utc("2023-04-26T00:00:00Z")))
    }

    @Test(arguments: [
        "", "2023", "2023-04", "23-04-26", "02023-04-26", "2023-04-26-", "-2023-04-26", "2023--26", "2023-04-",
        "2023-00-10", "2023-13-10", "2023-04-00", "2023-04-32", "2023-02-30", "2023-04-2x",
        "2023-04-99999999999999999999",
        "２０２３-04-26",
    ])
    func malformedDaysGiveNil(text: String) throws {
        #expect(LocalTime.day(text, in: try zone("UTC")) == nil)
    }

    @Test func alertInstantsAcceptOffsets() throws {
        #expect(LocalTime.instant("2025-04-05T08:21:00-00:00") == (try utc("2025-04-05T08:21:00Z")))
        #expect(LocalTime.instant("2025-04-05T11:21:00+03:00") == (try utc("2025-04-05T08:21:00Z")))
        #expect(LocalTime.instant("soon") == nil)
    }

    @Test func configuredForecastDaysOutOfRangeFailBeforeSending() async throws {
        let transport = try WeatherAPITesting.transport(fixture: "weatherapi/forecast/london-1day-2023.json")
        let client = WeatherAPITesting.client(transport, configuration: .init(forecastDays: 15))
        let error = await #expect(throws: WeatherError.self) {
            try await client.weather(at: try Coordinate(latitude: 51.5, longitude: -0.12), including: .daily)
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }
}
