import Foundation
import Testing
import WeatherCore
import WeatherNetworking

@testable import WeatherProviders

/// The default batch: one call per place, a bounded number at once, results in order.
@Suite("Weather for many places (default)")
struct WeatherProviderBatchTests {
    @Test func resultsComeInTheOrderOfTheCoordinates() async throws {
        let places = BatchTesting.places(20)
        let provider = PlaceByPlaceProvider()

        let results = try await provider.weather(at: places)

        #expect(results.count == 20)
        #expect(try results.map { try $0.get().coordinate } == places)
        #expect(Set(provider.calls) == Set(places))
        #expect(provider.calls.count == 20)
    }

    @Test func aFailingPlaceDoesNotCostTheOthersTheirWeather() async throws {
        let places = BatchTesting.places(5)
        let provider = PlaceByPlaceProvider(failing: [places[1], places[3]])

        let results = try await provider.weather(at: places, including: .current)

        #expect(results.map { BatchTesting.error($0)?.code } == [nil, .notFound, nil, .notFound, nil])
        #expect(try results[0].get().current?.temperature.value == 1)
        #expect(try results[4].get().coordinate == places[4])
    }

    @Test func noPlacesMeansNoCalls() async throws {
        let provider = PlaceByPlaceProvider()
        let results = try await provider.weather(at: [])
        #expect(results.isEmpty)
        #expect(provider.calls.isEmpty)
    }

    @Test(arguments: [0, -3])
    func aLimitBelowOneIsInvalidInput(limit: Int) async throws {
        let provider = PlaceByPlaceProvider()
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
        let transport = RecordingGatedTransport(gate: gate, body: body)
        let client = OpenWeatherClient(
            apiKey: "test-key", transport: transport,
            configuration: OpenWeatherClient.Configuration(retryPolicy: .none))

        let results = try await client.weather(at: places, including: .all, maximumConcurrentRequests: limit)

        #expect(await gate.peak == min(limit, places.count))
        #expect(transport.requestCount == 20)
        #expect(results.allSatisfy { (try? $0.get()) != nil })
    }

    @Test func theDefaultLimitIsSix() async throws {
        let places = BatchTesting.places(20)
        let gate = InFlightGate(width: 6, expected: places.count)
        let body = try Fixtures.data("openweather/onecall3/nairobi-kenya-default-units.json")
        let transport = RecordingGatedTransport(gate: gate, body: body)
        let client = OpenWeatherClient(
            apiKey: "test-key", transport: transport,
            configuration: OpenWeatherClient.Configuration(retryPolicy: .none))

        _ = try await client.weather(at: places)

        #expect(await gate.peak == 6)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellingStopsTheBatchAndStartsNoMoreCalls() async throws {
        let provider = PlaceByPlaceProvider(holdsUntilCancelled: true)
        let task = Task {
            try await provider.weather(at: BatchTesting.places(20), including: .all, maximumConcurrentRequests: 4)
        }
        while provider.calls.count < 4 {
            await Task.yield()
        }
        task.cancel()

        let error = await #expect(throws: WeatherError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(provider.calls.count == 4)
    }
}

/// A transport that passes every request through an ``InFlightGate`` and answers with `body`.
final class RecordingGatedTransport: HTTPTransport {
    private let gate: InFlightGate
    private let body: Data
    private let count = Locked(0)

    init(gate: InFlightGate, body: Data) {
        self.gate = gate
        self.body = body
    }

    var requestCount: Int { count.current }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        count.withLock { $0 += 1 }
        await gate.enter()
        await gate.leave()
        return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
    }
}
