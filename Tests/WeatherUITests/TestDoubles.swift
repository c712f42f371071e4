import Foundation
import Observation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherSandbox
import WeatherStore
import WeatherTesting
import WeatherUI

/// The dates, places and sandbox clients the screen-model tests share.
enum ScreenFixtures {
    /// 08:00 in Berlin on Saturday 2026-03-28: the sandbox's "now" and the start of every test's wall clock.
    static let start = Date(timeIntervalSince1970: 1_774_681_200)

    /// The gazetteer city called `name` (the sandbox knows its weather and its name).
    static func city(_ name: String) throws -> Place {
        try #require(SandboxGazetteer.standard.places(matching: name, limit: 1).first, "no sandbox city \(name)")
    }

    /// The sandbox, at ``start``.
    static func sandbox(freeTestListSize: Int? = nil) -> SandboxTransport {
        SandboxTransport(seed: 7, now: { start }, freeTestListSize: freeTestListSize)
    }

    /// OpenWeather over `transport` (the sandbox by default), without retries.
    static func openWeather(_ transport: any HTTPTransport = sandbox()) -> OpenWeatherClient {
        OpenWeatherClient(apiKey: "sandbox-key", transport: transport, configuration: .init(retryPolicy: .none))
    }

    /// A wall clock that reads ``start`` plus however far the test moved `clock`.
    static func now(on clock: TestClock) -> @Sendable () -> Date {
        { start.addingTimeInterval(Double(clock.now.offset.components.seconds)) }
    }
}

/// A network the test can cut: requests go to `upstream` while it is up, and fail as a dropped connection does
/// (`WeatherError` `.network`) once ``NetworkSwitch/goOffline()`` is called. It keeps the upstream's origin.
struct SwitchedTransport: HTTPTransport {
    let upstream: any HTTPTransport
    let network: NetworkSwitch

    var dataOrigin: DataOrigin { upstream.dataOrigin }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard await network.isOnline else {
            throw WeatherError(.network, message: "The test cut the connection.")
        }
        return try await upstream.send(request)
    }
}

/// Whether a ``SwitchedTransport`` is connected.
actor NetworkSwitch {
    private(set) var isOnline = true

    func goOffline() {
        isOnline = false
    }
}

/// A transport with no connection at all, of a chosen origin: every request fails with `.network`.
struct UnreachableNetwork: HTTPTransport {
    let dataOrigin: DataOrigin

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw WeatherError(.network, message: "There is no connection.")
    }
}

/// A one-shot gate: ``pass()`` suspends until ``open()``, even when the task is cancelled (a slow server answers
/// anyway), and the test can wait until someone has arrived.
actor Latch {
    private var isOpen = false
    private var arrivals = 0
    private var passing: [CheckedContinuation<Void, Never>] = []
    private var watching: [CheckedContinuation<Void, Never>] = []

    func pass() async {
        arrivals += 1
        watching.forEach { $0.resume() }
        watching = []
        guard !isOpen else { return }
        await withCheckedContinuation { passing.append($0) }
    }

    /// Suspends until someone has called ``pass()``.
    func waitForArrival() async {
        guard arrivals == 0 else { return }
        await withCheckedContinuation { watching.append($0) }
    }

    func open() {
        isOpen = true
        passing.forEach { $0.resume() }
        passing = []
    }
}

/// A geocoder answering from a table: it records every query, fails the ones in `failures`, and holds the
/// queries the test chose at a ``Latch`` until the test opens it.
actor StubGeocoder: PlaceSearching {
    private let answers: [String: [Place]]
    private let failures: [String: WeatherError]
    private let nearest: Place?
    private var latches: [String: Latch] = [:]
    private(set) var queries: [String] = []

    init(answers: [String: [Place]] = [:], failures: [String: WeatherError] = [:], nearest: Place? = nil) {
        self.answers = answers
        self.failures = failures
        self.nearest = nearest
    }

    /// Makes the next searches for `query` wait until the returned latch opens.
    func hold(_ query: String) -> Latch {
        let latch = Latch()
        latches[query] = latch
        return latch
    }

    func places(matching query: String, limit: Int) async throws -> [Place] {
        queries.append(query)
        if let latch = latches[query] {
            await latch.pass()
        }
        if let failure = failures[query] {
            throw failure
        }
        return Array((answers[query] ?? []).prefix(limit))
    }

    func place(at coordinate: Coordinate) async throws -> Place? {
        nearest
    }
}

/// A weather provider in front of another: it records the coordinates asked for, fails for the ones the test
/// chose, and holds others at a ``Latch``.
actor ScriptedWeatherProvider: WeatherProvider {
    nonisolated let upstream: any WeatherProvider
    private var failures: [Coordinate: WeatherError] = [:]
    private var latches: [Coordinate: Latch] = [:]
    private(set) var requests: [Coordinate] = []

    init(upstream: any WeatherProvider) {
        self.upstream = upstream
    }

    nonisolated var dataOrigin: DataOrigin { upstream.dataOrigin }
    nonisolated var cacheNamespace: String { "scripted." + upstream.cacheNamespace }

    func fail(at coordinate: Coordinate, with error: WeatherError) {
        failures[coordinate] = error
    }

    /// Makes the next calls for `coordinate` wait until the returned latch opens.
    func hold(at coordinate: Coordinate) -> Latch {
        let latch = Latch()
        latches[coordinate] = latch
        return latch
    }

    func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        requests.append(coordinate)
        if let latch = latches[coordinate] {
            await latch.pass()
        }
        if let failure = failures[coordinate] {
            throw failure
        }
        return try await upstream.weather(at: coordinate, including: dataSets)
    }
}

/// A favorites store over an in-memory one whose writes fail once the test says so: each kind of write
/// succeeds a chosen number of times more, then throws `.storage`.
actor FailingFavoritesStore: FavoritesStore {
    enum Write: Hashable {
        case add, remove, move
    }

    /// The store underneath, which a test may change behind the model's back.
    let base = InMemoryWeatherStore()
    private var successesLeft: [Write: Int] = [:]

    /// Lets `write` succeed `successes` more times, then fail.
    func fail(_ write: Write, after successes: Int = 0) {
        successesLeft[write] = successes
    }

    private func check(_ write: Write) throws {
        guard let left = successesLeft[write] else { return }
        guard left > 0 else { throw WeatherError(.storage, message: "The disk is full.") }
        successesLeft[write] = left - 1
    }

    func favorites(for user: UserID) async throws -> [Place] {
        try await base.favorites(for: user)
    }

    func addFavorite(_ place: Place, for user: UserID) async throws {
        try check(.add)
        try await base.addFavorite(place, for: user)
    }

    func removeFavorite(id: Place.ID, for user: UserID) async throws {
        try check(.remove)
        try await base.removeFavorite(id: id, for: user)
    }

    func moveFavorite(from source: Int, to destination: Int, for user: UserID) async throws {
        try check(.move)
        try await base.moveFavorite(from: source, to: destination, for: user)
    }

    func containsFavorite(id: Place.ID, for user: UserID) async throws -> Bool {
        try await base.containsFavorite(id: id, for: user)
    }
}

/// Suspends until `condition` holds, re-checking it each time an observed property it reads changes (no polling,
/// no sleeping); a test that waits for something that never happens fails by its time limit.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async {
    while !condition() {
        await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = condition()
            } onChange: {
                changed.resume()
            }
        }
    }
}

extension LoadState {
    /// The state's case, to compare states whose values are not `Equatable`: "idle", "loading", "loaded", "failed".
    var caseName: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded: "loaded"
        case .failed: "failed"
        }
    }
}
