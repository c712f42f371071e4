import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherTesting

/// Composites reorder their sources by score only when asked, and say why in the answer's source.
@Suite("Ordering sources by score")
struct ScoreOrderTests {
    static let home = try! Coordinate(latitude: 48.8566, longitude: 2.3522)
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    /// A store where "good" erred by 0.5 °C and "poor" by 2 °C a day ahead, `count` times each, at `home`.
    static func store(samples count: Int = 40) async throws -> InMemoryWeatherStore {
        let store = InMemoryWeatherStore()
        let placeKey = VerifyingWeatherProvider.placeKey(for: home)
        for index in 0..<count {
            let issued = now.addingTimeInterval(Double(index - count - 30) * 3600)
            let valid = issued.addingTimeInterval(24 * 3600)
            try await store.recordForecasts([
                ForecastSample(source: "good", placeKey: placeKey, issuedAt: issued, validAt: valid, temperature: 10.5),
                ForecastSample(source: "poor", placeKey: placeKey, issuedAt: issued, validAt: valid, temperature: 12),
            ])
            try await store.recordObservations([
                WeatherObservation(placeKey: placeKey, time: valid, temperature: 10, observedBy: "station")
            ])
        }
        return store
    }

    static func weather(from source: ProviderID, hourly: Bool = true) -> Weather {
        let celsius = Measurement(value: 12, unit: UnitTemperature.celsius)
        return Weather(
            coordinate: home, timeZone: TimeZone(identifier: "UTC") ?? .current,
            hourly: hourly ? [HourForecast(date: now, temperature: celsius, condition: .cloudy)] : [],
            source: WeatherSource(provider: source), fetchedAt: now)
    }

    @Test func failoverAsksInTheGivenOrderUnlessAskedToRank() async throws {
        let store = try await Self.store()
        let poor = StubWeatherProvider(weather: Self.weather(from: "poor"))
        let good = StubWeatherProvider(weather: Self.weather(from: "good"))
        let given = try await FailoverWeatherProvider([poor, good]).weather(at: Self.home)
        #expect(given.source.provider == "poor")
        #expect(given.source.selectionReason == nil)
        let ranked = try await FailoverWeatherProvider(
            [poor, good], order: .byScore(in: store, sources: ["poor", "good"], now: { Self.now })
        ).weather(at: Self.home)
        #expect(ranked.source.provider == "good")
        #expect(
            ranked.source.selectionReason
                == "ranked 1 of 2 by temperature error 24 h ahead here: 0.5 °C over 40 samples")
        #expect(poor.callCount == 1)
    }

    @Test func tooFewSamplesKeepTheGivenOrderAndSaySo() async throws {
        let store = try await Self.store(samples: 10)
        let poor = StubWeatherProvider(weather: Self.weather(from: "poor"))
        let good = StubWeatherProvider(weather: Self.weather(from: "good"))
        let answer = try await FailoverWeatherProvider(
            [poor, good], order: .byScore(in: store, sources: ["poor", "good"], now: { Self.now })
        ).weather(at: Self.home)
        #expect(answer.source.provider == "poor")
        #expect(answer.source.selectionReason?.hasPrefix("not ranked: 10 samples 24 h ahead here") == true)
    }

    @Test func aMismatchedListOfIdentifiersKeepsTheGivenOrder() async throws {
        let store = try await Self.store()
        let poor = StubWeatherProvider(weather: Self.weather(from: "poor"))
        let good = StubWeatherProvider(weather: Self.weather(from: "good"))
        let answer = try await FailoverWeatherProvider(
            [poor, good], order: .byScore(in: store, sources: ["good"], now: { Self.now })
        ).weather(at: Self.home)
        #expect(answer.source.provider == "poor")
        #expect(answer.source.selectionReason?.hasPrefix("given order") == true)
    }

    @Test func fillingPrefersTheBetterFillInWhenAskedAndNamesWhy() async throws {
        let store = try await Self.store()
        let primary = StubWeatherProvider(weather: Self.weather(from: "primary", hourly: false))
        let poor = StubWeatherProvider(weather: Self.weather(from: "poor"))
        let good = StubWeatherProvider(weather: Self.weather(from: "good"))
        let fillIns = [FillingWeatherProvider.FillIn(.hourly, from: poor), .init(.hourly, from: good)]
        let given = try await FillingWeatherProvider(primary: primary, fillIns: fillIns)
            .weather(at: Self.home, including: [.current, .hourly])
        #expect(given.source(of: .hourly).provider == "poor")
        #expect(given.source(of: .hourly).selectionReason == nil)
        let ranked = try await FillingWeatherProvider(
            primary: primary, fillIns: fillIns,
            order: .byScore(in: store, sources: ["poor", "good"], now: { Self.now })
        ).weather(at: Self.home, including: [.current, .hourly])
        #expect(ranked.source.provider == "primary")
        #expect(ranked.source(of: .hourly).provider == "good")
        #expect(ranked.source(of: .hourly).selectionReason?.hasPrefix("ranked 1 of 2") == true)
    }

    @Test func theRecorderAsksNothingMoreAndRecordsOnlyFollowedPlaces() async throws {
        let store = InMemoryWeatherStore()
        var weather = Self.weather(from: "good")
        weather.fetchedAt = Self.now
        weather.hourly = (1...30).map { hour in
            HourForecast(
                date: Self.now.addingTimeInterval(Double(hour) * 3600),
                temperature: Measurement(value: Double(hour), unit: UnitTemperature.celsius), condition: .rain,
                precipitationChance: 0.9)
        }
        let upstream = StubWeatherProvider(weather: weather)
        let away = try Coordinate(latitude: 1, longitude: 1)
        let provider = VerifyingWeatherProvider(
            upstream: upstream, recordingInto: store, follows: { $0 == Self.home })
        _ = try await provider.weather(at: Self.home)
        _ = try await provider.weather(at: away)
        #expect(upstream.callCount == 2)
        let data = try await store.verificationData(for: VerifyingWeatherProvider.placeKey(for: Self.home))
        #expect(data.samples.map(\.leadHours) == [1, 6, 24])
        #expect(data.samples.map(\.temperature) == [1, 6, 24])
        #expect(try await store.verifiedPlaceKeys() == [VerifyingWeatherProvider.placeKey(for: Self.home)])
    }
}
