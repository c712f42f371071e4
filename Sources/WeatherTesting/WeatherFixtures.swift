import Foundation

/// Real response bodies of every service the SDK reads, recorded by others and kept with their provenance,
/// for tests of code that decodes or maps them.
///
/// The bodies sit under one folder per service and endpoint, as the services answer them:
/// `openweather/onecall3/…`, `weatherapi/forecast/…`, `openmeteo/forecast/…`, `freetestapi/weathers/…`
/// and the error bodies under `<service>/errors/`. Each service folder has a `PROVENANCE.md` naming the
/// repository, path and commit each body comes from.
///
/// ```swift
/// import WeatherNetworking
/// import WeatherProviders
///
/// let body = try WeatherFixtures.data("openweather/onecall3/nairobi-kenya-default-units.json")
/// let transport = StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)])
/// let nairobi = try Coordinate(latitude: -1.2833, longitude: 36.8167)
/// let weather = try await OpenWeatherClient(apiKey: "test", transport: transport).weather(at: nairobi)
/// ```
public enum WeatherFixtures {
    /// The root folder of the fixtures.
    ///
    /// - Throws: `CocoaError(.fileNoSuchFile)` when the bundle has no fixtures (a broken installation).
    public static var root: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw CocoaError(.fileNoSuchFile)
            }
            return url
        }
    }

    /// The bytes of the fixture at `path`, relative to the root (such as `"openweather/current/london-q.json"`).
    ///
    /// - Throws: The file-system error when there is no such fixture.
    public static func data(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    /// The relative paths of every `.json` fixture under `folder` (`""` for all), sorted, for
    /// parameterised tests.
    ///
    /// ```swift
    /// import Testing
    ///
    /// @Test(arguments: WeatherFixtures.paths(under: "openweather/onecall3"))
    /// func decodes(path: String) throws {
    ///     #expect(try !WeatherFixtures.data(path).isEmpty)
    /// }
    /// ```
    public static func paths(under folder: String) -> [String] {
        guard let root = try? root else { return [] }
        let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        let prefix = root.standardizedFileURL.path + "/"
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" }
            .map { String($0.standardizedFileURL.path.dropFirst(prefix.count)) }
            .sorted()
    }
}
