import Foundation
import WeatherTesting

/// The package's one fixture set (`WeatherFixtures` of the WeatherTesting product), as the provider tests read it.
enum Fixtures {
    /// The root folder of the fixtures.
    static var root: URL {
        get throws { try WeatherFixtures.root }
    }

    /// The bytes of the fixture at `path`, relative to the fixtures root (e.g. `"openweather/current/london-q.json"`).
    static func data(_ path: String) throws -> Data {
        try WeatherFixtures.data(path)
    }

    /// The relative paths of every `.json` fixture under `folder`, sorted, for parameterised tests.
    static func paths(under folder: String) -> [String] {
        WeatherFixtures.paths(under: folder)
    }

    /// The fixture at `path` parsed with `JSONSerialization`, for comparing mapped values with the raw JSON.
    static func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: data(path))
    }
}
