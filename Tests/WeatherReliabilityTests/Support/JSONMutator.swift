import Foundation

/// One mutation of a JSON body and the bytes it produced.
struct JSONMutation: CustomStringConvertible {
    /// What was changed, for example `changeType at hourly[3].temp`.
    var summary: String
    /// The keys along the path of the changed value (empty for byte-level mutations).
    var pathKeys: [String]
    /// Whether the body is still valid JSON.
    var isValidJSON: Bool
    /// The mutated body.
    var body: Data

    var description: String { summary }
}

/// Mutates real recorded bodies the way a hostile or broken network would: deletes keys, changes types,
/// puts huge, negative and non-finite numbers and `"NaN"` strings in, nests deeply, breaks UTF-8, truncates.
struct JSONMutator {
    private let original: Data
    private let tree: Any
    /// Every value's path in the tree: keys and `[index]` components.
    private let paths: [[PathComponent]]

    enum PathComponent: CustomStringConvertible {
        case key(String)
        case index(Int)

        var description: String {
            switch self {
            case .key(let key): key
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// Raw tokens that JSONSerialization cannot write; they replace a marker string after serialisation.
    private static let rawTokens = [
        "1e400", "-1e400", "1e-400", "NaN", "-Infinity", "123456789012345678901234567890", "-0",
        "1.7976931348623157e308",
        "-9223372036854775809",
    ]
    private static let marker = "\u{1}RAW\u{1}"

    init(body: Data) throws {
        original = body
        tree = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        var paths: [[PathComponent]] = []
        Self.collect(tree, prefix: [], into: &paths)
        self.paths = paths
    }

    /// A random mutation of the body.
    func mutate(using generator: inout some RandomNumberGenerator) -> JSONMutation {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<8: return truncate(using: &generator)
        case 8..<14: return breakUTF8(using: &generator)
        default: return changeValue(using: &generator)
        }
    }

    private func truncate(using generator: inout some RandomNumberGenerator) -> JSONMutation {
        let length = Int.random(in: 0..<max(1, original.count), using: &generator)
        return JSONMutation(
            summary: "truncate to \(length) bytes", pathKeys: [], isValidJSON: false, body: original.prefix(length))
    }

    private func breakUTF8(using generator: inout some RandomNumberGenerator) -> JSONMutation {
        let invalid: [[UInt8]] = [
            [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0x00],
        ]
        let bytes = invalid.randomElement(using: &generator) ?? [0xFF]
        var body = original
        let offset = Int.random(in: 0...body.count, using: &generator)
        body.insert(contentsOf: bytes, at: body.startIndex + offset)
        return JSONMutation(
            summary: "insert invalid UTF-8 \(bytes) at byte \(offset)", pathKeys: [], isValidJSON: false, body: body)
    }

    private func changeValue(using generator: inout some RandomNumberGenerator) -> JSONMutation {
        guard let path = paths.randomElement(using: &generator), !path.isEmpty else {
            return truncate(using: &generator)
        }
        let keys = path.compactMap { if case .key(let key) = $0 { key } else { nil } }
        let location = path.map(\.description).joined(separator: ".")
        let (name, replacement): (String, Any?) = {
            switch Int.random(in: 0..<9, using: &generator) {
            case 0: return ("delete", nil)
            case 1:
                let values: [Any] = ["text", 42, -1, true, NSNull(), [Any](), [String: Any]()]
                return ("change type", values.randomElement(using: &generator) ?? NSNull())
            case 2:
                let values: [Any] = [1e308, -1e308, Int64.max, Int64.min, 4_294_967_296, 1e18]
                return ("huge number", values.randomElement(using: &generator) ?? 1e308)
            case 3:
                let values: [Any] = [-1, -273.16, -1e9, -0.000_001]
                return ("negative number", values.randomElement(using: &generator) ?? -1)
            case 4:
                let values = ["NaN", "nan", "Infinity", "-inf", "", " ", "1e400", "0x1F"]
                return ("number as string", values.randomElement(using: &generator) ?? "NaN")
            case 5:
                return ("raw token", Self.marker + (Self.rawTokens.randomElement(using: &generator) ?? "NaN"))
            case 6:
                let depth = [64, 512, 5_000].randomElement(using: &generator) ?? 64
                return ("nest \(depth) deep", (0..<depth).reduce(NSNull() as Any) { inner, _ in [inner] })
            case 7:
                return ("empty container", Bool.random(using: &generator) ? [Any]() : [String: Any]())
            default:
                return ("long string", String(repeating: "é", count: 10_000))
            }
        }()
        let mutated = Self.replacing(in: tree, at: path[...], with: replacement)
        guard var body = try? JSONSerialization.data(withJSONObject: mutated, options: [.fragmentsAllowed]) else {
            return truncate(using: &generator)
        }
        // Foundation's parsers refuse very deep nesting: such a body is no longer JSON to them.
        var isValidJSON = !name.hasPrefix("nest") || Self.parses(body)
        if let text = String(data: body, encoding: .utf8), text.contains("RAW") {
            // Put the raw token in place of its quoted marker.
            let quoted = try? JSONSerialization.data(withJSONObject: Self.marker, options: [.fragmentsAllowed])
            let prefix = quoted.map { String(decoding: $0.dropLast(), as: UTF8.self) } ?? ""
            if let range = text.range(of: prefix), let end = text[range.upperBound...].firstIndex(of: "\"") {
                let token = text[range.upperBound..<end]
                body = Data((text[..<range.lowerBound] + token + text[text.index(after: end)...]).utf8)
                isValidJSON = Self.parses(body)
            }
        }
        return JSONMutation(
            summary: "\(name) at \(location)", pathKeys: keys, isValidJSON: isValidJSON, body: body)
    }

    private static func parses(_ body: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) != nil
    }

    private static func collect(_ value: Any, prefix: [PathComponent], into paths: inout [[PathComponent]]) {
        paths.append(prefix)
        if let object = value as? [String: Any] {
            for (key, child) in object {
                collect(child, prefix: prefix + [.key(key)], into: &paths)
            }
        } else if let array = value as? [Any] {
            for (index, child) in array.enumerated() {
                collect(child, prefix: prefix + [.index(index)], into: &paths)
            }
        }
    }

    /// `value` with the element at `path` replaced by `replacement`, or removed when it is `nil`.
    private static func replacing(in value: Any, at path: ArraySlice<PathComponent>, with replacement: Any?) -> Any {
        guard let first = path.first else { return replacement ?? NSNull() }
        let rest = path.dropFirst()
        switch first {
        case .key(let key):
            guard var object = value as? [String: Any], let child = object[key] else { return value }
            if rest.isEmpty, replacement == nil {
                object.removeValue(forKey: key)
            } else {
                object[key] = replacing(in: child, at: rest, with: replacement)
            }
            return object
        case .index(let index):
            guard var array = value as? [Any], array.indices.contains(index) else { return value }
            if rest.isEmpty, replacement == nil {
                array.remove(at: index)
            } else {
                array[index] = replacing(in: array[index], at: rest, with: replacement)
            }
            return array
        }
    }
}
