import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherSandbox
import WeatherTesting

@Suite("Provider, search and location doubles")
struct ProviderDoubleTests {
    let berlin = Place(id: "berlin", name: "Berlin", coordinate: try! Coordinate(latitude: 52.52, longitude: 13.405))
    let paris = Place(id: "paris", name: "Paris", coordinate: try! Coordinate(latitude: 48.857, longitude: 2.352))
    let bern = Place(id: "bern", name: "Bern", coordinate: try! Coordinate(latitude: 46.948, longitude: 7.447))

    func weather(_ celsius: Double, at place: Place) -> Weather {
        Weather(
            coordinate: place.coordinate,
            timeZone: TimeZone(identifier: "Europe/Berlin")!,
            current: CurrentWeather(
                date: Date(timeIntervalSince1970: 1_750_000_000),
                temperature: Measurement(value: celsius, unit: .celsius),
                apparentTemperature: Measurement(value: celsius, unit: .celsius),
                humidity: 0.5, condition: .clear),
            source: WeatherSource(provider: "stub"),
            fetchedAt: Date(timeIntervalSince1970: 1_750_000_000))
    }

    @Test func aProviderAnswersPerCallAndPerCoordinateAndRecordsTheCalls() async throws {
        let provider = StubWeatherProvider(weather: weather(20, at: berlin))
        provider.fail(at: paris.coordinate, with: WeatherError(.server, message: "down"))
        #expect(try await provider.weather(at: berlin.coordinate).current?.temperature.value == 20)
        let error = await #expect(throws: WeatherError.self) { try await provider.weather(at: paris.coordinate) }
        #expect(error?.code == .server)
        provider.answer(with: weather(25, at: berlin))
        let zurich = try #require(TimeZone(identifier: "Europe/Zurich"))
        _ = try await provider.weather(at: bern.coordinate, timeZone: zurich, including: .current)
        #expect(provider.calls.map(\.coordinate) == [berlin.coordinate, paris.coordinate, bern.coordinate])
        #expect(provider.calls.map(\.timeZone) == [nil, nil, zurich])
        #expect(provider.calls.last?.dataSets == .current)
        #expect(provider.calls.map(\.index) == [0, 1, 2])
        provider.removeAnswer(at: paris.coordinate)
        #expect(try await provider.weather(at: paris.coordinate).current?.temperature.value == 25)
    }

    @Test func aProviderPlaysResultsInOrderThenRepeatsTheLast() async throws {
        let provider = StubWeatherProvider(results: [
            .failure(WeatherError(.network, message: "offline")), .success(weather(10, at: berlin)),
        ])
        await #expect(throws: WeatherError.self) { try await provider.weather(at: berlin.coordinate) }
        #expect(try await provider.weather(at: berlin.coordinate).current?.temperature.value == 10)
        #expect(try await provider.weather(at: berlin.coordinate).current?.temperature.value == 10)
        #expect(provider.callCount == 3)
        await #expect(throws: WeatherError.self) {
            try await StubWeatherProvider(results: []).weather(at: berlin.coordinate)
        }
    }

    @Test func aProviderMarksItsAnswersWithItsOrigin() async throws {
        let provider = StubWeatherProvider(weather: weather(20, at: berlin), dataOrigin: .sandbox)
        #expect(provider.dataOrigin == .sandbox)
        #expect(try await provider.weather(at: berlin.coordinate).source.origin == .sandbox)
        let zoned = StubWeatherProvider(weather: weather(20, at: berlin), usesCallersTimeZone: true)
        #expect(zoned.usesCallersTimeZone)
        #expect(!provider.usesCallersTimeZone)
    }

    @Test func aForwardingProviderKeepsTheUpstreamsOriginAndAnswers() async throws {
        let upstream = OpenMeteoClient(transport: SandboxTransport())
        let provider = StubWeatherProvider(forwardingTo: upstream)
        #expect(provider.dataOrigin == .sandbox)
        #expect(provider.cacheNamespace == upstream.cacheNamespace)
        #expect(try await provider.weather(at: berlin.coordinate).source.origin == .sandbox)
        provider.fail(at: paris.coordinate, with: WeatherError(.timeout, message: "slow"))
        await #expect(throws: WeatherError.self) { try await provider.weather(at: paris.coordinate) }
        #expect(provider.callCount == 2)
    }

    @Test func aSearcherAnswersFromItsTableAndRecords() async throws {
        let searcher = StubPlaceSearcher(results: ["Ber": [berlin, bern]], nearest: berlin)
        searcher.fail("Paris", with: WeatherError(.network, message: "offline"))
        #expect(try await searcher.places(matching: "Ber", limit: 1) == [berlin])
        #expect(try await searcher.places(matching: "Nowhere", limit: 5).isEmpty)
        await #expect(throws: WeatherError.self) { try await searcher.places(matching: "Paris", limit: 5) }
        #expect(try await searcher.place(at: bern.coordinate) == berlin)
        searcher.answer("Par", with: [paris])
        searcher.answerLookups { _ in nil }
        #expect(try await searcher.places(matching: "Par") == [paris])
        #expect(try await searcher.place(at: paris.coordinate) == nil)
        #expect(searcher.queries == ["Ber", "Nowhere", "Paris", "Par"])
        #expect(searcher.limits == [1, 5, 5, 5])
        #expect(searcher.lookups == [bern.coordinate, paris.coordinate])
    }

    @Test func aLocationProviderPlaysTheUsersAnswers() async throws {
        let denied = ScriptedLocationProvider(answers: [.denied], locations: [.success(berlin.coordinate)])
        let error = await #expect(throws: WeatherError.self) { try await denied.currentCoordinate() }
        #expect(error?.code == .unauthorized)
        #expect(denied.authorizationStatus == .denied)
        #expect(denied.authorizationRequestCount == 1)

        let moving = ScriptedLocationProvider(locations: [.success(berlin.coordinate), .success(paris.coordinate)])
        #expect(try await moving.currentCoordinate() == berlin.coordinate)
        #expect(try await moving.currentCoordinate() == paris.coordinate)
        #expect(try await moving.currentCoordinate() == paris.coordinate)
        #expect(moving.authorizationRequestCount == 1)
        #expect(moving.locationRequestCount == 3)
        moving.move(to: bern.coordinate)
        #expect(try await moving.currentCoordinate() == bern.coordinate)
    }

    @Test func aLocationProviderCanRefuseToAskOrToLocate() async throws {
        let unasked = ScriptedLocationProvider()
        unasked.failPrompts(with: WeatherError(.unavailable, message: "no purpose string"))
        await #expect(throws: WeatherError.self) { try await unasked.requestAuthorization() }
        #expect(unasked.authorizationStatus == .notDetermined)

        let searching = ScriptedLocationProvider(status: .authorized)
        let error = await #expect(throws: WeatherError.self) { try await searching.currentCoordinate() }
        #expect(error?.code == .unavailable)
        #expect(searching.authorizationRequestCount == 0)

        let later = ScriptedLocationProvider(
            answers: [.notDetermined, .authorized], locations: [.success(berlin.coordinate)])
        #expect(try await later.requestAuthorization() == .notDetermined)
        #expect(try await later.currentCoordinate() == berlin.coordinate)
        #expect(later.authorizationRequestCount == 2)
    }
}
