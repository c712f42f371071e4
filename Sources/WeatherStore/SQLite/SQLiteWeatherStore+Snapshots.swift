import Foundation
import WeatherModels

extension SQLiteWeatherStore: SnapshotStore {
    /// The list last saved under `key`, or `nil` when there is none.
    public func snapshot<Element>(for key: SnapshotKey<Element>) async throws -> Snapshot<Element>? {
        let row = try perform {
            try connection.queryFirst(
                "SELECT items, saved_at FROM snapshots WHERE name = ?",
                [.text(key.name)],
                read: { (try $0.blob(0), try $0.date(1)) }
            )
        }
        guard let (data, savedAt) = row else { return nil }
        let items = try coding.decode([Element].self, from: data, as: "snapshot \(key.name)")
        return Snapshot(items: items, savedAt: savedAt)
    }

    /// Saves `items` under `key` with its save time, replacing what was there.
    public func saveSnapshot<Element>(_ items: [Element], for key: SnapshotKey<Element>, at date: Date) async throws {
        let data = try coding.encode(items, as: "snapshot \(key.name)")
        try write {
            try connection.run(
                """
                INSERT INTO snapshots (name, saved_at, items) VALUES (?, ?, ?)
                ON CONFLICT (name) DO UPDATE SET saved_at = excluded.saved_at, items = excluded.items
                """,
                [.text(key.name), .date(date), .blob(data)]
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
