import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherStore

@testable import WeatherSandbox

/// The samples of the "Which source is right here" article, line for line, on the sandbox: local
/// `OpenMeteoClient()` and `METNorwayClient(userAgent:)` stand for the article's network clients.
@Suite("Which source is right here article")
struct WhichSourceIsRightHereArticleTests {
    @Test func samples() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func OpenMeteoClient() -> WeatherProviders.OpenMeteoClient {
            WeatherProviders.OpenMeteoClient(transport: SandboxTransport())
        }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func METNorwayClient(userAgent: String) -> WeatherProviders.METNorwayClient {
            WeatherProviders.METNorwayClient(userAgent: userAgent, transport: SandboxTransport())
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("article-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let store = try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))
        let home = try Coordinate(latitude: 52.52, longitude: 13.405)
        let provider = VerifyingWeatherProvider(
            upstream: OpenMeteoClient(), recordingInto: store, follows: { $0 == home })
        let weather = try await provider.weather(at: home)
        let recorded = try await store.verificationData(for: VerifyingWeatherProvider.placeKey(for: home))
        #expect(weather.source.isSandbox)
        #expect(recorded.samples.count == 5)
        #expect(recorded.observations.count == 1)

        let scores = try await store.scores(for: VerifyingWeatherProvider.placeKey(for: home), now: Date())
        for score in scores where score.leadTime == .oneDay {
            print(score.source, score.samples, score.temperatureMeanAbsoluteError, score.confidence)
        }
        // Nothing has come due yet: no score, nothing printed.
        #expect(printed.isEmpty)

        let ranked = FailoverWeatherProvider(
            [OpenMeteoClient(), METNorwayClient(userAgent: "MyApp/1.0 me@example.com")],
            order: .byScore(in: store, sources: [.openMeteo, .metNorway]))
        let answer = try await ranked.weather(at: home)
        print(answer.source.selectionReason ?? "given order")
        #expect(answer.source.provider == .openMeteo)
        #expect(printed.last?.hasPrefix("not ranked: 0 samples 24 h ahead here") == true)

        let sandbox = SandboxTransport(forecastSkills: .documented)
        #expect(sandbox.forecastSkills == .documented)
    }
}
