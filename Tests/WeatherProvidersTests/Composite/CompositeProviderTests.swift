import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherProviders

/// A provider named `id` that answers with one entry in every data set asked for and supported, or fails.
/// Private because `StubWeatherProvider` cannot declare the `supportedDataSets` the composites read.
private final class SourceProvider: WeatherProvider {
    let id: ProviderID
    let supportedDataSets: WeatherDataSet
    let failure: Locked<WeatherError?>
    let asked = Locked<[WeatherDataSet]>([])
    let emptyAlerts: Bool

    init(_ id: String, supports: WeatherDataSet = .all, failure: WeatherError? = nil, emptyAlerts: Bool = false) {
        self.id = ProviderID(id)
        self.supportedDataSets = supports
        self.failure = Locked(failure)
        self.emptyAlerts = emptyAlerts
    }

    var cacheNamespace: String { id.rawValue }

    func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        asked.withLock { $0.append(dataSets) }
        if let failure = failure.current { throw failure }
        let sets = dataSets.intersection(supportedDataSets)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let celsius = Measurement(value: 12, unit: UnitTemperature.celsius)
        return Weather(
            coordinate: coordinate,
            timeZone: TimeZone(identifier: "UTC") ?? .current,
            current: sets.contains(.current)
                ? CurrentWeather(
                    date: now, temperature: celsius, apparentTemperature: celsius, humidity: 0.5, condition: .clear)
                : nil,
            hourly: sets.contains(.hourly) ? [HourForecast(date: now, temperature: celsius, condition: .cloudy)] : [],
            minutely: sets.contains(.minutely)
                ? [
                    MinuteForecast(
                        date: now, precipitationIntensity: Measurement(value: 0.2, unit: .millimetersPerHour))
                ]
                : [],
            alerts: sets.contains(.alerts) && !emptyAlerts
                ? [WeatherAlert(sender: id.rawValue, event: "Gale", start: now, end: now, description: "Wind")] : [],
            source: WeatherSource(provider: id, attribution: "Data from \(id.rawValue)"),
            fetchedAt: now
        )
    }
}

private let lisbon = try! Coordinate(latitude: 38.72, longitude: -9.14)

@Suite("Failover")
struct FailoverWeatherProviderTests {
    @Test(
        "Each failure another source can fix moves on to the next provider",
        arguments: [
            WeatherError.Code.network, .timeout, .rateLimited, .unauthorized, .forbidden, .notFound, .unavailable,
            .server, .decoding, .invalidResponse,
        ])
    func failsOver(code: WeatherError.Code) async throws {
        let first = SourceProvider("first", failure: WeatherError(code, message: "first is down"))
        let second = SourceProvider("second")
        let weather = try await first.failingOver(to: second).weather(at: lisbon)
        #expect(weather.source.provider == "second")
        #expect(weather.notes.contains { $0.kind == .otherSource && $0.detail.contains("first is down") })
        #expect(first.asked.current.count == 1)
        #expect(second.asked.current.count == 1)
    }

    @Test("Bad input and cancellation end the call: another source would fail the same way")
    func doesNotFailOverOnTheCallersMistake() async throws {
        for code in [WeatherError.Code.invalidInput, .cancelled, .badRequest] {
            let first = SourceProvider("first", failure: WeatherError(code, message: "no"))
            let second = SourceProvider("second")
            let error = await #expect(throws: WeatherError.self) {
                _ = try await FailoverWeatherProvider([first, second]).weather(at: lisbon)
            }
            #expect(error?.code == code)
            #expect(second.asked.current.isEmpty)
        }
    }

    @Test("When every provider fails, the last error comes back naming every failure")
    func everyProviderFails() async throws {
        let provider = FailoverWeatherProvider([
            SourceProvider("a", failure: WeatherError(.rateLimited, message: "quota spent")),
            SourceProvider("b", failure: WeatherError(.network, message: "unreachable")),
        ])
        let error = await #expect(throws: WeatherError.self) { _ = try await provider.weather(at: lisbon) }
        #expect(error?.code == .network)
        #expect(error?.message.contains("quota spent") == true)
        #expect(error?.message.contains("unreachable") == true)
    }

    @Test("The first answer wins; no provider, no answer")
    func order() async throws {
        let first = SourceProvider("first")
        let second = SourceProvider("second")
        #expect(try await FailoverWeatherProvider([first, second]).weather(at: lisbon).source.provider == "first")
        #expect(second.asked.current.isEmpty)
        await #expect(throws: WeatherError.self) { _ = try await FailoverWeatherProvider([]).weather(at: lisbon) }
        let union = FailoverWeatherProvider([
            SourceProvider("a", supports: .daily), SourceProvider("b", supports: .alerts),
        ])
        #expect(union.supportedDataSets == [.daily, .alerts])
    }
}

@Suite("Fill-in")
struct FillingWeatherProviderTests {
    @Test("A data set the primary cannot return comes from the secondary, which is named as its source")
    func fillsUnsupportedSets() async throws {
        let primary = SourceProvider("primary", supports: [.current, .hourly, .daily])
        let alerts = SourceProvider("alerts")
        let weather = try await primary.filling(.alerts, from: alerts).weather(at: lisbon)
        #expect(weather.source.provider == "primary")
        #expect(weather.alerts.count == 1)
        #expect(weather.source(of: .alerts).provider == "alerts")
        #expect(weather.source(of: .hourly).provider == "primary")
        #expect(weather.allSources.map(\.provider) == ["primary", "alerts"])
        #expect(alerts.asked.current == [.alerts])
    }

    @Test("Empty alerts from a provider that has alerts mean none: nothing is filled")
    func emptyAlertsAreAnAnswer() async throws {
        let primary = SourceProvider("primary", emptyAlerts: true)
        let secondary = SourceProvider("secondary")
        let weather = try await primary.filling(.alerts, from: secondary).weather(at: lisbon)
        #expect(weather.alerts.isEmpty)
        #expect(weather.dataSetSources.isEmpty)
        #expect(secondary.asked.current.isEmpty)
    }

    @Test("Only places the fill-in covers are filled")
    func coverage() async throws {
        let primary = SourceProvider("primary", supports: [.current, .daily])
        let us = SourceProvider("us")
        let provider = primary.filling(.alerts, from: us, where: { $0.longitude < -60 })
        #expect(try await provider.weather(at: lisbon).alerts.isEmpty)
        let seattle = try Coordinate(latitude: 47.6, longitude: -122.3)
        #expect(try await provider.weather(at: seattle).source(of: .alerts).provider == "us")
        #expect(us.asked.current.count == 1)
    }

    @Test("A failing fill-in costs only its sets, with a note saying why")
    func failingFillIn() async throws {
        let primary = SourceProvider("primary", supports: [.current, .hourly, .daily])
        let broken = SourceProvider("broken", failure: WeatherError(.rateLimited, message: "slow down"))
        let weather = try await primary.filling([.alerts, .minutely], from: broken).weather(at: lisbon)
        #expect(weather.current != nil)
        #expect(weather.alerts.isEmpty)
        #expect(weather.notes.contains { $0.kind == .missing && $0.detail.contains("slow down") })
        #expect(broken.asked.current == [[.minutely, .alerts]])
    }

    @Test("The primary's failure is the call's; the first fill-in that offers a set supplies it")
    func primaryFailureAndPreference() async throws {
        let failing = SourceProvider("primary", failure: WeatherError(.network, message: "down"))
        await #expect(throws: WeatherError.self) {
            _ = try await failing.filling(.alerts, from: SourceProvider("x")).weather(at: lisbon)
        }
        let primary = SourceProvider("primary", supports: [.current])
        let provider = FillingWeatherProvider(
            primary: primary,
            fillIns: [
                .init([.hourly], from: SourceProvider("hours")),
                .init([.hourly, .daily], from: SourceProvider("days")),
            ])
        let weather = try await provider.weather(at: lisbon, including: [.current, .hourly, .daily])
        #expect(weather.source(of: .hourly).provider == "hours")
        #expect(weather.source(of: .daily).provider == "days")
        #expect(weather.source(of: .current).provider == "primary")
    }

    @Test("Per-data-set sources survive storage")
    func sourcesRoundTrip() async throws {
        let primary = SourceProvider("primary", supports: [.current, .daily])
        let weather = try await primary.filling(.alerts, from: SourceProvider("alerts")).weather(at: lisbon)
        let decoded = try JSONDecoder().decode(Weather.self, from: try JSONEncoder().encode(weather))
        #expect(decoded.dataSetSources == weather.dataSetSources)
        #expect(decoded == weather)
    }
}
