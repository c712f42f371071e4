import Foundation
import WeatherModels

/// How the `source` column of history and snapshots holds a `WeatherSource`: its JSON, or `NULL`.
enum StoredSource {
    static func encode(_ source: WeatherSource?, coding: StoredValueCoding) throws -> Data? {
        try source.map { try coding.encode($0, as: "source") }
    }

    static func decode(_ data: Data?, coding: StoredValueCoding) throws -> WeatherSource? {
        try data.map { try coding.decode(WeatherSource.self, from: $0, as: "source") }
    }
}
