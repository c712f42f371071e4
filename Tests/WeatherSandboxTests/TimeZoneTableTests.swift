import Foundation
import Testing
import WeatherModels
import WeatherProviders

@testable import WeatherSandbox

/// Every client's public call, over the sandbox, at places whose clocks change inside the forecast: Berlin and
/// Denver (spring and autumn), Adelaide (+9:30/+10:30), Lord Howe Island (a 30-minute change), the Chatham
/// Islands (+12:45/+13:45), Moscow across its 2014 rule change, and Kathmandu, Kolkata and Moscow in 2026, where
/// nothing changes.
///
/// For each row the weather must keep time as its service writes it (§19 of the API contracts):
/// 1. every hour is an instant of the service's hour grid, the next one after the hour before it (an hour on,
///    except where WeatherAPI.com lists the wall clock's hours across Lord Howe's half-hour change), so there
///    is no duplicate and no gap at the change;
/// 2. `timeZone` is the place's zone;
/// 3. each local day the hours cover has as many hours as the grid has instants in it: 23 or 25 on the day
///    of a one-hour change, every other day as long as it is;
/// 4. the days are consecutive local midnights with high ≥ low, their high and low agree with their hours
///    (Open-Meteo's over its own shifted day, with a note);
/// 5. sunrise and sunset fall in their own local day.
///
/// At Tromsø, Longyearbyen and McMurdo at the solstices, sunrise and sunset are missing exactly when the sky
/// is polar, and the SDK's astronomy agrees that the sun stays up or down all day.
@Suite("Time zones and daylight saving, client by client")
struct TimeZoneTableTests {
    typealias Row = TimeZoneTable.Row

    @Test("The change is where the zone's rules put it", arguments: TimeZoneTable.changes)
    func theChangeIsWhereTheRulesPutIt(_ change: TimeZoneTable.Change) throws {
        let zone = try change.timeZone
        #expect(try change.place.zone.identifier == change.zone)
        let start = Date(timeIntervalSince1970: Double(change.searchFrom))
        #expect(zone.secondsFromGMT(for: start) == change.offsetBefore)
        if let instant = try change.instant {
            #expect(zone.secondsFromGMT(for: instant.addingTimeInterval(-1)) == change.offsetBefore)
            #expect(zone.secondsFromGMT(for: instant) == change.offsetAfter)
        } else {
            // No change in the 30 days, hour by hour.
            for hour in 0..<(30 * 24) {
                #expect(zone.secondsFromGMT(for: start.addingTimeInterval(Double(hour * 3_600))) == change.offsetBefore)
            }
        }
    }

    @Test("Hours, days and zone across the change", arguments: TimeZoneTable.rows)
    func acrossTheChange(_ row: Row) async throws {
        let zone = try row.change.timeZone
        let change = try row.change.instant
        let now = try row.service.now(for: row.change)
        let sandbox = SandboxTransport(seed: 19, now: { now })
        let weather = try await row.service.weather(at: row.change, now: now, sandbox: sandbox)
        try #require(!weather.hourly.isEmpty && !weather.daily.isEmpty)

        // 2. The zone.
        #expect(weather.timeZone.identifier == row.change.zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.timeZone

        // 1. Every hour on the grid, each the next instant after the one before.
        let grid = row.service.grid(now: now, zone: zone)
        for hour in weather.hourly {
            #expect(grid.contains(hour.date), "\(hour.date) is off the service's hours")
        }
        for (previous, next) in zip(weather.hourly, weather.hourly.dropFirst()) {
            #expect(next.date == grid.next(after: previous.date), "after \(previous.date) comes \(next.date)")
            if row.service != .weatherAPI || row.change.offsetBefore % 3_600 == row.change.offsetAfter % 3_600 {
                #expect(next.date.timeIntervalSince(previous.date) == Double(row.service.step))
            }
        }
        if let change, row.service != .openMeteoArchive {
            #expect(weather.hourly.contains { $0.date > change }, "the hours end before the change")
        }

        // 3. Each local day the hours cover has the hours the grid has in it.
        var checkedChangeDay = false
        for day in Self.localDays(of: weather.hourly, in: calendar) {
            let expected = grid.instants(in: day)
            guard let first = expected.first, let last = expected.last, first >= weather.hourly[0].date,
                last <= weather.hourly[weather.hourly.count - 1].date
            else { continue }
            let count = weather.hourly.filter { day.contains($0.date) && $0.date != day.end }.count
            #expect(count == expected.count, "\(day.start): \(count) hours, \(expected.count) expected")
            let length = day.duration / 3_600
            if row.service.step == 3_600, length == length.rounded() {
                #expect(count == Int(length), "\(day.start) lasts \(length) hours")
            }
            if let change, day.start <= change, change < day.end {
                checkedChangeDay = true
                #expect(length != 24, "the day of the change lasts \(length) hours")
            }
        }
        if let change, row.service == .openMeteoArchive {
            // The archive answers the local day of the date asked for; its hours, in the offset of the request,
            // cover that day whole when the clocks went forward.
            #expect(weather.daily.map(\.date) == [calendar.startOfDay(for: change)])
            if row.change.offsetAfter > row.change.offsetBefore {
                #expect(checkedChangeDay, "the archive's hours do not cover the day of the change")
            }
        } else if change != nil, row.service.step == 3_600 {
            #expect(checkedChangeDay, "no hourly series covers the whole day of the change")
        }

        // 4. The days.
        try Self.checkDays(weather, row: row, calendar: calendar, now: now)

        // 5. Sunrise and sunset in their own day.
        for day in weather.daily {
            let interval = try #require(calendar.dateInterval(of: .day, for: day.date))
            for (name, time) in [("sunrise", day.sunrise), ("sunset", day.sunset)] {
                if let time {
                    #expect(interval.contains(time) && time != interval.end, "\(name) \(time) outside \(interval)")
                }
            }
        }

        // 6. The views on the day of the change: it leads the next days, today's high and low are its own,
        // and the rest of today and tomorrow by hour holds as many hours as the two days last.
        if let change, let today = weather.daily.first(where: { calendar.isDate($0.date, inSameDayAs: change) }) {
            #expect(weather.days(from: change).first == today)
            #expect(
                weather.todayHighLow(at: change)
                    == TemperatureRange(high: today.highTemperature, low: today.lowTemperature))
            let start = calendar.startOfDay(for: change)
            let end = try #require(calendar.date(byAdding: .day, value: 2, to: start))
            let hours = weather.hours(from: start)
            if row.service.step == 3_600, let first = weather.hourly.first?.date, let last = weather.hourly.last?.date,
                first <= start, last >= end.addingTimeInterval(-3_600)
            {
                // From the hour whose period holds midnight (on UTC hours in a half-hour zone, it began before).
                let from = start.addingTimeInterval(-3_599)
                #expect(hours.count == grid.instants(in: DateInterval(start: from, end: end)).count)
                let length = end.timeIntervalSince(start) / 3_600
                if grid.contains(start), length == length.rounded() {
                    #expect(hours.count == Int(length), "the rest of today and tomorrow: \(hours.count) hours")
                }
            }
        }
    }

    @Test("Open-Meteo's air-quality hours are an hour apart in its one offset", arguments: TimeZoneTable.changes)
    func openMeteoAirQuality(_ change: TimeZoneTable.Change) async throws {
        let zone = try change.timeZone
        let now = try change.now
        let client = OpenMeteoClient(
            transport: SandboxTransport(seed: 19, now: { now }), configuration: .init(retryPolicy: .none, now: { now }))
        let hours = try await client.airQualityForecast(at: try change.place.coordinate, days: 5)
        #expect(hours.count == 120)
        #expect(hours.first?.date == zone.startOfDay(containing: now))
        let grid = TimeZoneTable.HourGrid.every(3_600, from: -zone.secondsFromGMT(for: now))
        #expect(hours.allSatisfy { grid.contains($0.date) })
        for (previous, next) in zip(hours, hours.dropFirst()) {
            #expect(next.date.timeIntervalSince(previous.date) == 3_600)
        }
    }

    @Test("Polar day and night: no sunrise exactly when the sun stays up or down", arguments: TimeZoneTable.polarRows)
    func polar(_ row: TimeZoneTable.PolarRow) async throws {
        let change = row.change
        let now = Date(timeIntervalSince1970: Double(row.date))
        let weather = try await row.service.weather(
            at: change, now: now, sandbox: SandboxTransport(seed: 19, now: { now }))
        #expect(weather.timeZone.identifier == row.zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.timeZone
        let solstice = try #require(weather.daily.first { calendar.isDate($0.date, inSameDayAs: now) })
        #expect(solstice.sunrise == nil && solstice.sunset == nil, "a sun event on the solstice")
        for day in weather.daily {
            let interval = try #require(calendar.dateInterval(of: .day, for: day.date))
            let sky = Astronomy.day(
                containing: interval.start.addingTimeInterval(12 * 3_600), at: weather.coordinate, in: weather.timeZone)
            if day.sunrise == nil, day.sunset == nil {
                let polar = try #require(sky.polar, "\(day.date): no sunrise or sunset, yet the sun rises or sets")
                // What the model says holds: the sun stays on its side of the horizon all day.
                for quarter in 0..<Int(interval.duration / 900) {
                    let altitude = Astronomy.sunAltitude(
                        at: interval.start.addingTimeInterval(Double(quarter * 900)), seenFrom: weather.coordinate)
                    #expect((altitude > -0.833) == (polar == .day), "\(day.date): the sun at \(altitude)°")
                }
            }
            for time in [day.sunrise, day.sunset].compactMap({ $0 }) {
                #expect(interval.contains(time) && time != interval.end, "\(time) outside \(interval)")
            }
        }
    }

    // MARK: - Helpers

    /// The local days from the first hour's to the last hour's.
    static func localDays(of hours: [HourForecast], in calendar: Calendar) -> [DateInterval] {
        guard let first = hours.first?.date, let last = hours.last?.date,
            var day = calendar.dateInterval(of: .day, for: first)
        else { return [] }
        var days = [day]
        while day.end <= last, let next = calendar.dateInterval(of: .day, for: day.end) {
            days.append(next)
            day = next
        }
        return days
    }

    /// Check 4: consecutive local midnights, high ≥ low, and the high and low against the day's hours.
    static func checkDays(_ weather: Weather, row: Row, calendar: Calendar, now: Date) throws {
        for (previous, next) in zip(weather.daily, weather.daily.dropFirst()) {
            #expect(next.date == calendar.dateInterval(of: .day, for: previous.date)?.end, "\(next.date)")
        }
        let hourly = weather.hourly
        let zone = calendar.timeZone
        var shiftedDays = 0
        for day in weather.daily {
            #expect(day.date == calendar.startOfDay(for: day.date), "\(day.date) is not a local midnight")
            let high = day.highTemperature.converted(to: .celsius).value
            let low = day.lowTemperature.converted(to: .celsius).value
            #expect(high >= low, "\(day.date): high \(high) below low \(low)")
            guard let local = calendar.dateInterval(of: .day, for: day.date) else { continue }
            var window = local
            if row.service.dayRule == .extremesOfOpenMeteosDay {
                // Midnight of the same date in the offset of the request.
                let written = row.service.grid(now: now, zone: zone)
                guard case .every(_, let anchor) = written else { continue }
                var writtenCalendar = Calendar(identifier: .gregorian)
                writtenCalendar.timeZone = try #require(TimeZone(secondsFromGMT: -anchor))
                let date = calendar.dateComponents([.year, .month, .day], from: day.date)
                window = DateInterval(start: try #require(writtenCalendar.date(from: date)), duration: 86_400)
                // Shifted when its window is not the local day: from the day of the change (which ends off midnight).
                if window != local { shiftedDays += 1 }
            }
            let hours = hourly.filter { window.contains($0.date) && $0.date != window.end }
            let expected = row.service.grid(now: now, zone: zone).instants(in: window).count
            guard !hours.isEmpty, hours.count == expected else { continue }
            let temperatures = hours.map { $0.temperature.converted(to: .celsius).value }
            let highest = temperatures.max() ?? 0
            let lowest = temperatures.min() ?? 0
            switch row.service.dayRule {
            case .extremesOfItsHours, .extremesOfOpenMeteosDay:
                #expect(abs(high - highest) < 0.006, "\(day.date): high \(high), hours up to \(highest)")
                #expect(abs(low - lowest) < 0.006, "\(day.date): low \(low), hours down to \(lowest)")
            case .spansItsHours:
                #expect(high >= highest - 0.006, "\(day.date): high \(high), hours up to \(highest)")
                #expect(low <= lowest + 0.006, "\(day.date): low \(low), hours down to \(lowest)")
            case .none:
                break
            }
        }
        if shiftedDays > 0 {
            #expect(
                weather.notes.contains {
                    $0.detail.contains("Open-Meteo computed the values of \(shiftedDays) day(s)")
                },
                "no note on the \(shiftedDays) day(s) Open-Meteo cut in its own offset")
        }
    }
}
