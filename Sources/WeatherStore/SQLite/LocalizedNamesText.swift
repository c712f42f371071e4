import Foundation
import WeatherJSON

/// The text of the `localized_names` column: one compact JSON object of strings, such as
/// `{"de":"München","fr":"Munich"}`, written only for places that have localized names.
///
/// Reading takes a fast path for what this module writes (no whitespace, no escapes), so a
/// list of favorites decodes no JSON with `JSONDecoder`; any other valid JSON object of strings
/// (escaped quotes, spacing) still reads through `JSONDecoder`, and invalid text is a `decoding` error.
enum LocalizedNamesText {
    /// The names as compact JSON with sorted keys, or `nil` when there are none.
    static func encode(_ names: [String: String]) throws -> String? {
        guard !names.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(names), as: UTF8.self)
        } catch {
            throw StoreErrors.encoding("localized names", error)
        }
    }

    /// The names read back from the column: empty for `NULL`.
    static func decode(_ text: String?) throws -> [String: String] {
        guard let text else { return [:] }
        if let names = decodeSimple(text) {
            return names
        }
        do {
            return try JSONDocument.decode([String: String].self, from: Data(text.utf8))
        } catch {
            throw StoreErrors.decoding("favorite place", error)
        }
    }

    /// Reads `{"key":"value",…}` whose strings hold no backslash or control character, or
    /// returns `nil` for anything else (which `JSONDecoder` then reads or refuses).
    static func decodeSimple(_ text: String) -> [String: String]? {
        var text = text
        return text.withUTF8 { bytes -> [String: String]? in
            var reader = Reader(bytes: bytes)
            guard reader.take(UInt8(ascii: "{")) else { return nil }
            // One pair per comma, plus one: sized once instead of growing while it is filled.
            let pairs = bytes.reduce(1) { $1 == UInt8(ascii: ",") ? $0 + 1 : $0 }
            var names = [String: String](minimumCapacity: pairs)
            if reader.take(UInt8(ascii: "}")) {
                return reader.isAtEnd ? names : nil
            }
            repeat {
                guard let key = reader.string(), reader.take(UInt8(ascii: ":")), let value = reader.string(),
                    names.updateValue(value, forKey: key) == nil
                else { return nil }
            } while reader.take(UInt8(ascii: ","))
            return reader.take(UInt8(ascii: "}")) && reader.isAtEnd ? names : nil
        }
    }

    /// A cursor over UTF-8 bytes.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A quoted string without escapes or control characters.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    index += 1
                    return value
                }
                guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
                index += 1
            }
            return nil
        }
    }
}
