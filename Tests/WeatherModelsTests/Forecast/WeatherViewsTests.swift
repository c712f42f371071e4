import Foundation
import Testing

@testable import WeatherModels

@Suite("Derived views in the place's time zone")
struct WeatherViewsTests {
    typealias T = TestValues

    /// A weather value with hourly data every UTC hour from two days before to four days after `date`.
    static func weather(around date: Date, in zone: TimeZone) -> Weather {
        let start = date.addingTimeInterval(-2 * 86_400)
        let aligned = Date(timeIntervalSince1970: (start.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
        return T.weather(
            timeZone: zone, hourly: T.hours(from: aligned, count: 6 * 24),
            daily: T.days(from: date.addingTimeInterval(-86_400), count: 10, in: zone))
    }

    struct HoursCase: CustomTestStringConvertible, Sendable {
        var zone: String
        var now: (Int, Int, Int, Int, Int)
        var expectedCount: Int
        var testDescription: String { "\(zone) \(now)" }
    }

    @Test(
        "hours run from the current hour to the end of tomorrow, across DST",
        arguments: [
            // Berlin: 2026-03-29 has 23 hours (02:00 is skipped); 2026-10-25 has 25.
            HoursCase(zone: "Europe/Berlin", now: (2026, 3, 29, 0, 30), expectedCount: 23 + 24),
            HoursCase(zone: "Europe/Berlin", now: (2026, 3, 28, 22, 10), expectedCount: 2 + 23),
            HoursCase(zone: "Europe/Berlin", now: (2026, 10, 25, 0, 30), expectedCount: 25 + 24),
            HoursCase(zone: "Europe/Berlin", now: (2026, 10, 24, 12, 0), expectedCount: 12 + 25),
            HoursCase(zone: "America/New_York", now: (2026, 3, 8, 0, 15), expectedCount: 23 + 24),
            HoursCase(zone: "America/New_York", now: (2026, 11, 1, 0, 15), expectedCount: 25 + 24),
            HoursCase(zone: "Pacific/Auckland", now: (2026, 4, 5, 0, 5), expectedCount: 25 + 24),
            HoursCase(zone: "Pacific/Auckland", now: (2026, 9, 27, 0, 5), expectedCount: 23 + 24),
            HoursCase(zone: "Pacific/Auckland", now: (2026, 11, 23, 23, 59), expectedCount: 1 + 24),
            HoursCase(zone: "Asia/Kathmandu", now: (2026, 6, 1, 10, 50), expectedCount: 14 + 24),
        ])
    func hours(testCase: HoursCase) {
        let zone = T.timeZone(testCase.zone)
        let (year, month, day, hour, minute) = testCase.now
        let now = T.date(year, month, day, hour, minute, in: zone)
        let weather = Self.weather(around: now, in: zone)
        let hours = weather.hours(from: now)

        #expect(hours.count == testCase.expectedCount)
        let first = hours.first
        let last = hours.last
        // The first hour contains `now`; the last one starts before the end of tomorrow and is followed by none.
        #expect(first.map { $0.date <= now && now < $0.date.addingTimeInterval(3600) } == true)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: now) ?? now
        #expect(last.map { calendar.isDate($0.date, inSameDayAs: tomorrow) } == true)
        #expect(
            last.map { $0.date.addingTimeInterval(3600) >= calendar.startOfDay(for: now).addingTimeInterval(86_400) }
                == true)
        #expect(zip(hours, hours.dropFirst()).allSatisfy { $0.date < $1.date })
    }

    @Test("in Kathmandu (+05:45) hourly data on UTC hours starts with the hour containing now")
    func kathmandu() throws {
        let zone = T.timeZone("Asia/Kathmandu")
        let now = T.date(2026, 6, 1, 10, 30, in: zone)  // 04:45 UTC
        let hours = Self.weather(around: now, in: zone).hours(from: now)
        let first = try #require(hours.first)
        #expect(first.date == Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        #expect(calendar.component(.minute, from: first.date) == 45)
        #expect(calendar.component(.hour, from: first.date) == 9)
        let last = try #require(hours.last)
        #expect(
            calendar.dateComponents([.day, .hour, .minute], from: last.date)
                == DateComponents(day: 2, hour: 23, minute: 45))
    }

    @Test("today's high and low come from the local day, across the date line")
    func todayHighLow() throws {
        let auckland = T.timeZone("Pacific/Auckland")
        // 11:30 UTC on 22 November is already 00:30 on 23 November in Auckland (+13); 10:30 UTC is 23:30 on the 22nd.
        let afterMidnight = try #require(ISO8601DateFormatter().date(from: "2026-11-22T11:30:00Z"))
        let beforeMidnight = try #require(ISO8601DateFormatter().date(from: "2026-11-22T10:30:00Z"))
        let daily = T.days(from: T.date(2026, 11, 21, in: auckland), count: 5, in: auckland)
        let weather = T.weather(timeZone: auckland, daily: daily)
        // Day index n (the 21st + n) has high 20 + n and low 10 + n.
        #expect(weather.todayHighLow(at: afterMidnight) == TemperatureRange(high: T.celsius(22), low: T.celsius(12)))
        #expect(weather.todayHighLow(at: beforeMidnight) == TemperatureRange(high: T.celsius(21), low: T.celsius(11)))
        // Reading the same data by UTC days would pick the wrong day.
        let utcWeather = T.weather(timeZone: T.timeZone("UTC"), daily: daily)
        #expect(utcWeather.todayHighLow(at: beforeMidnight) != weather.todayHighLow(at: beforeMidnight))
        #expect(weather.todayHighLow(at: T.date(2026, 12, 25, in: auckland)) == nil)
    }

    @Test("without daily data the high and low come from that local day's hours")
    func highLowFromHours() throws {
        let zone = T.timeZone("America/New_York")
        let now = T.date(2026, 11, 1, 12, 0, in: zone)
        let hourly = T.hours(from: T.date(2026, 10, 31, 0, 0, in: zone), count: 72)
        let weather = T.weather(timeZone: zone, hourly: hourly)
        let range = try #require(weather.todayHighLow(at: now))
        // 1 November starts 24 hours after the first hour and lasts 25 hours (DST ends).
        #expect(range == TemperatureRange(high: T.celsius(48), low: T.celsius(24)))
        #expect(T.weather(timeZone: zone).todayHighLow(at: now) == nil)
    }

    @Test(
        "days start with the local day containing now",
        arguments: ["Europe/Berlin", "America/New_York", "Pacific/Auckland", "Asia/Kathmandu"])
    func days(zoneIdentifier: String) throws {
        let zone = T.timeZone(zoneIdentifier)
        let now = T.date(2026, 10, 25, 23, 30, in: zone)
        let daily = T.days(from: T.date(2026, 10, 22, in: zone), count: 12, in: zone)
        let weather = T.weather(timeZone: zone, daily: daily.shuffled())
        let week = weather.days(from: now)
        #expect(week.count == 7)
        #expect(week.first?.date == T.date(2026, 10, 25, in: zone))
        #expect(week.last?.date == T.date(2026, 10, 31, in: zone))
        #expect(weather.days(from: now, count: 3).count == 3)
        #expect(weather.days(from: now, count: 100).count == 9)
        #expect(weather.days(from: now, count: -1).isEmpty)
    }

    @Test("weekday names use the place's time zone and the locale")
    func weekdayNames() throws {
        let auckland = T.timeZone("Pacific/Auckland")
        let posix = Locale(identifier: "en_US_POSIX")
        let day = try #require(T.days(from: T.date(2026, 11, 23, in: auckland), count: 1, in: auckland).first)
        #expect(day.weekdayName(in: auckland, locale: posix) == "Monday")
        #expect(day.weekdayName(in: T.timeZone("UTC"), locale: posix) == "Sunday")
        #expect(day.weekdayName(in: auckland, locale: posix, style: .abbreviated) == "Mon")
        #expect(day.weekdayName(in: auckland, locale: posix, style: .narrow) == "M")
        #expect(day.weekdayName(in: auckland, locale: Locale(identifier: "de_DE")) == "Montag")
        let berlin = T.timeZone("Europe/Berlin")
        let dstDay = try #require(T.days(from: T.date(2026, 3, 29, in: berlin), count: 1, in: berlin).first)
        #expect(dstDay.weekdayName(in: berlin, locale: posix) == "Sunday")
    }

    @Test("daylight follows that local day's sunrise and sunset")
    func isDaylight() {
        let zone = T.timeZone("Europe/Berlin")
        let daily = T.days(from: T.date(2026, 3, 29, in: zone), count: 2, in: zone)
        let weather = T.weather(timeZone: zone, daily: daily)
        // The test days put sunrise 6 h and sunset 18 h after local midnight (07:00 and 19:00 on the DST day).
        #expect(!weather.isDaylight(at: T.date(2026, 3, 29, 6, 30, in: zone)))
        #expect(weather.isDaylight(at: T.date(2026, 3, 29, 7, 30, in: zone)))
        #expect(weather.isDaylight(at: T.date(2026, 3, 29, 18, 59, in: zone)))
        #expect(!weather.isDaylight(at: T.date(2026, 3, 29, 19, 0, in: zone)))
        #expect(weather.isDaylight(at: T.date(2026, 3, 30, 12, 0, in: zone)))
    }

    @Test("without sunrise and sunset, daylight falls back to the hour, then the current block, then the clock")
    func isDaylightFallbacks() {
        let zone = T.timeZone("Asia/Kathmandu")
        let noon = T.date(2026, 6, 1, 12, 0, in: zone)
        let nightHours = T.hours(from: noon.addingTimeInterval(-1800), count: 2, isDaylight: false)
        #expect(!T.weather(timeZone: zone, hourly: nightHours).isDaylight(at: noon))
        let current = CurrentWeather(
            date: noon, temperature: T.celsius(20), apparentTemperature: T.celsius(20), humidity: 0.5,
            condition: .clear, isDaylight: false)
        #expect(!T.weather(timeZone: zone, current: current).isDaylight(at: noon))
        #expect(T.weather(timeZone: zone).isDaylight(at: noon))
        #expect(!T.weather(timeZone: zone).isDaylight(at: T.date(2026, 6, 1, 23, 0, in: zone)))
        var polar = T.days(from: noon, count: 1, in: zone)
        polar[0].sunrise = nil
        #expect(T.weather(timeZone: zone, daily: polar, current: current).isDaylight(at: noon) == false)
    }
}

@Suite("Derived views with 3-hour steps")
struct WeatherViewsThreeHourTests {
    @Test("a 3-hour forecast starts with the step containing now")
    func threeHourSteps() throws {
        let zone = TestValues.timeZone("America/New_York")
        let midnightUTC = try #require(ISO8601DateFormatter().date(from: "2026-06-01T00:00:00Z"))
        let steps = (0..<40).map { index in
            HourForecast(
                date: midnightUTC.addingTimeInterval(Double(index) * 3 * 3600),
                temperature: TestValues.celsius(Double(index)), condition: .cloudy)
        }
        let weather = TestValues.weather(timeZone: zone, hourly: steps)
        // 13:30 UTC lies in the 12:00–15:00 UTC step.
        let now = midnightUTC.addingTimeInterval(13.5 * 3600)
        let hours = weather.hours(from: now)
        #expect(hours.first?.date == midnightUTC.addingTimeInterval(12 * 3600))
        // The end of tomorrow in New York (EDT, −4) is 04:00 UTC on 3 June; the last step starts at 03:00 UTC.
        #expect(hours.last?.date == midnightUTC.addingTimeInterval(51 * 3600))
        #expect(hours.count == 14)
    }
}
