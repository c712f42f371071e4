import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherTesting

/// The one fixture set, as the WeatherTesting product ships it to consumers.
@Suite("WeatherFixtures")
struct WeatherFixturesTests {
    static let services = ["openweather", "weatherapi", "openmeteo", "freetestapi", "metno", "nws", "weatherkit"]

    @Test(arguments: services)
    func everyBodyOfAServiceHasAProvenanceRow(service: String) throws {
        let bodies = WeatherFixtures.paths(under: service)
        #expect(!bodies.isEmpty)
        let provenance = String(decoding: try WeatherFixtures.data("\(service)/PROVENANCE.md"), as: UTF8.self)
        let rows = provenance.split(separator: "\n")
            .filter { $0.hasPrefix("| \(service)/") }
            .compactMap { $0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) }
        #expect(Set(rows) == Set(bodies))
    }

    @Test func everyBodyIsListedOnceUnderItsService() {
        let all = WeatherFixtures.paths(under: "")
        #expect(all.count == Set(all).count)
        #expect(all.allSatisfy { path in Self.services.contains { path.hasPrefix($0 + "/") } })
        #expect(all.count == Self.services.map { WeatherFixtures.paths(under: $0).count }.reduce(0, +))
    }

    /// The WeatherTesting landing page's sample.
    @Test func showsTheForecast() async throws {
        let body = try WeatherFixtures.data("openweather/onecall3/nairobi-kenya-default-units.json")
        let transport = StubTransport(statusCode: 200, body: String(decoding: body, as: UTF8.self))
        let client = OpenWeatherClient(apiKey: "test", transport: transport)

        let weather = try await client.weather(at: try Coordinate(latitude: -1.2833, longitude: 36.8167))

        #expect(!weather.daily.isEmpty)
        #expect(transport.requests.count == 1)
    }

    @Test func aMissingFixtureIsAnError() {
        #expect(throws: (any Error).self) { try WeatherFixtures.data("openweather/none-such.json") }
    }
}
