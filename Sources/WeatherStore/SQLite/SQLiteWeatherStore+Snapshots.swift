import Foundation
import WeatherModels

extension SQLiteWeatherStore: SnapshotStore {
    /// The list last saved under `key`, or `nil` when there is none.
    ///
    /// A list saved before sources were recorded comes back with a `nil` source (origin unknown).
    public func snapshot<Element>(for key: SnapshotKey<Element>) async throws -> Timestamped<[Element]>? {
        let row = try perform {
            try connection.queryFirst(
                "SELECT items, saved_at, source FROM snapshots WHERE name = ?",
                [.text(key.name)],
                read: { (try $0.blob(0), try $0.date(1), try $0.optionalBlob(2)) }
            )
        }
        guard let (data, savedAt, sourceData) = row else { return nil }
        let items = try coding.decode([Element].self, from: data, as: "snapshot \(key.name)")
        return Timestamped(items, fetchedAt: savedAt, source: try StoredSource.decode(sourceData, coding: coding))
    }

    /// Saves `items` under `key` with its save time, replacing what was there; the source is not recorded.
    public func saveSnapshot<Element>(_ items: [Element], for key: SnapshotKey<Element>, at date: Date) async throws {
        try await saveSnapshot(items, for: key, at: date, source: nil)
    }

    /// Saves `items` under `key` with its save time and source, replacing what was there.
    public func saveSnapshot<Element>(
        _ items: [Element], for key: SnapshotKey<Element>, at date: Date, source: WeatherSource?
    ) async throws {
        let data = try coding.encode(items, as: "snapshot \(key.name)")
        let sourceData = try StoredSource.encode(source, coding: coding)
        try write {
            try connection.run(
                """
                INSERT INTO snapshots (name, saved_at, items, source) VALUES (?, ?, ?, ?)
                ON CONFLICT (name) DO UPDATE SET saved_at = excluded.saved_at, items = excluded.items,
                    source = excluded.source
                """,
                [.text(key.name), .date(date), .blob(data), sourceData.map { .blob($0) } ?? .null]
            )
        }
    }

    /// Removes the list saved under `key`; does nothing when there is none.
    public func removeSnapshot<Element>(for key: SnapshotKey<Element>) async throws {
        try write {
            try connection.run("DELETE FROM snapshots WHERE name = ?", [.text(key.name)])
        }
    }
}
