import Foundation

/// The key/type skeleton of a JSON body: every path (`$.current.weather[].id`) with the JSON
/// types seen there. Numbers are one type, whether written `12` or `12.5`, because JSON does
/// not tell them apart.
struct JSONSkeleton: Equatable, CustomStringConvertible {
    private(set) var types: [String: Set<String>] = [:]

    /// Paths whose children are a map with varying keys (language codes), collapsed to `*`.
    static let maps: Set<String> = ["local_names"]

    init() {}

    /// The skeleton of `data`.
    init(_ data: Data) throws {
        var parser = Parser(bytes: Array(data))
        try parser.value(path: "$", into: &self)
    }

    /// Adds `type` at `path` (for keys the documentation lists but no recorded body has).
    mutating func insert(_ type: String, at path: String) {
        types[path, default: []].insert(type)
    }

    /// The union of several skeletons.
    static func union(_ skeletons: [JSONSkeleton]) -> JSONSkeleton {
        var result = JSONSkeleton()
        for skeleton in skeletons {
            result.types.merge(skeleton.types) { $0.union($1) }
        }
        return result
    }

    /// The paths of this skeleton missing from `other` or with a type `other` never has there.
    func differences(from other: JSONSkeleton) -> [String] {
        types.keys.sorted().compactMap { path in
            guard let theirs = other.types[path] else { return "\(path) is not in the reference" }
            let extra = types[path, default: []].subtracting(theirs).subtracting(["null"])
            return extra.isEmpty ? nil : "\(path) is \(extra.sorted()) but \(theirs.sorted()) in the reference"
        }
    }

    /// The paths of `other` this skeleton lacks.
    func missing(from other: JSONSkeleton) -> [String] {
        other.types.keys.filter { types[$0] == nil }.sorted()
    }

    var description: String {
        types.keys.sorted().map { "\($0): \(types[$0, default: []].sorted().joined(separator: "|"))" }
            .joined(separator: "\n")
    }

    /// A small JSON reader that records types instead of values (much faster than decoding).
    private struct Parser {
        struct Malformed: Error {}

        var bytes: [UInt8]
        var index = 0

        mutating func value(path: String, into skeleton: inout JSONSkeleton) throws {
            skipSpace()
            guard index < bytes.count else { throw Malformed() }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                skeleton.insert("object", at: path)
                index += 1
                let isMap = JSONSkeleton.maps.contains(path.split(separator: ".").last.map(String.init) ?? "")
                skipSpace()
                if peek(UInt8(ascii: "}")) { return }
                repeat {
                    skipSpace()
                    let key = try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    try value(path: path + "." + (isMap ? "*" : key), into: &skeleton)
                    skipSpace()
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "}"))
            case UInt8(ascii: "["):
                skeleton.insert("array", at: path)
                index += 1
                skipSpace()
                if peek(UInt8(ascii: "]")) { return }
                repeat {
                    try value(path: path + "[]", into: &skeleton)
                    skipSpace()
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "]"))
            case UInt8(ascii: "\""):
                _ = try string()
                skeleton.insert("string", at: path)
            case UInt8(ascii: "t"), UInt8(ascii: "f"):
                while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") {
                    index += 1
                }
                skeleton.insert("bool", at: path)
            case UInt8(ascii: "n"):
                index += 4
                skeleton.insert("null", at: path)
            default:
                let start = index
                while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
                guard index > start else { throw Malformed() }
                skeleton.insert("number", at: path)
            }
        }

        mutating func string() throws -> String {
            try expect(UInt8(ascii: "\""))
            var scalars: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                scalars.append(bytes[index])
                index += 1
            }
            try expect(UInt8(ascii: "\""))
            return String(decoding: scalars, as: UTF8.self)
        }

        mutating func skipSpace() {
            while index < bytes.count, [9, 10, 13, 32].contains(bytes[index]) { index += 1 }
        }

        mutating func peek(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func consume(_ byte: UInt8) -> Bool { peek(byte) }

        mutating func expect(_ byte: UInt8) throws {
            guard peek(byte) else { throw Malformed() }
        }
    }
}
