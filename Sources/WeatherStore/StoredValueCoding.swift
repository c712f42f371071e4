import Foundation
import WeatherJSON
import WeatherModels

/// How the store turns cached weather and settings into bytes and back: JSON, one format everywhere.
///
/// Dates use the default strategy (seconds as a `Double`), which reads back bit for bit.
/// A coder is made per call: it is cheap, and the value stays `Sendable` on every SDK.
struct StoredValueCoding: Sendable {
    func encode<Value: Encodable>(_ value: Value, as what: String) throws -> Data {
        do {
            return try JSONEncoder().encode(value)
        } catch {
            throw StoreErrors.encoding(what, error)
        }
    }

    func decode<Value: Decodable>(_ type: Value.Type, from data: Data, as what: String) throws -> Value {
        do {
            return try JSONDocument.decode(type, from: data)
        } catch {
            throw StoreErrors.decoding(what, error)
        }
    }
}
