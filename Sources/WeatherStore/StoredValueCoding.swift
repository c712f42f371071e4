import Foundation
import WeatherModels

/// How the store turns places, weather and settings into bytes and back: JSON, one format everywhere.
///
/// Dates use the default strategy (seconds as a `Double`), which reads back bit for bit.
struct StoredValueCoding {
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    func encode<Value: Encodable>(_ value: Value, as what: String) throws -> Data {
        do {
            return try encoder.encode(value)
        } catch {
            throw StoreErrors.encoding(what, error)
        }
    }

    func decode<Value: Decodable>(_ type: Value.Type, from data: Data, as what: String) throws -> Value {
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw StoreErrors.decoding(what, error)
        }
    }
}
