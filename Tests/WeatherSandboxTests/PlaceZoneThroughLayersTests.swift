import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherTesting

@testable import WeatherSandbox

/// The place's time zone reaches a source that names none (MET Norway) through every layer an app puts in
/// front of it: failover, filling, caching, coalescing, budgets.
@Suite("The place's zone through every layer")
struct PlaceZoneThroughLayersTests {
    static let agent = "SandboxTests/1.0 (tests@weather.example.org)"
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)
    /// Vigo, in Spain (Europe/Madrid), nearer to Porto (Europe/Lisbon) than to any Spanish city the SDK knows:
    /// the estimate is an hour off here, so only the place's own zone gives the right days.
    static let vigo = try! Coordinate(latitude: 42.2406, longitude: -8.7207)
    static let madrid = TimeZone(identifier: "Europe/Madrid")!

    static func metNorway(_ sandbox: SandboxTransport) -> METNorwayClient {
        METNorwayClient(userAgent: agent, transport: sandbox)
    }

    /// A provider whose answers name `zone` (or estimate it) and hold only current conditions.
    static func zoneNaming(_ zone: TimeZone, estimated: Bool = false) -> StubWeatherProvider {
        StubWeatherProvider { call in
            Weather(
                coordinate: call.coordinate, timeZone: zone,
                current: CurrentWeather(
                    date: SandboxTesting.june, temperature: Measurement(value: 20, unit: .celsius),
                    apparentTemperature: Measurement(value: 20, unit: .celsius), humidity: 0.5, condition: .clear),
                source: WeatherSource(provider: .openWeather), fetchedAt: SandboxTesting.june,
                notes: estimated ? [WeatherNote(.derived, field: "timeZone", detail: "estimated")] : [])
        }
    }

    /// Whether every day of `weather` starts at midnight in `zone`.
    static func daysStartAtMidnight(_ weather: Weather, in zone: TimeZone) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return !weather.daily.isEmpty && weather.daily.allSatisfy { calendar.startOfDay(for: $0.date) == $0.date }
    }

    @Test func aFailoverToMETNorwayInBerlinKeepsBerlinsSummerTime() async throws {
        // The symptom: MET Norway inside a failover used to get "GMT+0100 is estimated from the longitude".
        let sandbox = SandboxTesting.sandbox()
        let failing = OpenMeteoClient(
            transport: SandboxTransport(now: { SandboxTesting.june }, scenarios: [.serverError()]))
        let failover = failing.failingOver(to: Self.metNorway(sandbox))
        let guessed = try await failover.weather(at: Self.berlin, including: .all)
        #expect(guessed.timeZone.identifier == "Europe/Berlin")
        #expect(guessed.timeZone.secondsFromGMT(for: SandboxTesting.june) == 7_200)
        #expect(!guessed.notes.contains { $0.detail.contains("estimated from the longitude") })
        #expect(guessed.isTimeZoneEstimated)

        let berlin = Place(
            id: "berlin", name: "Berlin", coordinate: Self.berlin, timeZone: TimeZone(identifier: "Europe/Berlin"))
        let given = try await failover.weather(for: berlin)
        #expect(given.timeZone.identifier == "Europe/Berlin")
        #expect(!given.isTimeZoneEstimated)
        #expect(Self.daysStartAtMidnight(given, in: given.timeZone))
    }

    @Test func everyDecoratorPassesTheZoneOn() async throws {
        let sandbox = SandboxTesting.sandbox()
        let layered = Self.metNorway(sandbox).failingOver(to: OpenMeteoClient(transport: sandbox))
            .budgeted(callsPerMinute: 60).coalesced().cached(ttl: .seconds(600), now: { SandboxTesting.june })
        let estimated = try await layered.weather(at: Self.vigo, including: .daily)
        #expect(estimated.timeZone.identifier == "Europe/Lisbon")
        let given = try await layered.weather(at: Self.vigo, timeZone: Self.madrid, including: .daily)
        // Not the answer cached for the estimated zone: one made in Madrid's.
        #expect(given.timeZone == Self.madrid)
        #expect(!given.isTimeZoneEstimated)
        #expect(Self.daysStartAtMidnight(given, in: Self.madrid))
        #expect(!Self.daysStartAtMidnight(given, in: TimeZone(identifier: "Europe/Lisbon")!))
    }

    @Test func aCacheOverAServiceThatNamesTheZoneServesEveryZoneFromOneAnswer() async throws {
        let counting = RecordingTransport(forwardingTo: SandboxTesting.sandbox())
        let cached = OpenMeteoClient(transport: counting).cached(ttl: .seconds(600), now: { SandboxTesting.june })
        _ = try await cached.weather(at: Self.berlin, including: .all)
        _ = try await cached.weather(at: Self.berlin, timeZone: TimeZone(identifier: "Europe/Berlin"), including: .all)
        #expect(counting.requests.count == 1)
        #expect(!cached.usesCallersTimeZone)
        // A composite over MET Norway makes its days in the caller's zone, so its answers are kept apart.
        #expect(Self.metNorway(SandboxTesting.sandbox()).failingOver(to: cached).usesCallersTimeZone)
    }

    @Test func aFillInMakesItsDaysInTheZoneThePrimaryNamed() async throws {
        let sandbox = SandboxTesting.sandbox()
        // A primary that names Madrid's zone and has no days, which MET Norway fills in.
        let primary = Self.zoneNaming(Self.madrid)
        let filled = try await primary.filling(.daily, from: Self.metNorway(sandbox))
            .weather(at: Self.vigo, including: [.current, .daily])
        #expect(filled.dataSetSources[.daily]?.provider == .metNorway)
        #expect(Self.daysStartAtMidnight(filled, in: Self.madrid))
    }

    @Test func daysFilledInAServicesNamedZoneReplaceAnEstimateAndOtherwiseAreNoted() async throws {
        let sandbox = SandboxTesting.sandbox()
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        // Open-Meteo names Berlin's zone; the primary only estimated a fixed UTC+1.
        let estimated = try await Self.zoneNaming(TimeZone(secondsFromGMT: 3_600)!, estimated: true)
            .filling(.daily, from: OpenMeteoClient(transport: sandbox))
            .weather(at: Self.berlin, including: [.current, .daily])
        #expect(estimated.timeZone == berlin)
        #expect(!estimated.isTimeZoneEstimated)
        #expect(Self.daysStartAtMidnight(estimated, in: berlin))

        // A primary that names another zone keeps it, and the filled days say whose days they are.
        let london = TimeZone(identifier: "Europe/London")!
        let named = try await Self.zoneNaming(london)
            .filling(.daily, from: OpenMeteoClient(transport: sandbox))
            .weather(at: Self.berlin, including: [.current, .daily])
        #expect(named.timeZone == london)
        let note = try #require(named.notes.first { $0.field == "daily" && $0.kind == .otherSource })
        #expect(note.detail.hasSuffix("made its days in Europe/Berlin, not Europe/London"))
    }
}
