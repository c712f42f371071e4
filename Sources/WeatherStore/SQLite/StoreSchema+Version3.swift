import Foundation
import WeatherJSON
import WeatherModels

extension StoreSchema {
    /// Version 3: favorites and history move from JSON blobs to columns.
    ///
    /// - `favorites` keeps its key and order and gets one column per field of the place
    ///   (``PlaceColumns``), so loading a list decodes no JSON.
    /// - `history` keeps one reading per row (``ReadingColumns``): the current conditions of the
    ///   recorded weather. Rows keep their ids, so records with the same time keep their order.
    ///   A version-2 record whose weather has no current conditions, or no longer decodes, has no
    ///   reading to keep and is dropped; the forecast part of every record is dropped.
    /// - A favorite that no longer decodes stops the migration with a `decoding` error, and the
    ///   file stays at version 2: a user's places are never dropped silently.
    static let version3 = """
        CREATE TABLE favorites_v3 (
            user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            place_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            \(PlaceColumns.definitions),
            PRIMARY KEY (user_id, place_id)
        ) WITHOUT ROWID;
        CREATE TABLE history_v3 (
            id INTEGER PRIMARY KEY,
            place_key TEXT NOT NULL,
            recorded_at REAL NOT NULL,
            \(ReadingColumns.definitions)
        );
        """

    /// The statements that put the converted tables in place of the old ones, with their indexes.
    static let version3Swap = """
        DROP TABLE favorites;
        ALTER TABLE favorites_v3 RENAME TO favorites;
        CREATE INDEX favorites_by_position ON favorites(user_id, position);
        DROP TABLE history;
        ALTER TABLE history_v3 RENAME TO history;
        CREATE INDEX history_by_place ON history(place_key, recorded_at DESC, id DESC);
        CREATE INDEX history_by_time ON history(recorded_at);
        """

    /// Converts a version-2 file to version 3 inside the migration's transaction.
    static func migrateToVersion3(_ connection: SQLiteConnection) throws {
        try connection.execute(version3)

        let insertFavorite = """
            INSERT INTO favorites_v3 (user_id, place_id, position, \(PlaceColumns.names))
            VALUES (?, ?, ?, \(PlaceColumns.parameters))
            """
        try connection.withStatement(insertFavorite) { insert in
            try connection.forEachRow("SELECT user_id, place_id, position, place FROM favorites") { row in
                let place: Place
                do {
                    place = try JSONDocument.decode(Place.self, from: try row.blob(3))
                } catch {
                    throw StoreErrors.decoding("favorite place", error)
                }
                try insert.bind(.text(try row.text(0)), at: 1)
                // The key column stays as it was, so the primary key is unchanged.
                try insert.bind(.text(try row.text(1)), at: 2)
                try insert.bind(.int(try row.int(2)), at: 3)
                try PlaceColumns.bind(place, to: insert, from: 4)
                try insert.execute()
            }
        }

        let insertReading = """
            INSERT INTO history_v3 (id, place_key, recorded_at, \(ReadingColumns.names))
            VALUES (?, ?, ?, \(ReadingColumns.parameters))
            """
        try connection.withStatement(insertReading) { insert in
            try connection.forEachRow("SELECT id, place_key, recorded_at, weather FROM history") { row in
                guard
                    let weather = try? JSONDocument.decode(Weather.self, from: try row.blob(3)),
                    let current = weather.current
                else { return }
                try insert.bind(.int(try row.int(0)), at: 1)
                try insert.bind(.text(try row.text(1)), at: 2)
                try insert.bind(.real(try row.double(2)), at: 3)
                try ReadingColumns.bind(current, to: insert, from: 4)
                try insert.execute()
            }
        }
        try connection.execute(version3Swap)
    }
}
