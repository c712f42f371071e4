import Foundation
import WeatherModels

extension OpenWeatherClient {
    /// A whole past day at `coordinate`: the local day that contains `date`, read from `readings` timemachine
    /// calls spread evenly over it (every three hours from midnight by default; over 23 or 25 hours on the day
    /// of a daylight-saving change), as hours and one day.
    ///
    /// One Call's `timemachine` answers one reading per call, so ``pastWeather(at:on:)`` gives a single hour.
    /// This asks for the reading at `date` first (it tells the place's time zone), then the others of the day
    /// together. When `date` is on one of the day's slots its reading is that slot's; otherwise it stays only as
    /// `current`, so the hours keep their even spacing (one more call). The day's high and low are the
    /// highest and lowest readings, its condition the most frequent daytime one, and its humidity and wind the
    /// readings' mean and strongest; each derived field has a note, and the day's precipitation total, which
    /// readings at instants cannot give, is noted as missing. Sun and moon are completed astronomically where
    /// the readings lack them. Readings after now are not asked for.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let client = OpenWeatherClient(apiKey: "your OpenWeather key")
    /// let lisbon = try Coordinate(latitude: 38.7223, longitude: -9.1393)
    /// let noonOfJuly14 = Date(timeIntervalSince1970: 1_752_494_400)  // 2025-07-14 12:00 UTC
    /// let day = try await client.pastDay(at: lisbon, on: noonOfJuly14)
    /// print(day.daily[0].highTemperature, day.hourly.count)   // 8 readings
    /// ```
    ///
    /// - Parameters:
    ///   - coordinate: The place.
    ///   - date: An instant of the day; its reading is `current`.
    ///   - readings: How many readings to spread over the day, 1 to 24. Each is one call of the One Call by
    ///     Call subscription.
    /// - Throws: `WeatherError`: `.invalidInput` for a `readings` outside 1…24, and the codes of
    ///   ``pastWeather(at:on:)``. A failure of any call fails the day: a day summed from some of its readings
    ///   would look complete and be wrong. The whole day, its calls and the summing of their answers, has one
    ///   deadline (the client's), and stops with `.timeout` once it has passed and with `.cancelled` when the
    ///   task is cancelled.
    public func pastDay(at coordinate: Coordinate, on date: Date, readings: Int = 8) async throws -> Weather {
        guard (1...24).contains(readings) else {
            throw WeatherError(.invalidInput, message: "readings must be 1 to 24, not \(readings)")
        }
        return try await client.budgeted {
            let first = try await pastWeather(at: coordinate, on: date)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = first.timeZone
            // The day's own length: 23 or 25 hours on the day of a daylight-saving change (also where the
            // change skips midnight and the day begins at 01:00).
            let day = calendar.dateInterval(of: .day, for: date) ?? DateInterval(start: date, duration: 86_400)
            let midnight = day.start
            let step = day.duration / Double(readings)
            let now = configuration.now()
            let slots = (0..<readings).map { midnight.addingTimeInterval(Double($0) * step) }.filter { $0 <= now }
            let firstIsASlot = slots.contains(date)
            let answers = try await withThrowingTaskGroup(of: Weather.self) { group in
                for instant in slots where instant != date {
                    group.addTask { try await pastWeather(at: coordinate, on: instant) }
                }
                return try await group.reduce(into: firstIsASlot ? [first] : []) { $0.append($1) }
            }
            return try Self.summedDay(of: answers, first: first, midnight: midnight, spacing: step)
        }
    }

    /// One `Weather` from the answers of a day's calls: every hour (at most `Weather.SeriesLimit.hours` of
    /// them, the rest left out with a note), and the day derived from them, in time linear in the hours.
    ///
    /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
    static func summedDay(
        of answers: [Weather], first: Weather, midnight: Date, spacing: TimeInterval
    ) throws -> Weather {
        var checkpoint = WorkBudget.Checkpoint()
        var hours: [Date: HourForecast] = [:]
        for answer in answers {
            for hour in answer.hourly {
                try checkpoint.tick()
                hours[hour.date] = hour
            }
        }
        var sorted = hours.values.sorted { $0.date < $1.date }
        var notes = first.notes
        let limited = Weather.SeriesLimit.rows(
            sorted.count, limit: Weather.SeriesLimit.hours, series: "hourly", unit: "readings")
        if let note = limited.note {
            sorted.removeLast(sorted.count - limited.rows.count)
            notes.append(note)
        }
        var daily: [DayForecast] = []
        if let range = WeatherDerivation.range(of: sorted.map(\.temperature)) {
            let field = { (name: String) in WeatherNote.dayField(name, of: midnight, in: first.timeZone) }
            let minutes = spacing / 60
            let interval =
                minutes.truncatingRemainder(dividingBy: 60) == 0
                ? "\(Int(minutes / 60)) hours"
                : minutes == minutes.rounded() ? "\(Int(minutes)) minutes" : String(format: "%.1f minutes", minutes)
            let every = "\(sorted.count) readings, one every \(interval)"
            let daylit = sorted.filter(\.isDaylight)
            let daytime = daylit.isEmpty ? sorted : daylit
            let counts = Dictionary(grouping: daytime, by: \.condition).mapValues(\.count)
            // The most frequent count, worked out once: the latest reading with a condition that frequent wins.
            let most = counts.values.max()
            let condition = daytime.last { counts[$0.condition] == most } ?? sorted[0]
            let humidities = sorted.compactMap(\.humidity)
            let strongest = sorted.compactMap(\.wind).max { $0.speed < $1.speed }
            daily.append(
                DayForecast(
                    date: midnight, highTemperature: range.high, lowTemperature: range.low,
                    condition: condition.condition, conditionDescription: condition.conditionDescription,
                    humidity: humidities.isEmpty ? nil : humidities.reduce(0, +) / Double(humidities.count),
                    wind: strongest, icon: condition.icon))
            notes.append(WeatherNote(.derived, field: field("highTemperature"), detail: "the highest of \(every)"))
            notes.append(WeatherNote(.derived, field: field("lowTemperature"), detail: "the lowest of \(every)"))
            notes.append(
                WeatherNote(.derived, field: field("condition"), detail: "the most frequent daytime condition"))
            notes.append(
                WeatherNote(
                    .missing, field: field("precipitationAmount"),
                    detail: "readings at instants do not give the day's total"))
        }
        return try Weather(
            coordinate: first.coordinate, timeZone: first.timeZone, current: first.current, hourly: sorted,
            daily: daily, source: first.source, fetchedAt: first.fetchedAt, notes: notes
        ).completingSunAndMoon(tick: { try checkpoint.tick() })
    }
}
