import Foundation
import Testing

@testable import WeatherNetworking

/// Any JSON value, decoded through the public `Decodable` API only, so two decoders can be compared.
indirect enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double, integer: Int64?)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value, integer: try? container.decode(Int64.self))
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

/// A shape like the providers' bodies: required, optional and nested values, arrays, integers.
struct SampleBody: Decodable, Equatable {
    struct Entry: Decodable, Equatable {
        var dt: Int64
        var temp: Double
        var pop: Double?
        var name: String?
        var tags: [String]?
    }

    var lat: Double
    var lon: Double
    var timezone: String?
    var count: Int?
    var entries: [Entry]?
    var extra: [String: Double]?
}

/// Reads the package's recorded bodies, the one fixture set of the WeatherTesting product.
enum JSONFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/WeatherTesting/Fixtures")

    /// Every `.json` file, as a path relative to ``directory``.
    static let paths: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".json") {
                paths.append(path)
            }
        }
        return paths.sorted()
    }()

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(path))
    }
}

/// The outcome of one decoder on one input.
enum DecodeOutcome<Value: Equatable>: Equatable {
    case value(Value)
    case failure(String)

    init(_ body: () throws -> Value) {
        do {
            self = .value(try body())
        } catch {
            self = .failure(String(describing: error))
        }
    }

    var failed: Bool {
        if case .failure = self { return true }
        return false
    }
}
