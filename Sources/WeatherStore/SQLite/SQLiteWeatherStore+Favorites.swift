import Foundation
import WeatherModels

extension SQLiteWeatherStore: FavoritesStore {
    /// The user's favorites in their order; empty when the user has none.
    ///
    /// Every field is a column, so the list is built without a JSON decoder (only places with
    /// localized names decode that one small column).
    public func favorites(for user: UserID) async throws -> [Place] {
        try perform {
            var timeZones: [String: TimeZone] = [:]
            return try connection.query(Self.selectFavorites, [.text(user.rawValue)]) { row in
                try PlaceColumns.read(id: try row.text(0), from: row, at: 1, timeZones: &timeZones)
            }
        }
    }

    /// Appends `place` to the end of the user's favorites; throws `conflict` when it is already there.
    public func addFavorite(_ place: Place, for user: UserID) async throws {
        try write {
            guard try !favoriteExists(id: place.id, for: user) else {
                throw StoreErrors.duplicateFavorite(id: place.id)
            }
            try insertUser(user)
            try connection.withStatement(Self.insertFavorite) { statement in
                try statement.bind(.text(user.rawValue), at: 1)
                try statement.bind(.text(place.id), at: 2)
                try PlaceColumns.bind(place, to: statement, from: 3)
                try statement.execute()
            }
        }
    }

    /// Removes the favorite with this place id and closes the gap it leaves; does nothing when absent.
    public func removeFavorite(id: Place.ID, for user: UserID) async throws {
        try write {
            guard
                let position = try connection.queryFirst(
                    "SELECT position FROM favorites WHERE user_id = ? AND place_id = ?",
                    [.text(user.rawValue), .text(id)],
                    read: { try $0.int(0) }
                )
            else { return }
            try connection.run(
                "DELETE FROM favorites WHERE user_id = ? AND place_id = ?",
                [.text(user.rawValue), .text(id)]
            )
            try connection.run(
                "UPDATE favorites SET position = position - 1 WHERE user_id = ? AND position > ?",
                [.text(user.rawValue), .int(position)]
            )
        }
    }

    /// Moves the favorite at `source` to `destination`; throws `invalidInput` for an index out of range.
    public func moveFavorite(from source: Int, to destination: Int, for user: UserID) async throws {
        try write {
            let count = try favoriteCount(for: user)
            guard (0..<count).contains(source) else {
                throw StoreErrors.indexOutOfRange("source", source, count: count)
            }
            guard (0..<count).contains(destination) else {
                throw StoreErrors.indexOutOfRange("destination", destination, count: count)
            }
            guard source != destination else { return }
            let moved = try connection.queryFirst(
                "SELECT place_id FROM favorites WHERE user_id = ? AND position = ?",
                [.text(user.rawValue), .int(source)],
                read: { try $0.text(0) }
            )
            guard let moved else { return }
            if source < destination {
                try connection.run(
                    "UPDATE favorites SET position = position - 1 WHERE user_id = ? AND position > ? AND position <= ?",
                    [.text(user.rawValue), .int(source), .int(destination)]
                )
            } else {
                try connection.run(
                    "UPDATE favorites SET position = position + 1 WHERE user_id = ? AND position >= ? AND position < ?",
                    [.text(user.rawValue), .int(destination), .int(source)]
                )
            }
            try connection.run(
                "UPDATE favorites SET position = ? WHERE user_id = ? AND place_id = ?",
                [.int(destination), .text(user.rawValue), .text(moved)]
            )
        }
    }

    /// Whether the user has a favorite with this place id.
    public func containsFavorite(id: Place.ID, for user: UserID) async throws -> Bool {
        try perform { try favoriteExists(id: id, for: user) }
    }

    private func favoriteExists(id: Place.ID, for user: UserID) throws -> Bool {
        try connection.queryFirst(
            "SELECT 1 FROM favorites WHERE user_id = ? AND place_id = ?",
            [.text(user.rawValue), .text(id)],
            read: { _ in true }
        ) ?? false
    }

    private func favoriteCount(for user: UserID) throws -> Int {
        try connection.queryFirst(
            "SELECT COUNT(*) FROM favorites WHERE user_id = ?",
            [.text(user.rawValue)],
            read: { try $0.int(0) }
        ) ?? 0
    }

    private static let selectFavorites =
        "SELECT place_id, \(PlaceColumns.names) FROM favorites WHERE user_id = ? ORDER BY position"

    /// Appends at the end: the new position is the number of favorites the user has.
    private static let insertFavorite = """
        INSERT INTO favorites (user_id, place_id, position, \(PlaceColumns.names))
        VALUES (?1, ?2, (SELECT COUNT(*) FROM favorites WHERE user_id = ?1), \(PlaceColumns.parameters))
        """
}
