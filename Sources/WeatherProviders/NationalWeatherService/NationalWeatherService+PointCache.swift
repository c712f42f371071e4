import Foundation
import WeatherNetworking

extension NationalWeatherService {
    /// The answers to `/points` per place, kept for as long as the response's `Cache-Control: max-age`
    /// allows (a day, as the service sends it) or the configured lifetime when it names none.
    ///
    /// A point outside the service's area (404 `InvalidPoint`) is kept as that error for the configured
    /// lifetime, so a failover or fill-in composite does not ask again on every call.
    actor PointCache {
        /// A kept answer.
        struct Entry: Sendable {
            /// The point, or the `.notFound` error for a place the service does not cover.
            var result: Result<PointResponse, WeatherError>
            /// When the answer must be asked for again.
            var expires: Date
        }

        /// The most places kept; the least recently stored goes first.
        let capacity: Int
        private var entries: [String: Entry] = [:]
        private var order: [String] = []

        init(capacity: Int = 128) {
            self.capacity = max(1, capacity)
        }

        /// The answer kept for `key` while it is fresh at `now`.
        func entry(for key: String, at now: Date) -> Entry? {
            guard let entry = entries[key], now < entry.expires else { return nil }
            return entry
        }

        /// Keeps `entry` for `key`, forgetting the oldest place beyond ``capacity``.
        func store(_ entry: Entry, for key: String) {
            if entries.updateValue(entry, forKey: key) != nil {
                order.removeAll { $0 == key }
            }
            order.append(key)
            while order.count > capacity {
                entries[order.removeFirst()] = nil
            }
        }
    }

    /// The `max-age` of a `Cache-Control` header in seconds (`public, max-age=86400, s-maxage=120` gives
    /// 86400), or `nil` when it names none or forbids keeping (`no-store`, `no-cache`).
    static func maxAge(ofCacheControl header: String?) -> Int? {
        guard let header else { return nil }
        var age: Int?
        for directive in header.lowercased().split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            switch parts.first {
            case "no-store", "no-cache": return nil
            case "max-age": age = parts.count == 2 ? Int(parts[1]).flatMap { $0 >= 0 ? $0 : nil } : nil
            default: continue
            }
        }
        return age
    }
}
