import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherSandbox
import WeatherStore
import WeatherTesting

/// The stand-ins forecast one atmosphere with the documented skills; a month of recording at one place ranks
/// them in that order, and a stand-in whose skill changes is re-ranked within the next month.
@Suite("Sandbox forecast skill and source ranking")
struct SourceRankingTests {
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)
    static let placeKey = VerifyingWeatherProvider.placeKey(for: berlin)

    /// Records `days` days at Berlin: every source's forecast every six hours, and the truth (Open-Meteo's
    /// current conditions, which are the atmosphere's) every hour. Returns the transport requests made.
    static func simulate(
        days: Int, skills: SandboxForecastSkills, clock: TestClock, store: InMemoryWeatherStore
    ) async throws -> Int {
        let sandbox = RecordingTransport(
            forwardingTo: SandboxTransport(now: clock.wallClock, forecastSkills: skills))
        let openWeather = OpenWeatherClient(
            apiKey: "sandbox", transport: sandbox, configuration: OpenWeatherClient.Configuration(now: clock.wallClock))
        let openMeteo = OpenMeteoClient(
            transport: sandbox, configuration: OpenMeteoClient.Configuration(now: clock.wallClock))
        let metNorway = METNorwayClient(
            transport: sandbox,
            configuration: METNorwayClient.Configuration(
                userAgent: "weather-sdk-tests/1.0 github.com/example", now: clock.wallClock))
        let upstreams: [any WeatherProvider] = [openWeather, openMeteo, metNorway]
        let sources = upstreams.map { VerifyingWeatherProvider(upstream: $0, recordingInto: store) }
        let truth = VerifyingWeatherProvider(
            upstream: OpenMeteoClient(transport: sandbox, configuration: .init(now: clock.wallClock)),
            recordingInto: store)
        for hour in 0..<(days * 24) {
            if hour % 6 == 0 {
                for source in sources {
                    _ = try await source.weather(at: berlin, including: [.current, .hourly])
                }
            } else {
                _ = try await truth.weather(at: berlin, including: .current)
            }
            clock.advance(by: .seconds(3600))
        }
        return sandbox.requests.count
    }

    @Test func aMonthRanksTheStandInsInTheDocumentedOrderAndAChangedSkillIsReRanked() async throws {
        let clock = TestClock(start: Date(timeIntervalSince1970: 1_767_225_600))
        let store = InMemoryWeatherStore()
        let requests = try await Self.simulate(days: 30, skills: .documented, clock: clock, store: store)
        // No request beyond the forecasts and current conditions asked for: 4 an hour-slot of six, 1 otherwise.
        #expect(requests == 30 * 4 * 3 + 30 * 4 * 5)
        for lead in LeadTime.all {
            let scores = try await store.scores(for: Self.placeKey, now: clock.date).filter { $0.leadTime == lead }
            // OpenWeather's One Call hours end after 48 and MET Norway's turn six-hourly after 54: beyond a
            // day, the sources whose hours reach the lead are scored, still in the documented order.
            let documented: [ProviderID] = [.openMeteo, .metNorway, .openWeather]
            if lead.hours <= 24 {
                #expect(scores.map(\.source) == documented, "at \(lead)")
            } else {
                #expect(scores.map(\.source) == documented.filter { source in scores.contains { $0.source == source } })
                #expect(scores.first?.source == .openMeteo, "at \(lead)")
            }
            #expect(scores.allSatisfy { $0.confidence == .good }, "at \(lead)")
        }
        let day = try await store.scores(for: Self.placeKey, now: clock.date).filter { $0.leadTime == .oneDay }
        // The documented biases show: OpenWeather warm, MET Norway cool.
        #expect(day.first { $0.source == .openWeather }.map { $0.temperatureBias > 0.5 } == true)
        #expect(day.first { $0.source == .metNorway }.map { $0.temperatureBias < -0.1 } == true)
        // Errors grow with lead time.
        let openWeather = try await store.scores(for: Self.placeKey, now: clock.date)
            .filter { $0.source == .openWeather }.sorted { $0.leadTime < $1.leadTime }
        #expect(
            openWeather.first.map(\.temperatureMeanAbsoluteError) ?? 0
                < openWeather.last.map(\.temperatureMeanAbsoluteError) ?? 0)

        // Open-Meteo's stand-in gets much worse: within the next month it is ranked last.
        var worse = SandboxForecastSkills.documented
        worse[.openMeteo] = SandboxForecastSkill(temperatureBias: 2.5, temperatureNoise: 2, noiseGrowthPerHour: 0.04)
        _ = try await Self.simulate(days: 30, skills: worse, clock: clock, store: store)
        let recent = try await store.scores(for: Self.placeKey, now: clock.date, over: 30 * 86_400)
            .filter { $0.leadTime == .oneDay }
        #expect(recent.map(\.source) == [.metNorway, .openWeather, .openMeteo])
    }

    @Test func thePerfectDefaultLeavesTheBodiesUnchanged() async throws {
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        let request = HTTPRequest(
            method: .get,
            url: URL(
                string: "https://api.open-meteo.com/v1/forecast?latitude=52.52&longitude=13.405&hourly=temperature_2m")!
        )
        let plain = try await SandboxTransport(now: { now }).send(request)
        let perfect = try await SandboxTransport(now: { now }, forecastSkills: .perfect).send(request)
        let skilled = try await SandboxTransport(now: { now }, forecastSkills: .documented).send(request)
        #expect(plain.body == perfect.body)
        #expect(plain.body != skilled.body)
        // The same request gives the same body: the error is drawn from the seed, not the system.
        #expect(
            try await SandboxTransport(now: { now }, forecastSkills: .documented).send(request).body == skilled.body)
    }
}
