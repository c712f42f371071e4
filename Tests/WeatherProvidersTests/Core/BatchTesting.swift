import Foundation
import WeatherCore
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// Holds requests back until `width` are in flight at once (or every expected request has arrived), and
/// records the most that were ever in flight together, so a test sees the concurrency without timing: a
/// correct limit gives a peak of exactly `width`, an ignored one a higher peak.
actor InFlightGate {
    private let width: Int
    private let expected: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var arrivals = 0
    private var inFlight = 0
    /// The most requests in flight at the same time so far.
    private(set) var peak = 0

    init(width: Int, expected: Int) {
        self.width = width
        self.expected = expected
    }

    /// Called when a request starts; returns once it may proceed.
    func enter() async {
        arrivals += 1
        inFlight += 1
        peak = max(peak, inFlight)
        if inFlight >= width || arrivals >= expected {
            // Give an implementation that ignores its limit the chance to start more requests while these
            // are held; a correct one starts none until one ends.
            for _ in 0..<100 {
                await Task.yield()
            }
            let released = waiting
            waiting = []
            released.forEach { $0.resume() }
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Called when a request ends.
    func leave() {
        inFlight -= 1
    }
}

enum BatchTesting {
    /// A provider without a batch of its own (so it uses the default): answers each place with a weather at
    /// that coordinate, fails the places in `failing`, and can hold every call until it is cancelled. Later
    /// calls yield less, so they tend to finish first: the results must still come in order.
    static func placeByPlaceProvider(
        failing: Set<Coordinate> = [], holdingUntilCancelled: Bool = false
    ) -> StubWeatherProvider {
        StubWeatherProvider { call in
            if holdingUntilCancelled {
                try await Task.sleep(for: .seconds(3600))
            }
            for _ in 0..<max(0, 39 - call.index) {
                await Task.yield()
            }
            if failing.contains(call.coordinate) {
                throw WeatherError(.notFound, message: "No weather at \(call.coordinate).")
            }
            return DecoratorTesting.weather(at: call.coordinate, temperature: call.coordinate.latitude)
        }
    }

    /// A transport that passes every request through `gate` and answers with the JSON `body`.
    static func transport(through gate: InFlightGate, answering body: Data) -> StubTransport {
        StubTransport { _, _ in
            await gate.enter()
            await gate.leave()
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    /// `count` distinct places, latitude 1, 2, 3…
    static func places(_ count: Int, longitude: Double = 10) -> [Coordinate] {
        (1...max(count, 1)).prefix(count).compactMap { try? Coordinate(latitude: Double($0), longitude: longitude) }
    }

    /// The error of `result`, if it is a failure.
    static func error<Value>(_ result: Result<Value, WeatherError>) -> WeatherError? {
        if case .failure(let error) = result { return error }
        return nil
    }
}
