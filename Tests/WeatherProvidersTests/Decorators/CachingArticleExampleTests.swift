import Foundation
import Testing

@testable import WeatherProviders

/// The "Many places at once" example of the Caching article, run against recorded bodies.
@Suite("Caching article examples")
struct CachingArticleExampleTests {
    @Test func manyPlacesAtOnceExampleRuns() async throws {
        let objects = try OpenMeteoBatchTests.fixtures.prefix(2).map {
            String(decoding: try Fixtures.data($0), as: UTF8.self)
        }
        let transport = OpenMeteoTestTransport(body: Data(("[" + objects.joined(separator: ",") + "]").utf8))

        // As in the article, with the client's transport injected.
        let provider = OpenMeteoClient(transport: transport).cached(ttl: .seconds(600))
        let favorites = [
            try Coordinate(latitude: 52.52, longitude: 13.405),
            try Coordinate(latitude: 48.8566, longitude: 2.3522),
        ]

        let results = try await provider.weather(at: favorites, including: [.current, .daily])
        var lines: [String] = []
        for (coordinate, result) in zip(favorites, results) {
            switch result {
            case .success(let weather):
                lines.append("\(coordinate) \(weather.current.map { "\($0.temperature)" } ?? "–")")
            case .failure(let error):
                lines.append("\(coordinate) unavailable: \(error.code)")
            }
        }

        #expect(lines.count == 2)
        #expect(lines.allSatisfy { !$0.contains("unavailable") })
        #expect(transport.requests.count == 1)
        _ = try await provider.weather(at: favorites, including: [.current, .daily])
        #expect(transport.requests.count == 1)
    }
}
