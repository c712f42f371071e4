import Foundation
import WeatherModels

extension SQLiteWeatherStore: WeatherHistory {
    /// Appends a record of the current conditions of `weather` for `key` at `date`.
    ///
    /// - Throws: `WeatherError` with code `invalidInput` when `weather` has no current conditions
    ///   or a value that is not a finite number.
    public func recordWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws {
        try await recordReadings([try WeatherRecord(key: key, weather: weather, fetchedAt: date)])
    }

    /// Appends `records` in order, all in one transaction with one prepared statement.
    ///
    /// Either every record is appended or, when one is invalid, none is.
    public func recordReadings(_ records: [WeatherRecord]) async throws {
        guard !records.isEmpty else { return }
        for record in records {
            try record.validate()
        }
        try write {
            try connection.withStatement(Self.insertReading) { statement in
                for record in records {
                    try statement.bind(.text(record.key.rawValue), at: 1)
                    try statement.bind(.date(record.fetchedAt), at: 2)
                    try ReadingColumns.bind(record.reading, to: statement, from: 3)
                    try statement.bind(
                        try StoredSource.encode(record.source, coding: coding).map { .blob($0) } ?? .null,
                        at: 3 + ReadingColumns.count)
                    try statement.execute()
                }
            }
        }
    }

    /// The records for `key`, newest first, at most `limit` of them (all when `limit` is `nil`).
    public func records(for key: PlaceKey, limit: Int?) async throws -> [WeatherRecord] {
        if let limit, limit < 0 {
            throw StoreErrors.negative("limit", limit)
        }
        return try perform {
            try connection.query(Self.selectReadings, [.text(key.rawValue), .int(limit ?? -1)]) { row in
                WeatherRecord(
                    key: key, reading: try ReadingColumns.read(from: row, at: 1), fetchedAt: try row.date(0),
                    source: try StoredSource.decode(try row.optionalBlob(1 + ReadingColumns.count), coding: coding))
            }
        }
    }

    /// Deletes every record recorded before `date`; returns how many went.
    @discardableResult
    public func pruneRecords(olderThan date: Date) async throws -> Int {
        try write { try connection.run("DELETE FROM history WHERE recorded_at < ?", [.date(date)]) }
    }

    /// Keeps only the newest `count` records of each place; returns how many went.
    @discardableResult
    public func pruneRecords(keepingNewest count: Int) async throws -> Int {
        guard count >= 0 else { throw StoreErrors.negative("count", count) }
        return try write {
            try connection.run(
                """
                DELETE FROM history WHERE id IN (
                    SELECT id FROM (
                        SELECT id, ROW_NUMBER() OVER (
                            PARTITION BY place_key ORDER BY recorded_at DESC, id DESC
                        ) AS rank
                        FROM history
                    ) WHERE rank > ?
                )
                """,
                [.int(count)]
            )
        }
    }

    private static let selectReadings = """
        SELECT recorded_at, \(ReadingColumns.names), source FROM history
        WHERE place_key = ? ORDER BY recorded_at DESC, id DESC LIMIT ?
        """

    private static let insertReading = """
        INSERT INTO history (place_key, recorded_at, \(ReadingColumns.names), source)
        VALUES (?, ?, \(ReadingColumns.parameters), ?)
        """
}
