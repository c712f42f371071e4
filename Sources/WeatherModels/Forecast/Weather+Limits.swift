import Foundation

extension Weather {
    /// The longest series the SDK reads from one answer, so that no body costs more than a bounded
    /// amount of work, however long its arrays.
    ///
    /// Each limit is far above what any service sends for one place (Open-Meteo, the longest, sends at
    /// most 16 forecast days and 92 past days: 2,592 hours and 10,368 quarter hours; 1991–2020 daily
    /// normals are 10,958 days). Rows past a limit are left out, and ``Weather/notes`` says how many with
    /// a ``WeatherNote/Kind/leftOut`` note on the series.
    ///
    /// ```swift
    /// import WeatherProviders
    ///
    /// let weather = try await OpenMeteoClient().weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
    /// if weather.notes.contains(where: { $0.kind == .leftOut && $0.field == "hourly" }) {
    ///     print("Some hours were left out")
    /// }
    /// ```
    public enum SeriesLimit {
        /// The most hours read from one answer: 20,000 (about 2 years and 3 months).
        public static let hours = 20_000
        /// The most days read from one answer: 40,000 (about 109 years).
        public static let days = 40_000
        /// The most minute or quarter-hour rows read from one answer: 20,000.
        public static let minutes = 20_000
        /// The most alerts read from one answer: 1,000.
        public static let alerts = 1_000
        /// The most dates whose sun and moon ``Weather/completingSunAndMoon()`` works out for one answer:
        /// 1,000 (about 40 ms). Days past them keep what the provider sent, with a note.
        public static let astronomyDays = 1_000

        /// The rows of a series of `count` rows that are read, at most `limit`, and the note saying how
        /// many were left out when the series is longer.
        package static func rows(
            _ count: Int, limit: Int, series: String, unit: String
        ) -> (rows: Range<Int>, note: WeatherNote?) {
            guard count > limit else { return (0..<max(count, 0), nil) }
            let note = WeatherNote(
                .leftOut, field: series,
                detail: "\(count - limit) \(unit) left out: the answer has \(count), more than the "
                    + "\(limit) the SDK reads")
            return (0..<limit, note)
        }

        /// The first `limit` of `rows` turned into values by `transform` (`nil` leaves a row out), calling
        /// `tick` once per row (a ``WorkBudget/Checkpoint``'s); the `.leftOut` note on `series` joins `notes`
        /// when rows were cut.
        package static func values<Row, Value>(
            of rows: [Row], limit: Int, series: String, unit: String, notes: inout [WeatherNote],
            tick: () throws -> Void, _ transform: (Row) throws -> Value?
        ) rethrows -> [Value] {
            let limited = self.rows(rows.count, limit: limit, series: series, unit: unit)
            if let note = limited.note { notes.append(note) }
            var values: [Value] = []
            values.reserveCapacity(limited.rows.count)
            for row in limited.rows {
                try tick()
                if let value = try transform(rows[row]) { values.append(value) }
            }
            return values
        }
    }
}
