import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

/// The code samples of the MET Norway article, line for line, run against a recorded body: a local
/// `METNorwayClient(…)` stands for the article's network client and answers from the fixture instead.
@Suite("MET Norway article examples")
struct METNorwayArticleTests {
    private static func transport() throws -> StubTransport {
        let body = try Fixtures.data("metno/compact/norway-lat60-lon11-integer-coords-2024-02.json")
        return StubTransport { _, _ in HTTPResponse(statusCode: 200, body: body) }
    }

    @Test func overviewSample() async throws {
        let transport = try Self.transport()
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func METNorwayClient(userAgent: String) -> WeatherProviders.METNorwayClient {
            WeatherProviders.METNorwayClient(userAgent: userAgent, transport: transport)
        }

        let client = METNorwayClient(userAgent: "AcmeWeatherApp/0.9 github.com/acmeweatherapp")
        let oslo = try Coordinate(latitude: 59.9139, longitude: 10.7522)
        let weather = try await client.weather(at: oslo, timeZone: TimeZone(identifier: "Europe/Oslo"))
        if let now = weather.current {
            print(now.temperature, now.condition, now.conditionCode ?? "")
        }
        print(weather.source.attribution ?? "")  // "Data from MET Norway (CC BY 4.0)"

        #expect(printed.count == 2)
        #expect(printed.first?.hasSuffix("clearsky_night") == true)
        #expect(printed.last == "Data from MET Norway (CC BY 4.0)")
        let request = try #require(transport.requests.first)
        #expect(request.value(forHeader: "User-Agent") == "AcmeWeatherApp/0.9 github.com/acmeweatherapp")
        #expect(request.url.query == "lat=59.9139&lon=10.7522")
        #expect(weather.timeZone.identifier == "Europe/Oslo")
    }

    @Test func configurationSample() throws {
        let records = Locked<[HTTPLogRecord]>([])
        @Sendable func print(_ record: HTTPLogRecord) { records.withLock { $0.append(record) } }

        var configuration = METNorwayClient.Configuration(userAgent: "AcmeWeatherApp/0.9 github.com/acmeweatherapp")
        configuration.endpoint = .complete
        configuration.logger = HTTPLogger(minimumLevel: .warning) { record in print(record) }
        let client = METNorwayClient(configuration: configuration)

        // Building the client sends nothing; the logger is the one configured.
        #expect(client.configuration.endpoint == .complete)
        #expect(client.cacheNamespace == "metno|complete")
        let record = HTTPLogRecord(
            level: .warning, method: .get, redactedURL: "https://api.met.no", statusCode: 203, duration: .zero,
            attempt: 1, message: "deprecated")
        client.configuration.logger?.log(record)
        #expect(records.current.map(\.statusCode) == [203])
    }
}
