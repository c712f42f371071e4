import Foundation
import WeatherCore
import WeatherProviders

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

/// A provider without a batch of its own (so it uses the default): answers each place with a weather at
/// that coordinate, fails the places in `failing`, and can hold every call until it is cancelled.
final class PlaceByPlaceProvider: WeatherProvider {
    private let failing: Set<Coordinate>
    private let holdsUntilCancelled: Bool
    private let started = Locked<[Coordinate]>([])

    init(failing: Set<Coordinate> = [], holdsUntilCancelled: Bool = false) {
        self.failing = failing
        self.holdsUntilCancelled = holdsUntilCancelled
    }

    /// The places asked for so far, in the order the calls started.
    var calls: [Coordinate] { started.current }

    func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        let index = started.withLock { calls -> Int in
            calls.append(coordinate)
            return calls.count
        }
        if holdsUntilCancelled {
            try await Task.sleep(for: .seconds(3600))
        }
        // Later places yield less, so they tend to finish first: the results must still come in order.
        for _ in 0..<max(0, 40 - index) {
            await Task.yield()
        }
        if failing.contains(coordinate) {
            throw WeatherError(.notFound, message: "No weather at \(coordinate).")
        }
        return DecoratorTesting.weather(at: coordinate, temperature: coordinate.latitude)
    }
}

enum BatchTesting {
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
