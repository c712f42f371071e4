import Foundation

/// Recorded response bodies under `Tests/WeatherProvidersTests/Fixtures`, loaded from the test bundle.
enum Fixtures {
    /// The root folder of the fixtures in the test bundle.
    static var root: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw CocoaError(.fileNoSuchFile)
            }
            return url
        }
    }

    /// The bytes of the fixture at `path`, relative to the fixtures root (e.g. `"openweather/current/london-q.json"`).
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    /// The relative paths of every `.json` fixture under `folder`, sorted, for parameterised tests.
    static func paths(under folder: String) -> [String] {
        guard let root = try? root else { return [] }
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        let prefix = root.standardizedFileURL.path + "/"
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" }
            .map { String($0.standardizedFileURL.path.dropFirst(prefix.count)) }
            .sorted()
    }

    /// The fixture at `path` parsed with `JSONSerialization`, for comparing mapped values with the raw JSON.
    static func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: data(path))
    }
}
