import Foundation

extension METNorway {
    /// The last forecast body per (endpoint, coordinate, altitude), with the `Expires` and
    /// `Last-Modified` it came with, as MET Norway's terms require clients to keep them.
    ///
    /// Before `Expires` the kept body answers without a request; after it, the client sends
    /// `If-Modified-Since` with the exact kept `Last-Modified` and keeps the body on a 304.
    actor ForecastCache {
        /// What a kept forecast is for: the endpoint, the coordinate cut to four decimals and the altitude.
        struct Key: Hashable, Sendable {
            var endpoint: String
            var latitude: Double
            var longitude: Double
            var altitude: Int?
        }

        /// A kept forecast.
        struct Entry: Sendable {
            /// The body, decoded.
            var response: ForecastResponse
            /// The `Last-Modified` header as received, sent back unchanged in `If-Modified-Since`.
            var lastModified: String?
            /// When the body stops being fresh (the `Expires` header), or `nil` when it never is.
            var expires: Date?
            /// When the body was last received or confirmed by a 304.
            var validatedAt: Date
            /// Where the body came from: the answer's own origin, or the transport's.
            var origin: DataOrigin

            /// Whether the body may answer at `now` without asking the service.
            func isFresh(at now: Date) -> Bool {
                expires.map { now < $0 } ?? false
            }
        }

        /// The most places kept; the least recently stored goes first.
        let capacity: Int
        private var entries: [Key: Entry] = [:]
        private var order: [Key] = []

        init(capacity: Int = 64) {
            self.capacity = max(1, capacity)
        }

        /// The forecast kept for `key`, if any.
        func entry(for key: Key) -> Entry? {
            entries[key]
        }

        /// Keeps `entry` for `key`, replacing what was kept, and forgets the oldest place beyond ``capacity``.
        func store(_ entry: Entry, for key: Key) {
            if entries.updateValue(entry, forKey: key) != nil {
                order.removeAll { $0 == key }
            }
            order.append(key)
            while order.count > capacity {
                entries[order.removeFirst()] = nil
            }
        }
    }
}
