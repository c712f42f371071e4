import Foundation
import WeatherCore
import WeatherModels
import WeatherProviders
import WeatherTestSupport

/// A `WeatherProvider` that answers from a closure and counts its calls.
final class StubWeatherProvider: WeatherProvider {
    private let answer: @Sendable (Coordinate, Int) async throws -> Weather
    private let calls = Locked(0)
    private let zones = Locked<[TimeZone?]>([])

    /// Answers call number `index` (from zero) with `answer(coordinate, index)`.
    init(_ answer: @escaping @Sendable (Coordinate, Int) async throws -> Weather) {
        self.answer = answer
    }

    /// Fails every call with `error`.
    convenience init(failingWith error: WeatherError) {
        self.init { _, _ in throw error }
    }

    var callCount: Int { calls.current }
    /// The zone each call carried, in order (`nil` for the zone-less call).
    var timeZones: [TimeZone?] { zones.current }

    func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        zones.withLock { $0.append(timeZone) }
        return try await weather(at: coordinate, including: dataSets)
    }

    func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        let index = calls.withLock { count -> Int in
            defer { count += 1 }
            return count
        }
        return try await answer(coordinate, index)
    }
}

/// A one-shot gate: callers of `wait()` suspend until `open()`.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var arrivals = 0
    private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        arrivals += 1
        arrivalWaiters.forEach { $0.resume() }
        arrivalWaiters = []
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Suspends until someone waits at the gate.
    func waitForArrival() async {
        guard arrivals == 0 else { return }
        await withCheckedContinuation { arrivalWaiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}
