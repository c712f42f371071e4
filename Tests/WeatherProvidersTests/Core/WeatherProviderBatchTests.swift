import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// The default batch: one call per place, a bounded number at once, results in order.
@Suite("Weather for many places (default)")
struct WeatherProviderBatchTests {
    @Test func resultsComeInTheOrderOfTheCoordinates() async throws {
        let places = BatchTesting.places(20)
        let provider = BatchTesting.placeByPlaceProvider()

        let results = try await provider.weather(at: places)

        #expect(results.count == 20)
        #expect(try results.map { try $0.get().coordinate } == places)
        #expect(Set(provider.calls.map(\.coordinate)) == Set(places))
        #expect(provider.callCount == 20)
    }

    @Test func aFailingPlaceDoesNotCostTheOthersTheirWeather() async throws {
        let places = BatchTesting.places(5)
        let provider = BatchTesting.placeByPlaceProvider(failing: [places[1], places[3]])

        let results = try await provider.weather(at: places, including: .current)

        #expect(results.map { BatchTesting.error($0)?.code } == [nil, .notFound, nil, .notFound, nil])
        #expect(try results[0].get().current?.temperature.value == 1)
        #expect(try results[4].get().coordinate == places[4])
    }

    @Test func noPlacesMeansNoCalls() async throws {
        let provider = BatchTesting.placeByPlaceProvider()
        let results = try await provider.weather(at: [])
        #expect(results.isEmpty)
        #expect(provider.calls.isEmpty)
    }

    @Test(arguments: [0, -3])
    func aLimitBelowOneIsInvalidInput(limit: Int) async throws {
        let provider = BatchTesting.placeByPlaceProvider()
        let error = await #expect(throws: WeatherError.self) {
            try await provider.weather(
                at: BatchTesting.places(3), including: .all, maximumConcurrentRequests: limit)
        }
        #expect(error?.code == .invalidInput)
        #expect(provider.calls.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)), arguments: [1, 6, 25])
    func atMostTheLimitIsInFlight(limit: Int) async throws {
        let places = BatchTesting.places(20)
        let gate = InFlightGate(width: min(limit, places.count), expected: places.count)
        let body = try Fixtures.data("openweather/onecall3/nairobi-kenya-default-units.json")
        let transport = BatchTesting.transport(through: gate, answering: body)
        let client = OpenWeatherClient(
            apiKey: "test-key", transport: transport,
            configuration: OpenWeatherClient.Configuration(retryPolicy: .none))

        let results = try await client.weather(at: places, including: .all, maximumConcurrentRequests: limit)

        #expect(await gate.peak == min(limit, places.count))
        #expect(transport.requests.count == 20)
        #expect(results.allSatisfy { (try? $0.get()) != nil })
    }

    @Test func theDefaultLimitIsSix() async throws {
        let places = BatchTesting.places(20)
        let gate = InFlightGate(width: 6, expected: places.count)
        let body = try Fixtures.data("openweather/onecall3/nairobi-kenya-default-units.json")
        let transport = BatchTesting.transport(through: gate, answering: body)
        let client = OpenWeatherClient(
            apiKey: "test-key", transport: transport,
            configuration: OpenWeatherClient.Configuration(retryPolicy: .none))

        _ = try await client.weather(at: places)

        #expect(await gate.peak == 6)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellingStopsTheBatchAndStartsNoMoreCalls() async throws {
        let provider = BatchTesting.placeByPlaceProvider(holdingUntilCancelled: true)
        let task = Task {
            try await provider.weather(at: BatchTesting.places(20), including: .all, maximumConcurrentRequests: 4)
        }
        while provider.callCount < 4 {
            await Task.yield()
        }
        task.cancel()

        let error = await #expect(throws: WeatherError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(provider.callCount == 4)
    }
}
